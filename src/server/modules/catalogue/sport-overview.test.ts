// The sport page's Tournaments and Stats tabs: GET /api/sports/:sport/tournaments and /stats, checked
// against figures this test works out itself from the events table.
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPORT_IDS, type SportId } from '../../../shared/constants';
import { bookingSchema } from '../../../shared/schemas/booking';
import { sportStatsSchema, tournamentListSchema } from '../../../shared/schemas/catalogue';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { cities, events } from '../../db/schema';
import { apiClient } from '../../test/api-client';
import { checkout, holdCategory, pay } from '../../test/booking-flow';
import { createTestApp, onSaleEventTaker, TEST_ANCHOR, type TestApp } from '../../test/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = TEST_ANCHOR.getTime();
/** TEST_ANCHOR (2 Feb 2026) is in the 2025-26 season: 1 July 2025 to 30 June 2026, India time. */
const SEASON = { label: '2025-26', from: '2025-06-30T18:30:00.000Z', to: '2026-06-30T18:30:00.000Z' };

/** The sport's matches not cancelled, straight from the database. */
async function matchesOf(sport: SportId) {
  const rows = await t.database.db
    .select({
      tournament: events.tournament,
      status: events.status,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      seatsSold: events.seatsSold,
      venueId: events.venueId,
      cityName: cities.name,
    })
    .from(events)
    .innerJoin(cities, eq(cities.id, events.cityId))
    .where(eq(events.sportId, sport));
  return rows.filter((row) => row.status !== 'cancelled');
}

async function expectedStats(sport: SportId) {
  const matches = await matchesOf(sport);
  const season = matches.filter(
    (m) => m.startsAt.getTime() >= Date.parse(SEASON.from) && m.startsAt.getTime() < Date.parse(SEASON.to),
  );
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    sport,
    season: SEASON,
    matchesThisSeason: season.length,
    fansEngaged: sum(season.map((m) => m.seatsSold)),
    activeTournaments: new Set(matches.filter((m) => m.endsAt.getTime() > now).map((m) => m.tournament)).size,
    hoursOfSport: Math.round(sum(season.map((m) => m.endsAt.getTime() - m.startsAt.getTime())) / 3_600_000),
  };
}

const statsOf = async (sport: string) =>
  (await apiClient(t.app).getAs(sportStatsSchema, `/api/sports/${sport}/stats`)).body;

describe('GET /api/sports/:sport/tournaments', () => {
  it("lists each sport's tournaments with a match to play, next to resume first", async () => {
    for (const sport of SPORT_IDS) {
      const matches = await matchesOf(sport);
      const byName = new Map<string, typeof matches>();
      for (const m of matches) byName.set(m.tournament, [...(byName.get(m.tournament) ?? []), m]);
      const expected = [...byName]
        .filter(([, list]) => list.some((m) => m.endsAt.getTime() > now))
        .map(([name, list]) => {
          const starts = list.map((m) => m.startsAt.getTime());
          const toPlay = list.filter((m) => m.endsAt.getTime() > now);
          return {
            name,
            matches: list.length,
            matchesToPlay: toPlay.length,
            firstStartsAt: new Date(Math.min(...starts)).toISOString(),
            lastStartsAt: new Date(Math.max(...starts)).toISOString(),
            nextStartsAt: new Date(Math.min(...toPlay.map((m) => m.startsAt.getTime()))).toISOString(),
            cities: [...new Set(list.map((m) => m.cityName))].sort(),
            venues: new Set(list.map((m) => m.venueId)).size,
          };
        })
        .sort((a, b) => a.nextStartsAt.localeCompare(b.nextStartsAt) || a.name.localeCompare(b.name));
      expect(expected.length, sport).toBeGreaterThan(0);

      const response = await apiClient(t.app).getAs(tournamentListSchema, `/api/sports/${sport}/tournaments`);
      expect(response.status).toBe(200);
      expect(response.body.items, sport).toEqual(expected);
    }
  });

  it('answers 400 for an unknown sport', async () => {
    const response = await apiClient(t.app).getAs(apiErrorSchema, '/api/sports/curling/tournaments');
    expect(response.status).toBe(400);
    expect(response.body.error.fields?.sport).toBeTruthy();
  });
});

describe('GET /api/sports/:sport/stats', () => {
  it("computes each sport's four figures from its own matches", async () => {
    for (const sport of SPORT_IDS) expect(await statsOf(sport), sport).toEqual(await expectedStats(sport));
    // Not one set of figures for every sport, as the spec's fixed ones were.
    const all = await Promise.all(SPORT_IDS.map(statsOf));
    expect(new Set(all.map((s) => s.matchesThisSeason)).size).toBeGreaterThan(1);
    expect(new Set(all.map((s) => s.fansEngaged)).size).toBe(SPORT_IDS.length);
  });

  it('leaves out a match of another season and a cancelled one', async () => {
    const before = await statsOf('cricket');
    const [lastSeason, cancelled] = await t.database.db
      .select({ id: events.id, tournament: events.tournament })
      .from(events)
      .where(and(eq(events.sportId, 'cricket'), ne(events.status, 'cancelled')))
      .orderBy(events.startsAt)
      .limit(2);
    if (!lastSeason || !cancelled) throw new Error('need two cricket events');
    await t.database.db
      .update(events)
      .set({
        startsAt: new Date('2025-05-10T14:00:00Z'),
        endsAt: new Date('2025-05-10T18:00:00Z'),
        localDate: '2025-05-10',
      })
      .where(eq(events.id, lastSeason.id));
    await t.database.db.update(events).set({ status: 'cancelled' }).where(eq(events.id, cancelled.id));

    const after = await statsOf('cricket');
    expect(after).toEqual(await expectedStats('cricket'));
    expect(after.matchesThisSeason).toBe(before.matchesThisSeason - 2);
  });

  it('counts the seats of a confirmed booking as fans', async () => {
    const fan = apiClient(t.app);
    const take = await onSaleEventTaker(t.database);
    let eventId = take();
    let [event] = await t.database.db.select().from(events).where(eq(events.id, eventId));
    while (event?.sportId !== 'football') {
      eventId = take();
      [event] = await t.database.db.select().from(events).where(eq(events.id, eventId));
    }
    const before = await statsOf('football');

    const hold = await holdCategory(fan, eventId, 'gold', 2);
    const created = (await checkout(fan, hold.id, { guests: [{ name: 'Ravi Rao' }] })).body;
    const paid = (await pay(fan, created.order.id)).body;
    const booking = await fan.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid);
    expect(booking.body.status).toBe('confirmed');

    const after = await statsOf('football');
    expect(after.fansEngaged).toBe(before.fansEngaged + 2);
    expect(after).toEqual(await expectedStats('football'));
  });

  it('answers 400 for an unknown sport', async () => {
    const response = await apiClient(t.app).getAs(apiErrorSchema, '/api/sports/curling/stats');
    expect(response.status).toBe(400);
  });
});
