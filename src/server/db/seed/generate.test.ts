import { describe, expect, it } from 'vitest';
import { CITY_IDS, DEMAND_BAR_DEFAULT_LABEL, DEMAND_BAR_LEVELS, SPORT_IDS } from '../../../shared/constants';
import { istDateTime } from '../../../shared/domain/time';
import { type Catalogue, type EventRow, generateCatalogue } from './generate';

const ANCHOR = new Date('2026-02-02T06:30:00.000Z');
const NOW = ANCHOR.getTime();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const start = (e: EventRow) => e.startsAt.getTime();
const end = (e: EventRow) => e.endsAt.getTime();
const sold = (e: EventRow) => e.seatsSold ?? 0;
const soldPercent = (e: EventRow) => (sold(e) / e.totalSeats) * 100;
const seatsLeft = (e: EventRow) => e.totalSeats - sold(e);
const isUpcoming = (e: EventRow) => start(e) > NOW;
const isLive = (e: EventRow) => start(e) <= NOW && end(e) > NOW;
const isPast = (e: EventRow) => end(e) <= NOW;
const demandBar = (e: EventRow) =>
  DEMAND_BAR_LEVELS.find((level) => soldPercent(e) > level.above)?.label ?? DEMAND_BAR_DEFAULT_LABEL;
const isRunningFlashCountdown = (e: EventRow) =>
  e.deal === 'flash' &&
  soldPercent(e) > 75 &&
  seatsLeft(e) < 1000 &&
  e.dealEndsAt instanceof Date &&
  e.dealEndsAt.getTime() > NOW &&
  e.dealEndsAt.getTime() <= NOW + 24 * HOUR;

const cache = new Map<number, Catalogue>();
function catalogueOf(eventCount: number): Catalogue {
  let catalogue = cache.get(eventCount);
  if (!catalogue) {
    catalogue = generateCatalogue({ anchor: ANCHOR, eventCount });
    cache.set(eventCount, catalogue);
  }
  return catalogue;
}

describe('determinism', () => {
  it('gives identical output for identical input', () => {
    const a = generateCatalogue({ anchor: ANCHOR, eventCount: 300 });
    const b = generateCatalogue({ anchor: new Date(NOW), eventCount: 300 });
    expect(a).toEqual(b);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('uses the seed', () => {
    const a = generateCatalogue({ anchor: ANCHOR, eventCount: 100, seed: 1 });
    const b = generateCatalogue({ anchor: ANCHOR, eventCount: 100, seed: 2 });
    expect(a.events.map((e) => e.title)).not.toEqual(b.events.map((e) => e.title));
  });

  it('shifts every date with the anchor and changes nothing else', () => {
    const shift = 7 * DAY;
    const a = generateCatalogue({ anchor: ANCHOR, eventCount: 300 });
    const b = generateCatalogue({ anchor: new Date(NOW + shift), eventCount: 300 });
    expect(b.events.length).toBe(a.events.length);
    a.events.forEach((ea, i) => {
      const eb = b.events[i] as EventRow;
      expect(start(eb) - start(ea)).toBe(shift);
      expect(end(eb) - end(ea)).toBe(shift);
      expect(Date.parse(`${eb.localDate}T00:00:00Z`) - Date.parse(`${ea.localDate}T00:00:00Z`)).toBe(shift);
      expect((eb.dealEndsAt?.getTime() ?? 0) - (ea.dealEndsAt?.getTime() ?? 0)).toBe(
        ea.dealEndsAt ? shift : 0,
      );
      const { startsAt: _a, endsAt: _b, localDate: _c, dealEndsAt: _d, updatedAt: _e, ...restA } = ea;
      const { startsAt: _f, endsAt: _g, localDate: _h, dealEndsAt: _i, updatedAt: _j, ...restB } = eb;
      expect(restB).toEqual(restA);
    });
    a.news.forEach((na, i) => {
      expect(b.news[i]?.publishedAt.getTime()).toBe(na.publishedAt.getTime() + shift);
    });
  });
});

describe('reference data', () => {
  const { sports, cities, venues, teams, players } = catalogueOf(0);

  it('has the six sports and twelve cities', () => {
    expect(sports.map((s) => s.id)).toEqual(SPORT_IDS);
    expect(cities.map((c) => c.id).sort()).toEqual([...CITY_IDS].sort());
    for (const city of cities) expect(city.state).toBeTruthy();
    expect(cities.find((c) => c.id === 'london')?.country).toBe('United Kingdom');
    expect(cities.filter((c) => c.id !== 'london').every((c) => c.country === 'India')).toBe(true);
  });

  it('gives every city at least two venues and every sport venues in many cities', () => {
    for (const city of CITY_IDS)
      expect(venues.filter((v) => v.cityId === city).length).toBeGreaterThanOrEqual(2);
    for (const sport of SPORT_IDS) {
      const citiesWithSport = new Set(venues.filter((v) => v.sports.includes(sport)).map((v) => v.cityId));
      expect(citiesWithSport.size, sport).toBeGreaterThanOrEqual(6);
    }
    for (const name of [
      'Wankhede Stadium',
      'Eden Gardens',
      'M. Chinnaswamy Stadium',
      'Sree Kanteerava Stadium',
    ]) {
      expect(venues.map((v) => v.name)).toContain(name);
    }
    // One Bengaluru: the grounds once filed under 'Bangalore' are in it too.
    expect(venues.find((v) => v.name === 'Sree Kanteerava Stadium')?.cityId).toBe('bengaluru');
    expect(venues.find((v) => v.name === 'M. Chinnaswamy Stadium')?.cityId).toBe('bengaluru');
  });

  it('has unique ids and valid links', () => {
    for (const list of [sports, cities, venues, teams, players]) {
      expect(new Set(list.map((row) => row.id)).size).toBe(list.length);
    }
    const cityIds = new Set(cities.map((c) => c.id));
    const sportIds = new Set(sports.map((s) => s.id));
    const teamIds = new Set(teams.map((t) => t.id));
    for (const v of venues) {
      expect(cityIds.has(v.cityId)).toBe(true);
      expect(v.capacity).toBeGreaterThan(0);
      for (const s of v.sports) expect(sportIds.has(s)).toBe(true);
    }
    for (const t of teams) {
      expect(sportIds.has(t.sportId)).toBe(true);
      if (t.cityId) expect(cityIds.has(t.cityId)).toBe(true);
    }
    for (const p of players) {
      expect(sportIds.has(p.sportId)).toBe(true);
      if (p.teamId) expect(teamIds.has(p.teamId)).toBe(true);
    }
    expect(players.length).toBeGreaterThanOrEqual(60);
  });
});

describe.each([160, 200, 2000])('a catalogue of %i events', (eventCount) => {
  const catalogue = catalogueOf(eventCount);
  const { events } = catalogue;
  const upcoming = events.filter(isUpcoming);

  it('has the requested number of events with unique, padded ids', () => {
    expect(events.length).toBe(eventCount);
    expect(new Set(events.map((e) => e.id)).size).toBe(eventCount);
    for (const e of events) expect(e.id).toMatch(/^ev-\d{6,}$/);
  });

  it('covers every sport and city, and every sport at every city that has a venue for it', () => {
    expect(new Set(events.map((e) => e.sportId))).toEqual(new Set(SPORT_IDS));
    expect(new Set(events.map((e) => e.cityId))).toEqual(new Set(CITY_IDS));
    const pairs = new Set(events.map((e) => `${e.sportId}@${e.cityId}`));
    const possible = new Set(catalogue.venues.flatMap((v) => v.sports.map((s) => `${s}@${v.cityId}`)));
    expect([...possible].filter((pair) => !pairs.has(pair))).toEqual([]);
    expect(new Set(upcoming.map((e) => e.sportId))).toEqual(new Set(SPORT_IDS));
  });

  it('has past, live and upcoming events, at least 120 upcoming', () => {
    const past = events.filter(isPast);
    expect(past.length).toBeGreaterThan(0);
    expect(past.length / eventCount).toBeLessThanOrEqual(0.09);
    expect(events.filter(isLive).length).toBeGreaterThanOrEqual(2);
    expect(upcoming.length).toBeGreaterThanOrEqual(120);
    for (const e of past) {
      expect(start(e)).toBeGreaterThanOrEqual(NOW - 60 * DAY);
      expect(start(e)).toBeLessThanOrEqual(NOW - DAY);
    }
    for (const e of upcoming) {
      expect(start(e)).toBeGreaterThanOrEqual(NOW + DAY);
      expect(start(e)).toBeLessThanOrEqual(NOW + 121 * DAY);
    }
  });

  it('uses only the stored statuses, with postponed and cancelled among them', () => {
    const statuses = new Set(events.map((e) => e.status));
    expect([...statuses].every((s) => ['scheduled', 'postponed', 'cancelled'].includes(s ?? ''))).toBe(true);
    expect(statuses).toEqual(new Set(['scheduled', 'postponed', 'cancelled']));
    expect(events.filter((e) => e.status === 'cancelled').length).toBeLessThanOrEqual(2);
  });

  it('shows every demand-bar band, price move and deal among upcoming events', () => {
    expect(new Set(upcoming.map(demandBar))).toEqual(
      new Set(['Almost Sold Out!', 'Selling Fast!', 'Good Availability', 'Plenty Available']),
    );
    const moves = new Set(
      upcoming.map((e) =>
        e.originalPricePaise == null ? 'stable' : e.pricePaise > e.originalPricePaise ? 'up' : 'down',
      ),
    );
    expect(moves).toEqual(new Set(['up', 'down', 'stable']));
    expect(new Set(upcoming.map((e) => e.deal ?? null))).toEqual(
      new Set([null, 'flash', 'early-bird', 'last-chance', 'special']),
    );
    // 'Hurry! Only N tickets left': high demand and fewer than 50 left.
    expect(upcoming.some((e) => soldPercent(e) > 75 && seatsLeft(e) > 0 && seatsLeft(e) < 50)).toBe(true);
  });

  it('has at least three running flash countdowns, some of them urgent', () => {
    const flash = upcoming.filter(isRunningFlashCountdown);
    expect(flash.length).toBeGreaterThanOrEqual(3);
    expect(
      flash.filter((e) => (e.dealEndsAt?.getTime() ?? 0) - NOW < 2 * HOUR).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('places deals sensibly', () => {
    for (const e of events) {
      if (!e.deal) {
        expect(e.dealEndsAt ?? null).toBeNull();
        continue;
      }
      const dealEnd = e.dealEndsAt?.getTime() ?? Number.NaN;
      expect(isUpcoming(e)).toBe(true);
      expect(e.status).toBe('scheduled');
      expect(dealEnd).toBeGreaterThan(NOW);
      expect(dealEnd).toBeLessThanOrEqual(start(e));
      if (e.deal === 'flash') {
        expect(dealEnd).toBeGreaterThanOrEqual(NOW + HOUR);
        expect(dealEnd).toBeLessThanOrEqual(NOW + 23 * HOUR);
      }
    }
  });

  it('keeps references intact: venue suits the sport, city is the venue’s city', () => {
    const venues = new Map(catalogue.venues.map((v) => [v.id, v]));
    const teams = new Map(catalogue.teams.map((t) => [t.id, t]));
    const cityIds = new Set<string>(catalogue.cities.map((c) => c.id));
    const sportIds = new Set(catalogue.sports.map((s) => s.id));
    for (const e of events) {
      const venue = venues.get(e.venueId);
      expect(venue, e.venueId).toBeDefined();
      expect(venue?.sports).toContain(e.sportId);
      expect(e.cityId).toBe(venue?.cityId);
      expect(cityIds.has(e.cityId)).toBe(true);
      expect(sportIds.has(e.sportId)).toBe(true);
      expect(e.team1).not.toBe(e.team2);
      expect(e.title).toBe(`${e.team1} vs ${e.team2}`);
      expect(e.subtitle.endsWith(` · ${e.tournament}`)).toBe(true);
      for (const [id, name] of [
        [e.team1Id, e.team1],
        [e.team2Id, e.team2],
      ] as const) {
        if (e.sportId === 'tennis') expect(id ?? null).toBeNull();
        if (!id) continue;
        const team = teams.get(id);
        expect(team?.name).toBe(name);
        expect(team?.sportId).toBe(e.sportId);
      }
      if (e.tournament === 'Indian Premier League 2027') {
        expect(teams.get(e.team1Id ?? '')?.league).toBe('Indian Premier League');
        expect(teams.get(e.team2Id ?? '')?.league).toBe('Indian Premier League');
      }
    }
    const byId = new Map(events.map((e) => [e.id, e]));
    for (const s of catalogue.scores) {
      expect(venues.has(s.venueId)).toBe(true);
      // Each score is of one catalogue event, and says so.
      const event = byId.get(s.eventId ?? '');
      expect([event?.title, event?.venueId, event?.startsAt]).toEqual([s.matchTitle, s.venueId, s.startsAt]);
    }
  });

  it('respects the column constraints and sport durations', () => {
    const capacity = new Map(catalogue.venues.map((v) => [v.id, v.capacity]));
    const durations: Record<string, number[]> = {
      cricket: [240, 420, 480],
      football: [120],
      kabaddi: [60],
      tennis: [180],
      hockey: [120],
      badminton: [120],
    };
    for (const e of events) {
      expect(sold(e)).toBeGreaterThanOrEqual(0);
      expect(sold(e)).toBeLessThanOrEqual(e.totalSeats);
      expect(e.totalSeats).toBeGreaterThanOrEqual(Math.min(500, capacity.get(e.venueId) ?? 0));
      expect(e.totalSeats).toBeLessThanOrEqual(capacity.get(e.venueId) ?? 0);
      expect(end(e)).toBeGreaterThan(start(e));
      expect(durations[e.sportId]).toContain((end(e) - start(e)) / MINUTE);
      expect(e.pricePaise).toBeGreaterThan(0);
      expect(e.pricePaise % 100).toBe(0);
      expect(e.pricePaise).toBeGreaterThanOrEqual(40_000);
      expect(e.pricePaise).toBeLessThanOrEqual(1_200_000);
      if (e.originalPricePaise != null) {
        expect(e.originalPricePaise % 100).toBe(0);
        expect(e.originalPricePaise).not.toBe(e.pricePaise);
      }
      expect(e.popularity).toBeGreaterThanOrEqual(1);
      expect(e.popularity).toBeLessThanOrEqual(100);
      expect(e.ratingTenths).toBeGreaterThanOrEqual(35);
      expect(e.ratingTenths).toBeLessThanOrEqual(50);
      expect(e.attendance).toBeGreaterThanOrEqual(0);
      expect(e.attendance).toBeLessThanOrEqual(capacity.get(e.venueId) ?? 0);
      expect(e.limited).toBe(seatsLeft(e) / e.totalSeats < 0.05);
      expect(e.highlights.length).toBeGreaterThanOrEqual(3);
      expect(e.highlights.length).toBeLessThanOrEqual(4);
      expect(e.description).toContain(e.team1);
      expect(e.prediction).toMatch(/ \d{2}% to win$/);
    }
  });

  it('stores the Asia/Kolkata calendar date of the start', () => {
    for (const e of events) expect(e.localDate).toBe(istDateTime(e.startsAt).date);
  });

  it('starts upcoming events at local sporting hours', () => {
    for (const e of upcoming) {
      const { time } = istDateTime(e.startsAt);
      expect(time >= '09:30' && time <= '22:30', `${e.id} ${time}`).toBe(true);
    }
  });

  it('features six and marks about ten trending upcoming events', () => {
    const featured = events.filter((e) => e.featured);
    const trending = events.filter((e) => e.trending);
    expect(featured.length).toBe(6);
    expect(trending.length).toBeGreaterThanOrEqual(6);
    expect(trending.length).toBeLessThanOrEqual(10);
    for (const e of [...featured, ...trending]) {
      expect(isUpcoming(e)).toBe(true);
      expect(e.status).toBe('scheduled');
    }
  });

  it('has news from the last fortnight and scores in every state', () => {
    expect(catalogue.news.length).toBeGreaterThanOrEqual(20);
    for (const n of catalogue.news) {
      expect(n.publishedAt.getTime()).toBeLessThanOrEqual(NOW);
      expect(n.publishedAt.getTime()).toBeGreaterThanOrEqual(NOW - 14 * DAY);
      expect(n.content.split('\n\n').length).toBe(3);
    }
    expect(new Set(catalogue.news.map((n) => n.sportId))).toEqual(new Set(SPORT_IDS));
    const scores = catalogue.scores;
    expect(new Set(scores.map((s) => s.status))).toEqual(new Set(['completed', 'live', 'upcoming']));
    for (const s of scores) {
      const t = s.startsAt.getTime();
      if (s.status === 'completed') expect(t).toBeLessThan(NOW - DAY);
      if (s.status === 'live') expect(t).toBeLessThan(NOW);
      if (s.status === 'upcoming') {
        expect(t).toBeGreaterThan(NOW);
        expect([s.team1Score, s.team2Score]).toEqual(['-', '-']);
      }
    }
    expect(scores.length).toBeGreaterThanOrEqual(15);
  });
});

describe('small and boundary counts', () => {
  it.each([0, 1, 10, 50, 119])('generates %i events', (eventCount) => {
    const { events } = generateCatalogue({ anchor: ANCHOR, eventCount });
    expect(events.length).toBe(eventCount);
  });

  it.each([120, 121, 125, 140])('keeps at least 120 of %i events upcoming', (eventCount) => {
    const { events } = generateCatalogue({ anchor: ANCHOR, eventCount });
    expect(events.filter(isUpcoming).length).toBeGreaterThanOrEqual(120);
  });

  it('refuses a negative or fractional count', () => {
    expect(() => generateCatalogue({ anchor: ANCHOR, eventCount: -1 })).toThrow(RangeError);
    expect(() => generateCatalogue({ anchor: ANCHOR, eventCount: 1.5 })).toThrow(RangeError);
  });
});

describe('scale', () => {
  it('generates 100,000 events with unique ids', { timeout: 60_000 }, () => {
    const { events } = generateCatalogue({ anchor: ANCHOR, eventCount: 100_000 });
    expect(events.length).toBe(100_000);
    expect(new Set(events.map((e) => e.id)).size).toBe(100_000);
    expect(events.at(-1)?.id).toBe('ev-100000');
  });
});
