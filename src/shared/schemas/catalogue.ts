import { z } from 'zod';
import { CITY_IDS, PAGE_SIZE, SEARCH_RESULT_LIMIT, SORT_OPTIONS, SPORT_IDS } from '../constants';
import { canonicalCityId } from '../domain/cities';
import { isoDateSchema, itemListSchema, pageSchema } from './common';

export const sportIdSchema = z.enum(SPORT_IDS);
export const cityIdSchema = z.enum(CITY_IDS);
/** A city in a request: an old id ('bangalore') is taken as the city it names now. */
export const cityParamSchema = z.string().transform(canonicalCityId).pipe(cityIdSchema);

export const DEALS = ['flash', 'early-bird', 'last-chance', 'special'] as const;
export const dealSchema = z.enum(DEALS);
export const demandSchema = z.enum(['high', 'medium', 'low']);
export const priceChangeSchema = z.enum(['up', 'down', 'stable']);
export const eventStatusSchema = z.enum(['upcoming', 'live', 'completed', 'postponed', 'cancelled']);
export type Deal = z.infer<typeof dealSchema>;
export type Demand = z.infer<typeof demandSchema>;
export type PriceChange = z.infer<typeof priceChangeSchema>;
export type EventStatus = z.infer<typeof eventStatusSchema>;

/** The final score of a finished match, each side's as the scores record it (e.g. '187/6 (20)', '2'). */
export const matchResultSchema = z.object({
  team1Score: z.string(),
  team2Score: z.string(),
  /** One line saying how it ended, e.g. 'Mumbai Indians won by 23 runs'. */
  summary: z.string(),
});
export type MatchResult = z.infer<typeof matchResultSchema>;

/** One event, carrying every field of the spec's "Sport event" and "Event (catalogue)" shapes. */
export const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  category: sportIdSchema,
  team1: z.string(),
  team2: z.string(),
  /** The sides' team ids; null for a player (singles) or a side that is no catalogue team. */
  team1Id: z.string().nullable(),
  team2Id: z.string().nullable(),
  teams: z.array(z.string()),
  tournament: z.string(),
  /** Start as an ISO instant; date and time are its Asia/Kolkata calendar date and clock time. */
  startsAt: z.string(),
  /** When play is expected to end (ISO instant). */
  endsAt: z.string(),
  date: z.string(),
  time: z.string(),
  venueId: z.string(),
  venue: z.string(),
  city: cityIdSchema,
  cityName: z.string(),
  status: eventStatusSchema,
  /** A postponed event's first start (ISO instant); null when it was never moved. */
  originalStartsAt: z.string().nullable(),
  /** Why the organiser cancelled it; null unless cancelled. */
  cancelReason: z.string().nullable(),
  /** When tickets go on sale (ISO instant); null: on sale since it was published. */
  saleOpensAt: z.string().nullable(),
  /** When the sale's waiting room opens (ISO instant), while its organiser has one on; else null. */
  queueOpensAt: z.string().nullable(),
  pricePaise: z.number().int(),
  originalPricePaise: z.number().int().nullable(),
  priceChange: priceChangeSchema,
  deal: dealSchema.nullable(),
  dealEndsAt: z.string().nullable(),
  demand: demandSchema,
  seatsLeft: z.number().int(),
  totalSeats: z.number().int(),
  prediction: z.string(),
  /** A finished match's final score; null before the end, when cancelled, or when none was recorded. */
  result: matchResultSchema.nullable(),
  popularity: z.number().int(),
  /** Average fan rating out of 5; null while it has none (a new event). */
  rating: z.number().nullable(),
  attendance: z.number().int(),
  image: z.string(),
  description: z.string(),
  highlights: z.array(z.string()),
  featured: z.boolean(),
  trending: z.boolean(),
  limited: z.boolean(),
  lastUpdated: z.string(),
});
export type CatalogueEvent = z.infer<typeof eventSchema>;

const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

export const eventListQuerySchema = z.object({
  sport: sportIdSchema.optional(),
  city: cityParamSchema.optional(),
  date: isoDateSchema.optional(),
  q: z.string().trim().max(100, 'Keep the search under 100 characters').optional(),
  sort: z.enum(SORT_OPTIONS).default('date'),
  /** upcoming (default): not yet finished; results: finished, newest first. */
  when: z.enum(['upcoming', 'results']).default('upcoming'),
  venue: z.string().max(80).optional(),
  /** A team id: the matches it plays. */
  team: z.string().max(80).optional(),
  featured: booleanParam.optional(),
  trending: booleanParam.optional(),
  page: z.coerce.number().int().min(1, 'Pages start at 1').max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(PAGE_SIZE.max, `At most ${PAGE_SIZE.max} per page`)
    .default(PAGE_SIZE.default),
});
export type EventListQuery = z.input<typeof eventListQuerySchema>;

export const eventPageSchema = pageSchema(eventSchema);
export type EventPage = z.infer<typeof eventPageSchema>;

export const searchResultTypeSchema = z.enum(['event', 'venue', 'team', 'player']);
export const searchResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: searchResultTypeSchema,
  category: z.string(),
  date: z.string().nullable(),
  venue: z.string().nullable(),
  /** An event's cheapest price a fan can buy now ('from ₹N'); null for other results and sold-out events. */
  pricePaise: z.number().int().nullable(),
  /** An event with no place left: it says so instead of a price. */
  soldOut: z.boolean(),
  image: z.string(),
  description: z.string(),
  /** Where the result leads in the app. */
  href: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchQuerySchema = z.object({
  q: z.string().max(100, 'Keep the search under 100 characters').default(''),
  limit: z.coerce.number().int().min(1).max(50).default(SEARCH_RESULT_LIMIT),
});
export const searchResponseSchema = z.object({ query: z.string(), results: z.array(searchResultSchema) });
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const venueSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: cityIdSchema,
  cityName: z.string(),
  capacity: z.number().int(),
  sports: z.array(sportIdSchema),
  address: z.string(),
  openedYear: z.number().int().nullable(),
  description: z.string(),
  upcomingEvents: z.number().int(),
});
export type Venue = z.infer<typeof venueSchema>;
/** GET /api/venues. */
export const venueListSchema = itemListSchema(venueSchema);
export const venueListQuerySchema = z.object({
  city: cityParamSchema.optional(),
  sport: sportIdSchema.optional(),
});

export const citySchema = z.object({
  id: cityIdSchema,
  name: z.string(),
  state: z.string(),
  country: z.string(),
  upcomingEvents: z.number().int(),
});
export type City = z.infer<typeof citySchema>;
/** GET /api/cities. */
export const cityListSchema = itemListSchema(citySchema);

export const sportSchema = z.object({
  id: sportIdSchema,
  name: z.string(),
  emoji: z.string(),
  upcomingEvents: z.number().int(),
});
export type Sport = z.infer<typeof sportSchema>;
/** GET /api/sports. */
export const sportListSchema = itemListSchema(sportSchema);
export const sportParamsSchema = z.object({ sport: sportIdSchema });

/** A tournament of a sport with a match still to play; its matches leave out cancelled ones. */
export const tournamentSchema = z.object({
  name: z.string(),
  matches: z.number().int(),
  /** Of those, the ones not yet over. */
  matchesToPlay: z.number().int(),
  /** ISO instants of its first and last match, and of the next one not yet over. */
  firstStartsAt: z.string(),
  lastStartsAt: z.string(),
  nextStartsAt: z.string(),
  /** Names of the cities it is played in, alphabetical. */
  cities: z.array(z.string()),
  venues: z.number().int(),
});
export type Tournament = z.infer<typeof tournamentSchema>;
/** GET /api/sports/:sport/tournaments: the next to resume first. */
export const tournamentListSchema = itemListSchema(tournamentSchema);

/** GET /api/sports/:sport/stats: the sport page's four figures, from the catalogue (no cancelled match counts). */
export const sportStatsSchema = z.object({
  sport: sportIdSchema,
  /** The season the figures are of (domain/season.ts: 1 July to 30 June, India time). */
  season: z.object({ label: z.string(), from: z.string(), to: z.string() }),
  /** Matches starting in the season, played or still to play. */
  matchesThisSeason: z.number().int(),
  /** Tickets sold for those matches. */
  fansEngaged: z.number().int(),
  /** Tournaments with a match not yet over. */
  activeTournaments: z.number().int(),
  /** Hours those matches last, start to end, to the nearest hour. */
  hoursOfSport: z.number().int(),
});
export type SportStats = z.infer<typeof sportStatsSchema>;

export const SCORE_STATUSES = ['completed', 'live', 'upcoming'] as const;
export const scoreSchema = z.object({
  id: z.string(),
  matchTitle: z.string(),
  team1: z.object({ name: z.string(), score: z.string() }),
  team2: z.object({ name: z.string(), score: z.string() }),
  status: z.enum(SCORE_STATUSES),
  sport: sportIdSchema,
  venue: z.string(),
  startTime: z.string(),
  summary: z.string(),
});
export type Score = z.infer<typeof scoreSchema>;
/** GET /api/scores. */
export const scoreListSchema = itemListSchema(scoreSchema);
export const scoresQuerySchema = z.object({ sport: sportIdSchema.optional() });
