import { type SQL, sql } from 'drizzle-orm';
import { CITY_ALIASES } from '../../shared/domain/cities';
import { cities } from './schema';

/** The words a location may name each city by, lower-cased: its id, its name and its old ids. */
const cityWords = sql`(
  SELECT id AS city_id, id AS word FROM ${cities}
  UNION ALL SELECT id, lower(name) FROM ${cities}
  UNION ALL SELECT * FROM (VALUES ${sql.join(
    Object.entries(CITY_ALIASES).map(([alias, city]) => sql`(${city}::text, ${alias}::text)`),
    sql`, `,
  )}) AS aliases (city_id, word))`;

/**
 * A fan's free-text location (profile) is in a city when it names the city as a word: 'Andheri,
 * Mumbai' and 'bangalore' both count, 'Navi Mumbai' counts as Mumbai. The one rule for
 * recommendations (notification jobs, set-based) and the banners' home city.
 */
export const locationNamesCity = (location: SQL | SQL.Aliased | unknown, cityId: unknown): SQL =>
  sql`EXISTS (SELECT 1 FROM ${cityWords} AS w
    WHERE w.city_id = ${cityId}
      AND lower(${location}) ~ ('(^|[^a-z])' || w.word || '([^a-z]|$)'))`;
