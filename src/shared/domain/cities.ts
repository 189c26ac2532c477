import { ALL_CITIES, CITY_IDS, type CityId } from '../constants';

/**
 * Ids a city was once known by. 'bangalore' was a second city beside 'bengaluru' until migration
 * 0016 merged them; links, bookmarks and stored choices made with it still name Bengaluru.
 */
const CITY_ALIASES: Readonly<Record<string, CityId>> = { bangalore: 'bengaluru' };

const cityIds: readonly string[] = CITY_IDS;

/** The id a city goes by now: an alias becomes its city's id, anything else comes back unchanged. */
export const canonicalCityId = (id: string): string => CITY_ALIASES[id] ?? id;

/** A city id from outside (URL, storage, request), canonical, or null when it names no city of ours. */
export function parseCityId(value: unknown): CityId | null {
  if (typeof value !== 'string') return null;
  const id = canonicalCityId(value);
  return cityIds.includes(id) ? (id as CityId) : null;
}

/**
 * The catalogue city a fan's free-text location names ('Mumbai', 'bengaluru', 'Bangalore,
 * Karnataka'): its first comma-separated part, by name or id, case aside; null when it names none.
 */
export function cityOfLocation(location: string): CityId | null {
  const place = (location.split(',')[0] ?? '').trim().toLowerCase();
  const byName = ALL_CITIES.find((city) => city.name.toLowerCase() === place);
  return byName ? byName.id : parseCityId(place);
}
