import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiGet } from '@/client/lib/api-client';
import { type SelectorCityId, TIMING } from '@/shared/constants';
import type { Weather } from '@/shared/schemas/weather';

/** The spec's refresh period (section 9), also how long the server keeps a city's answer. */
export const WEATHER_REFRESH_MS = TIMING.weatherRefreshMinutes * 60_000;

/** GET /api/weather?city=: the city's current weather, asked of the weather service by the server. */
export function fetchWeather(city: SelectorCityId, signal?: AbortSignal): Promise<Weather> {
  return apiGet<Weather>('/weather', { query: { city }, signal });
}

export const weatherQueryOptions = (city: SelectorCityId) =>
  queryOptions({
    queryKey: ['weather', city],
    queryFn: ({ signal }) => fetchWeather(city, signal),
    staleTime: WEATHER_REFRESH_MS,
    refetchInterval: WEATHER_REFRESH_MS,
    // Asking again will not configure the weather (503 weather_not_configured); a failed call of the
    // weather service (502) or the network is tried once more before the widget shows it unavailable.
    retry: (failures, error) =>
      !(error instanceof ApiRequestError && error.code === 'weather_not_configured') && failures < 1,
  });

/** The selected city's weather, fetched again when the city changes and every 30 minutes. */
export function useWeather(city: SelectorCityId) {
  return useQuery(weatherQueryOptions(city));
}
