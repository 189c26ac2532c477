import { and, eq, gt, isNotNull, ne, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { CatalogueEvent } from '../../../shared/schemas/catalogue';
import {
  cityListSchema,
  eventPageSchema,
  eventSchema,
  scoreListSchema,
  searchResponseSchema,
  sportListSchema,
  venueListSchema,
} from '../../../shared/schemas/catalogue';
import { apiErrorSchema, healthSchema } from '../../../shared/schemas/common';
import { events, players, scores } from '../../db/schema';
import { apiClient } from '../../test/api-client';
import { createTestApp, TEST_ANCHOR, type TestApp } from '../../test/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A GET answered with `status` and JSON that keeps to its contract. */
async function getJson<S extends z.ZodType>(schema: S, path: string, status = 200): Promise<z.infer<S>> {
  const response = await apiClient(t.app).getAs(schema, path);
  expect(response.status, `${path} → ${response.status}`).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  return response.body;
}

describe('GET /api/events', () => {
  it('lists upcoming events soonest first, every one not yet over', async () => {
    const page = await getJson(eventPageSchema, '/api/events?pageSize=50');
    expect(page.items.length).toBe(50);
    expect(page.hasMore).toBe(true);
    expect(page.total).toBeGreaterThan(50);
    const starts = page.items.map((e) => Date.parse(e.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const event of page.items)
      expect(['upcoming', 'live', 'postponed', 'cancelled']).toContain(event.status);
  });

  it('filters by sport, city and date together', async () => {
    const all = await getJson(eventPageSchema, '/api/events?sport=cricket&pageSize=100');
    expect(all.items.length).toBeGreaterThan(0);
    expect(all.items.every((e) => e.category === 'cricket')).toBe(true);
    const sample = all.items[0] as CatalogueEvent;
    const narrowed = await getJson(
      eventPageSchema,
      `/api/events?sport=cricket&city=${sample.city}&date=${sample.date}`,
    );
    expect(narrowed.items.map((e) => e.id)).toContain(sample.id);
    expect(narrowed.items.every((e) => e.city === sample.city && e.date === sample.date)).toBe(true);
  });

  it('counts every match of the filter, not only the page', async () => {
    const everything = await getJson(eventPageSchema, '/api/events?sport=cricket&pageSize=100');
    expect(everything.hasMore).toBe(false);
    const first = await getJson(eventPageSchema, '/api/events?sport=cricket&pageSize=5');
    expect(first.items).toHaveLength(5);
    expect(first.total).toBe(everything.items.length);
    const second = await getJson(eventPageSchema, '/api/events?sport=cricket&pageSize=5&page=2');
    expect(second.total).toBe(everything.items.length);
  });

  it('matches the text against team names or tournament, case-insensitively', async () => {
    const first = (await getJson(eventPageSchema, '/api/events?sport=football&pageSize=1'))
      .items[0] as CatalogueEvent;
    const needle = first.team1.slice(0, 6).toUpperCase();
    const page = await getJson(eventPageSchema, `/api/events?q=${encodeURIComponent(needle)}&pageSize=100`);
    expect(page.items.map((e) => e.id)).toContain(first.id);
    for (const e of page.items) {
      expect(`${e.team1} ${e.team2} ${e.tournament}`.toLowerCase()).toContain(needle.toLowerCase());
    }
  });

  it('sorts by price (cheapest first) and by popularity (most popular first)', async () => {
    const byPrice = await getJson(eventPageSchema, '/api/events?sort=price&pageSize=60');
    const prices = byPrice.items.map((e) => e.pricePaise);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byPopularity = await getJson(eventPageSchema, '/api/events?sort=popularity&pageSize=60');
    const popularity = byPopularity.items.map((e) => e.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it('pages without overlap', async () => {
    const one = await getJson(eventPageSchema, '/api/events?pageSize=10&page=1');
    const two = await getJson(eventPageSchema, '/api/events?pageSize=10&page=2');
    expect(two.page).toBe(2);
    const ids = new Set(one.items.map((e) => e.id));
    expect(two.items.some((e) => ids.has(e.id))).toBe(false);
    const wide = await getJson(eventPageSchema, '/api/events?pageSize=20');
    expect(wide.items.map((e) => e.id)).toEqual([...one.items, ...two.items].map((e) => e.id));
  });

  it('lists finished events as results, latest finish first', async () => {
    const page = await getJson(eventPageSchema, '/api/events?when=results&pageSize=50');
    expect(page.items.length).toBeGreaterThan(0);
    for (const event of page.items)
      expect(Date.parse(event.endsAt)).toBeLessThanOrEqual(TEST_ANCHOR.getTime());
    const ends = page.items.map((e) => Date.parse(e.endsAt));
    expect(ends).toEqual([...ends].sort((a, b) => b - a));
  });

  it('derives demand, seats left and price change from the stored figures', async () => {
    const page = await getJson(eventPageSchema, '/api/events?pageSize=100');
    for (const e of page.items) {
      const sold = ((e.totalSeats - e.seatsLeft) / e.totalSeats) * 100;
      expect(e.demand).toBe(sold > 75 ? 'high' : sold > 50 ? 'medium' : 'low');
      // Something is struck through only under a deal or after a recorded price change.
      if (e.originalPricePaise !== null) expect(e.deal !== null || e.priceChange !== 'stable').toBe(true);
      if (e.deal) expect(Date.parse(e.dealEndsAt ?? '')).toBeGreaterThan(TEST_ANCHOR.getTime());
    }
    // The seeded records make every price badge true somewhere (card-price.test.ts: how).
    const shown = page.items;
    expect(shown.some((e) => e.priceChange === 'down')).toBe(true);
    expect(shown.some((e) => e.priceChange === 'up')).toBe(true);
    expect(new Set(shown.map((e) => e.deal).filter(Boolean)).size).toBe(4);
  });

  it.each([
    ['sport=curling', 'sport'],
    ['city=paris', 'city'],
    ['date=2026-13-45', 'date'],
    ['date=tomorrow', 'date'],
    ['sort=cheapest', 'sort'],
    ['page=0', 'page'],
    ['pageSize=1000', 'pageSize'],
    ['page=abc', 'page'],
    [`q=${'x'.repeat(101)}`, 'q'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const body = await getJson(apiErrorSchema, `/api/events?${query}`, 400);
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.fields?.[field]).toBeTruthy();
  });

  it('treats LIKE wildcards in the text literally', async () => {
    const page = await getJson(eventPageSchema, '/api/events?q=%25%25');
    expect(page.items).toEqual([]);
  });
});

describe('how a match ended', () => {
  /** The final scores the scores table holds, by event, read straight from the database. */
  async function recordedResults() {
    const rows = await t.database.db
      .select()
      .from(scores)
      .where(and(isNotNull(scores.eventId), eq(scores.status, 'completed')));
    return new Map(
      rows.map((s) => [
        s.eventId,
        { team1Score: s.team1Score, team2Score: s.team2Score, summary: s.summary },
      ]),
    );
  }

  it('gives a finished match its final score from the scores, and nothing when none was recorded', async () => {
    const recorded = await recordedResults();
    const finished = await getJson(eventPageSchema, '/api/events?when=results&pageSize=100');
    const played = finished.items.filter((e) => e.status === 'completed');
    expect(played.length).toBeGreaterThan(0);
    for (const event of played) expect(event.result, event.id).toEqual(recorded.get(event.id) ?? null);
    expect(played.some((e) => e.result !== null)).toBe(true);
    // A cancelled match has no result, whatever was recorded.
    for (const event of finished.items.filter((e) => e.status === 'cancelled'))
      expect(event.result).toBeNull();

    const withResult = played.find((e) => e.result !== null) as CatalogueEvent;
    expect((await getJson(eventSchema, `/api/events/${withResult.id}`)).result).toEqual(withResult.result);
  });

  it('gives no result to a match not over', async () => {
    const upcoming = await getJson(eventPageSchema, '/api/events?pageSize=100');
    expect(upcoming.items.every((e) => e.result === null)).toBe(true);
  });
});

describe('GET /api/events/:id', () => {
  it('returns one event with every catalogue field', async () => {
    const listed = (await getJson(eventPageSchema, '/api/events?pageSize=1')).items[0] as CatalogueEvent;
    const event = await getJson(eventSchema, `/api/events/${listed.id}`);
    expect(event).toEqual(listed);
    expect(event.teams).toEqual([event.team1, event.team2]);
    expect(event.highlights.length).toBeGreaterThan(0);
  });

  it('answers a JSON 404 for an unknown id', async () => {
    const body = await getJson(apiErrorSchema, '/api/events/ev-does-not-exist', 404);
    expect(body.error.code).toBe('not_found');
  });
});

describe('GET /api/search', () => {
  it('returns nothing for a blank or whitespace query', async () => {
    expect((await getJson(searchResponseSchema, '/api/search?q=')).results).toEqual([]);
    expect((await getJson(searchResponseSchema, '/api/search?q=%20%20')).results).toEqual([]);
    expect((await getJson(searchResponseSchema, '/api/search')).results).toEqual([]);
  });

  it('finds events by a case-insensitive substring of title, category or description', async () => {
    const body = await getJson(searchResponseSchema, '/api/search?q=KaBaDd');
    const events = body.results.filter((r) => r.type === 'event');
    expect(events.length).toBeGreaterThan(0);
    for (const r of events)
      expect(
        [r.title, r.category, r.description].some((field) => field.toLowerCase().includes('kabadd')),
      ).toBe(true);
  });

  it('prices an event result as its card does, and says sold out instead of a price when nothing is left', async () => {
    const found = (await getJson(searchResponseSchema, '/api/search?q=kabaddi&limit=50')).results.filter(
      (r) => r.type === 'event',
    );
    const first = found[0];
    if (!first) throw new Error('no kabaddi event found');
    for (const result of found.slice(0, 5)) {
      const card = await getJson(eventSchema, `/api/events/${result.id}`);
      expect(result.pricePaise, result.id).toBe(card.seatsLeft > 0 ? card.pricePaise : null);
    }
    const [row] = await t.database.db
      .select({ seatsSold: events.seatsSold, totalSeats: events.totalSeats })
      .from(events)
      .where(eq(events.id, first.id));
    if (!row) throw new Error('no row');
    await t.database.db.update(events).set({ seatsSold: row.totalSeats }).where(eq(events.id, first.id));
    try {
      const soldOut = (await getJson(searchResponseSchema, '/api/search?q=kabaddi&limit=50')).results.find(
        (r) => r.id === first.id,
      );
      expect(soldOut).toMatchObject({ pricePaise: null, soldOut: true });
    } finally {
      await t.database.db.update(events).set({ seatsSold: row.seatsSold }).where(eq(events.id, first.id));
    }
  });

  it('finds venues, teams and players', async () => {
    expect(
      (await getJson(searchResponseSchema, '/api/search?q=wankhede')).results.map((r) => r.type),
    ).toContain('venue');
    expect(
      (await getJson(searchResponseSchema, '/api/search?q=mumbai')).results.map((r) => r.type),
    ).toContain('team');
    const players = (await getJson(searchResponseSchema, '/api/search?q=kohli')).results;
    expect(players.some((r) => r.type === 'player' && r.title.includes('Kohli'))).toBe(true);
  });

  it("leads a player to their team's upcoming matches, and those are listed", async () => {
    const kohli = (await getJson(searchResponseSchema, '/api/search?q=kohli')).results.find(
      (r) => r.type === 'player',
    );
    expect(kohli?.href).toBe('/events?team=royal-challengers-bengaluru');
    const matches = await getJson(eventPageSchema, `/api${kohli?.href}&pageSize=100`);
    expect(matches.items.length).toBeGreaterThan(0);
    for (const e of matches.items) expect([e.team1Id, e.team2Id]).toContain('royal-challengers-bengaluru');
    expect(
      matches.items.some(
        (e) => e.team1 === 'Royal Challengers Bengaluru' || e.team2 === 'Royal Challengers Bengaluru',
      ),
    ).toBe(true);
  });

  it.each(['singh', 'sharma', 'nagal', 'sindhu', 'bopanna', 'india', 'fc'])(
    'never leads a team or player found by %s to an empty list',
    async (q) => {
      const found = (await getJson(searchResponseSchema, `/api/search?q=${q}`)).results.filter(
        (r) => r.type === 'player' || r.type === 'team',
      );
      expect(found.length).toBeGreaterThan(0);
      for (const r of found) {
        if (r.href.startsWith('/events?')) {
          const page = await getJson(eventPageSchema, `/api${r.href}&pageSize=100`);
          expect(page.items.filter((e) => e.status !== 'cancelled').length, r.title).toBeGreaterThan(0);
        } else {
          // No match of theirs to list, found here from the database: their sport's page instead.
          expect(r.href, r.title).toBe(`/sports/${r.category}`);
          const [player] = await t.database.db.select().from(players).where(eq(players.id, r.id));
          const teamId = r.type === 'team' ? r.id : (player?.teamId ?? null);
          const theirs = await t.database.db
            .select({ id: events.id })
            .from(events)
            .where(
              and(
                gt(events.endsAt, TEST_ANCHOR),
                ne(events.status, 'cancelled'),
                teamId === null
                  ? or(eq(events.team1, r.title), eq(events.team2, r.title))
                  : or(eq(events.team1Id, teamId), eq(events.team2Id, teamId)),
              ),
            );
          expect(theirs, r.title).toEqual([]);
          const sport = await getJson(eventPageSchema, `/api/events?sport=${r.category}&pageSize=1`);
          expect(sport.items.length).toBeGreaterThan(0);
        }
      }
    },
  );

  it('gives event results the date, venue and price a cart needs', async () => {
    const { results } = await getJson(searchResponseSchema, '/api/search?q=cricket&limit=10');
    const events = results.filter((r) => r.type === 'event');
    expect(events.length).toBeGreaterThan(0);
    for (const r of events) {
      expect(r.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.venue).toBeTruthy();
      expect(r.pricePaise).toBeGreaterThan(0);
      expect(r.href).toBe(`/events/${r.id}?sport=${r.category}`);
    }
    expect(results.length).toBeLessThanOrEqual(10);
  });

  it('finds nothing for text that is nowhere, and refuses an over-long query', async () => {
    expect((await getJson(searchResponseSchema, '/api/search?q=zzqqxx')).results).toEqual([]);
    const body = await getJson(apiErrorSchema, `/api/search?q=${'a'.repeat(101)}`, 400);
    expect(body.error.fields?.q).toBeTruthy();
    expect((await getJson(apiErrorSchema, '/api/search?q=a&limit=0', 400)).error.fields?.limit).toBeTruthy();
  });
});

describe('reference data', () => {
  it('lists the six sports and the cities with upcoming counts', async () => {
    const sports = await getJson(sportListSchema, '/api/sports');
    expect(sports.items.map((s) => s.id)).toEqual([
      'cricket',
      'football',
      'kabaddi',
      'tennis',
      'hockey',
      'badminton',
    ]);
    expect(sports.items.every((s) => s.upcomingEvents > 0)).toBe(true);
    const cities = await getJson(cityListSchema, '/api/cities');
    expect(cities.items.map((c) => c.id)).toEqual(
      expect.arrayContaining(['delhi', 'mumbai', 'london', 'bhubaneswar']),
    );
  });

  it("knows one Bengaluru, and reads the old 'bangalore' as it everywhere a city comes in", async () => {
    const cities = await getJson(cityListSchema, '/api/cities');
    expect(cities.items.filter((c) => /^(Bengaluru|Bangalore)$/.test(c.name))).toEqual([
      expect.objectContaining({ id: 'bengaluru', name: 'Bengaluru' }),
    ]);

    const venues = await getJson(venueListSchema, '/api/venues?city=bengaluru');
    expect(venues.items.map((v) => v.name)).toEqual(
      expect.arrayContaining(['M. Chinnaswamy Stadium', 'Sree Kanteerava Stadium', 'KSLTA Tennis Stadium']),
    );
    expect(await getJson(venueListSchema, '/api/venues?city=bangalore')).toEqual(venues);

    const events = await getJson(eventPageSchema, '/api/events?city=bengaluru&pageSize=100');
    expect(events.items.length).toBeGreaterThan(0);
    expect(events.items.every((e) => e.city === 'bengaluru' && e.cityName === 'Bengaluru')).toBe(true);
    // The grounds once filed under 'Bangalore' are in the one Bengaluru filter with Chinnaswamy's.
    const grounds = new Set(venues.items.map((v) => v.id));
    expect(events.items.every((e) => grounds.has(e.venueId))).toBe(true);
    expect(new Set(events.items.map((e) => e.venueId)).size).toBeGreaterThan(1);
    expect(await getJson(eventPageSchema, '/api/events?city=bangalore&pageSize=100')).toEqual(events);
  });

  it('lists venues, filtered by city and sport', async () => {
    const all = await getJson(venueListSchema, '/api/venues');
    expect(all.items.map((v) => v.name)).toEqual(
      expect.arrayContaining(['Wankhede Stadium', 'Eden Gardens']),
    );
    const kolkataFootball = await getJson(venueListSchema, '/api/venues?city=kolkata&sport=football');
    expect(kolkataFootball.items.length).toBeGreaterThan(0);
    expect(kolkataFootball.items.every((v) => v.city === 'kolkata' && v.sports.includes('football'))).toBe(
      true,
    );
    expect((await getJson(apiErrorSchema, '/api/venues?city=atlantis', 400)).error.fields?.city).toBeTruthy();
  });

  it('lists scores (news: modules/news)', async () => {
    const scores = await getJson(scoreListSchema, '/api/scores');
    expect(new Set(scores.items.map((s) => s.status))).toEqual(new Set(['completed', 'live', 'upcoming']));
  });
});

describe('scores over time', () => {
  it('drops live scores once the match must be over, and upcoming ones once they started', async () => {
    const dayLater = await createTestApp({ now: () => new Date(TEST_ANCHOR.getTime() + 86_400_000) });
    try {
      const { items } = (await apiClient(dayLater.app).getAs(scoreListSchema, '/api/scores')).body;
      expect(items.length).toBeGreaterThan(0);
      expect(items.some((s) => s.status === 'live')).toBe(false);
      const later = TEST_ANCHOR.getTime() + 86_400_000;
      for (const s of items.filter((i) => i.status === 'upcoming')) {
        expect(Date.parse(s.startTime)).toBeGreaterThan(later);
      }
    } finally {
      await dayLater.close();
    }
  });
});

describe('the API surface', () => {
  it('reports health', async () => {
    expect(await getJson(healthSchema, '/api/health')).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const body = await getJson(apiErrorSchema, '/api/nothing/here', 404);
    expect(body.error.code).toBe('not_found');
  });
});
