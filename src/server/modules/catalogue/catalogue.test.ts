import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesSearch } from '../../../shared/domain/search';
import type { CatalogueEvent, EventPage, SearchResponse } from '../../../shared/schemas/catalogue';
import { createTestApp, TEST_ANCHOR, type TestApp } from '../../test/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function getJson<T>(path: string, status = 200): Promise<T> {
  const response = await t.app.request(path);
  expect(response.status, `${path} → ${response.status}`).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  return (await response.json()) as T;
}

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe('GET /api/events', () => {
  it('lists upcoming events soonest first, every one not yet over', async () => {
    const page = await getJson<EventPage>('/api/events?pageSize=50');
    expect(page.items.length).toBe(50);
    expect(page.hasMore).toBe(true);
    expect(page.total).toBeGreaterThan(50);
    const starts = page.items.map((e) => Date.parse(e.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const event of page.items)
      expect(['upcoming', 'live', 'postponed', 'cancelled']).toContain(event.status);
  });

  it('filters by sport, city and date together', async () => {
    const all = await getJson<EventPage>('/api/events?sport=cricket&pageSize=100');
    expect(all.items.length).toBeGreaterThan(0);
    expect(all.items.every((e) => e.category === 'cricket')).toBe(true);
    const sample = all.items[0] as CatalogueEvent;
    const narrowed = await getJson<EventPage>(
      `/api/events?sport=cricket&city=${sample.city}&date=${sample.date}`,
    );
    expect(narrowed.items.map((e) => e.id)).toContain(sample.id);
    expect(narrowed.items.every((e) => e.city === sample.city && e.date === sample.date)).toBe(true);
  });

  it('counts every match of the filter, not only the page', async () => {
    const everything = await getJson<EventPage>('/api/events?sport=cricket&pageSize=100');
    expect(everything.hasMore).toBe(false);
    const first = await getJson<EventPage>('/api/events?sport=cricket&pageSize=5');
    expect(first.items).toHaveLength(5);
    expect(first.total).toBe(everything.items.length);
    const second = await getJson<EventPage>('/api/events?sport=cricket&pageSize=5&page=2');
    expect(second.total).toBe(everything.items.length);
  });

  it('matches the text against team names or tournament, case-insensitively', async () => {
    const first = (await getJson<EventPage>('/api/events?sport=football&pageSize=1'))
      .items[0] as CatalogueEvent;
    const needle = first.team1.slice(0, 6).toUpperCase();
    const page = await getJson<EventPage>(`/api/events?q=${encodeURIComponent(needle)}&pageSize=100`);
    expect(page.items.map((e) => e.id)).toContain(first.id);
    for (const e of page.items) {
      expect(`${e.team1} ${e.team2} ${e.tournament}`.toLowerCase()).toContain(needle.toLowerCase());
    }
  });

  it('sorts by price (cheapest first) and by popularity (most popular first)', async () => {
    const byPrice = await getJson<EventPage>('/api/events?sort=price&pageSize=60');
    const prices = byPrice.items.map((e) => e.pricePaise);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byPopularity = await getJson<EventPage>('/api/events?sort=popularity&pageSize=60');
    const popularity = byPopularity.items.map((e) => e.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it('pages without overlap', async () => {
    const one = await getJson<EventPage>('/api/events?pageSize=10&page=1');
    const two = await getJson<EventPage>('/api/events?pageSize=10&page=2');
    expect(two.page).toBe(2);
    const ids = new Set(one.items.map((e) => e.id));
    expect(two.items.some((e) => ids.has(e.id))).toBe(false);
    const wide = await getJson<EventPage>('/api/events?pageSize=20');
    expect(wide.items.map((e) => e.id)).toEqual([...one.items, ...two.items].map((e) => e.id));
  });

  it('lists finished events as results, latest finish first', async () => {
    const page = await getJson<EventPage>('/api/events?when=results&pageSize=50');
    expect(page.items.length).toBeGreaterThan(0);
    for (const event of page.items)
      expect(Date.parse(event.endsAt)).toBeLessThanOrEqual(TEST_ANCHOR.getTime());
    const ends = page.items.map((e) => Date.parse(e.endsAt));
    expect(ends).toEqual([...ends].sort((a, b) => b - a));
  });

  it('derives demand, seats left and price change from the stored figures', async () => {
    const page = await getJson<EventPage>('/api/events?pageSize=100');
    for (const e of page.items) {
      const sold = ((e.totalSeats - e.seatsLeft) / e.totalSeats) * 100;
      expect(e.demand).toBe(sold > 75 ? 'high' : sold > 50 ? 'medium' : 'low');
      if (e.originalPricePaise === null) expect(e.priceChange).toBe('stable');
      else expect(e.priceChange).toBe(e.pricePaise > e.originalPricePaise ? 'up' : 'down');
      if (e.deal) expect(Date.parse(e.dealEndsAt ?? '')).toBeGreaterThan(TEST_ANCHOR.getTime());
    }
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
    const body = await getJson<ErrorBody>(`/api/events?${query}`, 400);
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.fields?.[field]).toBeTruthy();
  });

  it('treats LIKE wildcards in the text literally', async () => {
    const page = await getJson<EventPage>('/api/events?q=%25%25');
    expect(page.items).toEqual([]);
  });
});

describe('GET /api/events/:id', () => {
  it('returns one event with every catalogue field', async () => {
    const listed = (await getJson<EventPage>('/api/events?pageSize=1')).items[0] as CatalogueEvent;
    const event = await getJson<CatalogueEvent>(`/api/events/${listed.id}`);
    expect(event).toEqual(listed);
    expect(event.teams).toEqual([event.team1, event.team2]);
    expect(event.highlights.length).toBeGreaterThan(0);
  });

  it('answers a JSON 404 for an unknown id', async () => {
    const body = await getJson<ErrorBody>('/api/events/ev-does-not-exist', 404);
    expect(body.error.code).toBe('not_found');
  });
});

describe('GET /api/search', () => {
  it('returns nothing for a blank or whitespace query', async () => {
    expect((await getJson<SearchResponse>('/api/search?q=')).results).toEqual([]);
    expect((await getJson<SearchResponse>('/api/search?q=%20%20')).results).toEqual([]);
    expect((await getJson<SearchResponse>('/api/search')).results).toEqual([]);
  });

  it('finds events by a case-insensitive substring of title, category or description', async () => {
    const body = await getJson<SearchResponse>('/api/search?q=KaBaDd');
    const events = body.results.filter((r) => r.type === 'event');
    expect(events.length).toBeGreaterThan(0);
    for (const r of events) expect(matchesSearch(r, 'kabadd')).toBe(true);
  });

  it('finds venues, teams and players', async () => {
    expect((await getJson<SearchResponse>('/api/search?q=wankhede')).results.map((r) => r.type)).toContain(
      'venue',
    );
    expect((await getJson<SearchResponse>('/api/search?q=mumbai')).results.map((r) => r.type)).toContain(
      'team',
    );
    const players = (await getJson<SearchResponse>('/api/search?q=kohli')).results;
    expect(players.some((r) => r.type === 'player' && r.title.includes('Kohli'))).toBe(true);
  });

  it('gives event results the date, venue and price a cart needs', async () => {
    const { results } = await getJson<SearchResponse>('/api/search?q=cricket&limit=10');
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
    expect((await getJson<SearchResponse>('/api/search?q=zzqqxx')).results).toEqual([]);
    const body = await getJson<ErrorBody>(`/api/search?q=${'a'.repeat(101)}`, 400);
    expect(body.error.fields?.q).toBeTruthy();
    expect((await getJson<ErrorBody>('/api/search?q=a&limit=0', 400)).error.fields?.limit).toBeTruthy();
  });
});

describe('reference data', () => {
  it('lists the six sports and the cities with upcoming counts', async () => {
    const sports = await getJson<{ items: { id: string; upcomingEvents: number }[] }>('/api/sports');
    expect(sports.items.map((s) => s.id)).toEqual([
      'cricket',
      'football',
      'kabaddi',
      'tennis',
      'hockey',
      'badminton',
    ]);
    expect(sports.items.every((s) => s.upcomingEvents > 0)).toBe(true);
    const cities = await getJson<{ items: { id: string }[] }>('/api/cities');
    expect(cities.items.map((c) => c.id)).toEqual(
      expect.arrayContaining(['delhi', 'mumbai', 'london', 'bhubaneswar']),
    );
  });

  it('lists venues, filtered by city and sport', async () => {
    const all = await getJson<{
      items: { name: string; city: string; sports: string[]; capacity: number }[];
    }>('/api/venues');
    expect(all.items.map((v) => v.name)).toEqual(
      expect.arrayContaining(['Wankhede Stadium', 'Eden Gardens']),
    );
    const kolkataFootball = await getJson<typeof all>('/api/venues?city=kolkata&sport=football');
    expect(kolkataFootball.items.length).toBeGreaterThan(0);
    expect(kolkataFootball.items.every((v) => v.city === 'kolkata' && v.sports.includes('football'))).toBe(
      true,
    );
    expect((await getJson<ErrorBody>('/api/venues?city=atlantis', 400)).error.fields?.city).toBeTruthy();
  });

  it('lists news newest first and scores', async () => {
    const news = await getJson<{ items: { publishedAt: string; category: string }[] }>('/api/news');
    const times = news.items.map((n) => Date.parse(n.publishedAt));
    expect(times.length).toBeGreaterThan(0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const cricketNews = await getJson<typeof news>('/api/news?sport=cricket');
    expect(cricketNews.items.every((n) => n.category === 'cricket')).toBe(true);
    const scores = await getJson<{ items: { status: string }[] }>('/api/scores');
    expect(new Set(scores.items.map((s) => s.status))).toEqual(new Set(['completed', 'live', 'upcoming']));
  });
});

describe('scores over time', () => {
  it('drops live scores once the match must be over, and upcoming ones once they started', async () => {
    const dayLater = await createTestApp({ now: () => new Date(TEST_ANCHOR.getTime() + 86_400_000) });
    try {
      const response = await dayLater.app.request('/api/scores');
      const { items } = (await response.json()) as { items: { status: string; startTime: string }[] };
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
    expect(await getJson<{ status: string }>('/api/health')).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const body = await getJson<ErrorBody>('/api/nothing/here', 404);
    expect(body.error.code).toBe('not_found');
  });
});
