import type { z } from 'zod';
import { type CityId, SPORTS, type SportId } from '../../../shared/constants';
import { cardPrice } from '../../../shared/domain/card-price';
import { demandLevel, soldPercent } from '../../../shared/domain/demand';
import { eventStatus, matchResult } from '../../../shared/domain/event-status';
import { normaliseQuery } from '../../../shared/domain/search';
import { sideResultHref } from '../../../shared/domain/search-target';
import { seasonOf } from '../../../shared/domain/season';
import { istDateTime } from '../../../shared/domain/time';
import type {
  CatalogueEvent,
  City,
  EventPage,
  eventListQuerySchema,
  Score,
  SearchResult,
  Sport,
  SportStats,
  Tournament,
  Venue,
} from '../../../shared/schemas/catalogue';
import { notFound } from '../../http/errors';
import { type CatalogueRepo, type EventRow, LONGEST_EVENT_MS } from './catalogue.repo';

type Clock = () => Date;

const sportEmoji = new Map<string, string>(SPORTS.map((s) => [s.id, s.emoji]));
const sportName = new Map<string, string>(SPORTS.map((s) => [s.id, s.name]));

/** Search fills its result list with places, sides and people first, then events. */
const SEARCH_SHARE = { venues: 3, teams: 3, players: 3 } as const;

export function toCatalogueEvent(row: EventRow, now: Date): CatalogueEvent {
  const seatsLeft = row.totalSeats - row.seatsSold;
  const { date, time } = istDateTime(row.startsAt);
  const status = eventStatus(row, now);
  const recorded =
    row.resultSummary === null
      ? null
      : {
          team1Score: row.resultTeam1Score ?? '',
          team2Score: row.resultTeam2Score ?? '',
          summary: row.resultSummary,
        };
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    category: row.sportId,
    team1: row.team1,
    team2: row.team2,
    team1Id: row.team1Id,
    team2Id: row.team2Id,
    teams: [row.team1, row.team2],
    tournament: row.tournament,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    date,
    time,
    venueId: row.venueId,
    venue: row.venueName,
    city: row.cityId,
    cityName: row.cityName,
    status,
    saleOpensAt: row.saleOpensAt?.toISOString() ?? null,
    queueOpensAt: row.queueOpensAt?.toISOString() ?? null,
    originalStartsAt: row.originalStartsAt?.toISOString() ?? null,
    cancelReason: row.status === 'cancelled' ? row.cancelReason : null,
    ...cardPrice(row.priceFacts, row.pricePaise),
    demand: demandLevel(soldPercent(row.totalSeats, seatsLeft)),
    seatsLeft,
    totalSeats: row.totalSeats,
    prediction: row.prediction,
    result: matchResult(status, recorded),
    popularity: row.popularity,
    // A new event has no ratings yet (stored as 0): none is shown rather than 0.0 / 5.
    rating: row.ratingTenths > 0 ? row.ratingTenths / 10 : null,
    attendance: row.attendance,
    image: row.image,
    description: row.description,
    highlights: row.highlights,
    featured: row.featured,
    trending: row.trending,
    limited: row.limited,
    lastUpdated: row.updatedAt.toISOString(),
  };
}

/**
 * Scores are stored snapshots. A live score is only shown while its match can still be in play,
 * and an upcoming one until it starts; past that we know no result, so it is left out rather
 * than shown stale.
 */
function scoreStillTrue(status: string, startsAtMs: number, nowMs: number): boolean {
  if (status === 'live') return startsAtMs <= nowMs && nowMs < startsAtMs + LONGEST_EVENT_MS;
  if (status === 'upcoming') return nowMs < startsAtMs;
  return true;
}

type EventListInput = z.output<typeof eventListQuerySchema>;

/** Upcoming counts on venue, city and sport lists may lag this much behind sales and new events. */
const COUNTS_TTL_MS = 60_000;

type UpcomingCounts = { venue: Map<string, number>; sport: Map<string, number>; city: Map<string, number> };

export function createCatalogueService(repo: CatalogueRepo, clock: Clock) {
  let counts: { at: number; value: Promise<UpcomingCounts> } | undefined;

  /** One grouped scan serves every list's counts; it is shared for a minute rather than run per request. */
  function upcomingCounts(): Promise<UpcomingCounts> {
    const now = clock();
    if (counts && now.getTime() - counts.at < COUNTS_TTL_MS) return counts.value;
    const value = repo.upcomingCounts(now).then((rows) => {
      const result: UpcomingCounts = { venue: new Map(), sport: new Map(), city: new Map() };
      const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
      for (const row of rows) {
        add(result.venue, row.venueId, row.n);
        add(result.sport, row.sportId, row.n);
        add(result.city, row.cityId, row.n);
      }
      return result;
    });
    counts = { at: now.getTime(), value };
    value.catch(() => {
      counts = undefined;
    });
    return value;
  }

  return {
    async listEvents(input: EventListInput): Promise<EventPage> {
      const now = clock();
      const filter = { ...input, text: input.q ? normaliseQuery(input.q) : undefined, now };
      // One extra row tells whether another page exists. The total ('Showing 24 of 41') is counted
      // only then: on the last page it is what came before plus what came back.
      const offset = (input.page - 1) * input.pageSize;
      const rows = await repo.listEvents({ ...filter, limit: input.pageSize + 1, offset });
      const total =
        rows.length > input.pageSize || (rows.length === 0 && offset > 0)
          ? await repo.countEvents(filter)
          : offset + rows.length;
      return {
        items: rows.slice(0, input.pageSize).map((row) => toCatalogueEvent(row, now)),
        page: input.page,
        pageSize: input.pageSize,
        hasMore: rows.length > input.pageSize,
        total,
      };
    },

    async getEvent(id: string): Promise<CatalogueEvent> {
      const now = clock();
      const row = await repo.findEvent(id, now);
      if (!row) throw notFound('Event');
      return toCatalogueEvent(row, now);
    },

    async search(query: string, limit: number): Promise<SearchResult[]> {
      const text = normaliseQuery(query);
      if (text === '') return [];
      const now = clock();
      const [venueRows, teamRows, playerRows, eventRows] = await Promise.all([
        repo.searchVenues(text, SEARCH_SHARE.venues),
        repo.searchTeams(text, now, SEARCH_SHARE.teams),
        repo.searchPlayers(text, now, SEARCH_SHARE.players),
        repo.searchEvents(text, now, limit),
      ]);
      const others: SearchResult[] = [
        ...venueRows.map((v) => ({
          id: v.id,
          title: v.name,
          type: 'venue' as const,
          category: v.sports.map((s) => sportName.get(s) ?? s).join(', '),
          date: null,
          venue: v.cityName,
          pricePaise: null,
          soldOut: false,
          image: '🏟️',
          description: v.description,
          href: `/venues#${v.id}`,
        })),
        ...teamRows.map((t) => ({
          id: t.id,
          title: t.name,
          type: 'team' as const,
          category: t.sportId,
          date: null,
          venue: null,
          pricePaise: null,
          soldOut: false,
          image: sportEmoji.get(t.sportId) ?? '🏅',
          description: `${t.league} · ${t.description}`,
          href: sideResultHref({
            name: t.name,
            sport: t.sportId,
            teamId: t.id,
            upcomingMatches: t.upcomingMatches,
          }),
        })),
        ...playerRows.map((p) => ({
          id: p.id,
          title: p.name,
          type: 'player' as const,
          category: p.sportId,
          date: null,
          venue: null,
          pricePaise: null,
          soldOut: false,
          image: sportEmoji.get(p.sportId) ?? '🏅',
          description: `${p.role} · ${p.description}`,
          href: sideResultHref({
            name: p.name,
            sport: p.sportId,
            teamId: p.teamId,
            upcomingMatches: p.upcomingMatches,
          }),
        })),
      ];
      const eventResults: SearchResult[] = eventRows.map((row) => {
        const event = toCatalogueEvent(row, now);
        return {
          id: event.id,
          title: event.title,
          type: 'event',
          category: event.category,
          date: event.date,
          venue: event.venue,
          pricePaise: event.seatsLeft > 0 ? event.pricePaise : null,
          soldOut: event.seatsLeft === 0,
          image: event.image,
          description: event.description,
          href: `/events/${event.id}?sport=${event.category}`,
        };
      });
      return [...others, ...eventResults].slice(0, limit);
    },

    async listVenues(filter: { city?: CityId; sport?: SportId }): Promise<Venue[]> {
      const [rows, { venue }] = await Promise.all([repo.listVenues(filter), upcomingCounts()]);
      return rows.map(({ cityId, ...v }) => ({
        ...v,
        city: cityId,
        upcomingEvents: venue.get(v.id) ?? 0,
      }));
    },

    async listCities(): Promise<City[]> {
      const [rows, { city }] = await Promise.all([repo.listCities(), upcomingCounts()]);
      return rows.map((c) => ({ ...c, upcomingEvents: city.get(c.id) ?? 0 }));
    },

    async listSports(): Promise<Sport[]> {
      const [rows, { sport }] = await Promise.all([repo.listSports(), upcomingCounts()]);
      return rows.map((s) => ({ ...s, upcomingEvents: sport.get(s.id) ?? 0 }));
    },

    async listTournaments(sport: SportId): Promise<Tournament[]> {
      const rows = await repo.sportTournaments(sport, clock());
      return rows.map((t) => ({
        ...t,
        firstStartsAt: t.firstStartsAt.toISOString(),
        lastStartsAt: t.lastStartsAt.toISOString(),
        nextStartsAt: t.nextStartsAt.toISOString(),
      }));
    },

    async sportStats(sport: SportId): Promise<SportStats> {
      const now = clock();
      const season = seasonOf(now);
      const figures = await repo.sportStats(
        sport,
        { from: new Date(season.from), to: new Date(season.to) },
        now,
      );
      return {
        sport,
        season,
        matchesThisSeason: figures.matches,
        fansEngaged: figures.ticketsSold,
        activeTournaments: figures.activeTournaments,
        hoursOfSport: Math.round(figures.seconds / 3600),
      };
    },

    async listScores(sport?: SportId): Promise<Score[]> {
      const now = clock().getTime();
      const rows = await repo.listScores(sport);
      return rows
        .filter((s) => scoreStillTrue(s.status, s.startsAt.getTime(), now))
        .map((s) => ({
          id: s.id,
          matchTitle: s.matchTitle,
          team1: { name: s.team1Name, score: s.team1Score },
          team2: { name: s.team2Name, score: s.team2Score },
          status: s.status,
          sport: s.sportId,
          venue: s.venueName,
          startTime: s.startsAt.toISOString(),
          summary: s.summary,
        }));
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
