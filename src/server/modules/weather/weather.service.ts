import { ALL_CITIES, type CityId, TIMING } from '../../../shared/constants';
import type { Weather } from '../../../shared/schemas/weather';
import { HttpError } from '../../http/errors';
import { type CurrentConditions, type WeatherUpstream, WeatherUpstreamError } from './weather.upstream';

/** How long a city's answer is reused: the widget's own refresh period (product-spec.md section 9). */
export const WEATHER_CACHE_MS = TIMING.weatherRefreshMinutes * 60_000;
/** The longest the server waits for the weather service (issue 12). */
export const WEATHER_TIMEOUT_MS = 3000;

export const WEATHER_NOT_CONFIGURED_MESSAGE = 'Weather is not configured';
export const WEATHER_FAILED_MESSAGE = 'Failed to fetch weather data';

/** Each city as the weather service's q expects it: its name ('Bengaluru', 'Delhi'). */
const placeNames: ReadonlyMap<CityId, string> = new Map(ALL_CITIES.map((city) => [city.id, city.name]));

function toWeather(city: CityId, { location, current }: CurrentConditions): Weather {
  return {
    city,
    locationName: location.name,
    region: location.region,
    temperatureC: current.temp_c,
    condition: current.condition.text,
    conditionCode: current.condition.code,
    humidity: current.humidity,
    windKph: current.wind_kph,
  };
}

/**
 * Current weather per city, asked of the weather service by the server so that its key never
 * reaches a browser. Each city's answer is kept in this process's memory for 30 minutes, and the
 * requests for a city that arrive while it is being asked wait for that one call. Several server
 * processes each keep their own copy: at most one call per city per process every 30 minutes.
 * Failures are not kept: the next request asks again.
 */
export function createWeatherService({
  upstream,
  now,
  log,
}: {
  /** null: no key configured. */
  upstream: WeatherUpstream | null;
  now: () => Date;
  log: (message: string) => void;
}) {
  const cache = new Map<CityId, { weather: Weather; fetchedAtMs: number }>();
  const inFlight = new Map<CityId, Promise<Weather>>();

  async function fetchFresh(service: WeatherUpstream, city: CityId): Promise<Weather> {
    try {
      const weather = toWeather(city, await service.current(placeNames.get(city) ?? city));
      cache.set(city, { weather, fetchedAtMs: now().getTime() });
      return weather;
    } catch (error) {
      if (!(error instanceof WeatherUpstreamError)) throw error;
      log(`weather for ${city}: the weather service ${error.message}`);
      throw new HttpError(502, 'weather_unavailable', WEATHER_FAILED_MESSAGE);
    }
  }

  return {
    async current(city: CityId): Promise<Weather> {
      if (!upstream) throw new HttpError(503, 'weather_not_configured', WEATHER_NOT_CONFIGURED_MESSAGE);
      const cached = cache.get(city);
      if (cached && now().getTime() - cached.fetchedAtMs < WEATHER_CACHE_MS) return cached.weather;
      let pending = inFlight.get(city);
      if (!pending) {
        pending = fetchFresh(upstream, city).finally(() => inFlight.delete(city));
        inFlight.set(city, pending);
      }
      return pending;
    },
  };
}

export type WeatherService = ReturnType<typeof createWeatherService>;
