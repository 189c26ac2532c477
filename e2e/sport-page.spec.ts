import type { APIRequestContext, Page } from '@playwright/test';
import { SPORT_PAGE_CITIES } from '../src/shared/constants';
import { formatCompactCount, formatCount } from '../src/shared/domain/format';
import type { CatalogueEvent, EventPage, SportStats, Tournament } from '../src/shared/schemas/catalogue';
import type { ItemList } from '../src/shared/schemas/common';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** The seeded catalogue is deterministic but dated relative to today: discover events through the API. */
async function listEvents(request: APIRequestContext, query: string): Promise<CatalogueEvent[]> {
  const response = await request.get(`/api/events?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as EventPage).items;
}

/** An upcoming cricket event in one of the sport page's filter cities. */
async function cricketEventInFilterCity(request: APIRequestContext): Promise<CatalogueEvent> {
  for (const city of SPORT_PAGE_CITIES) {
    const [event] = await listEvents(request, `sport=cricket&city=${city.id}&pageSize=1`);
    if (event) return event;
  }
  throw new Error('the seed has no cricket event in a sport page city');
}

async function statsOf(request: APIRequestContext, sport: string): Promise<SportStats> {
  const response = await request.get(`/api/sports/${sport}/stats`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as SportStats;
}

/** The four figures as the Stats tab words them ('245 matches this season', '2.3M fans engaged'…). */
const statFigures = (stats: SportStats) => [
  `${formatCount(stats.matchesThisSeason)} matches this season`,
  `${formatCompactCount(stats.fansEngaged)} fans engaged`,
  `${formatCount(stats.activeTournaments)} active tournaments`,
  `${formatCount(stats.hoursOfSport)} hours of sports`,
];

/** The card of one event, found by its link (titles can repeat across fixtures). */
const cardOf = (page: Page, event: CatalogueEvent) =>
  page
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/events/${event.id}?sport=${event.category}"]`) });
const filterBar = (page: Page) => page.getByRole('main').getByRole('search');
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

test.describe('sport page', () => {
  test("says how many of the matching events it shows: 'Showing 24 of N'", async ({ page, request }) => {
    const response = await request.get('/api/events?sport=cricket&when=upcoming');
    const { total } = (await response.json()) as EventPage;
    expect(total).toBeGreaterThan(24);
    expect(total).toBeLessThanOrEqual(48);
    await page.goto('/sports/cricket');
    await expect(page.getByRole('article')).toHaveCount(24);
    await expect(page.getByText(`Showing 24 of ${total}`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByRole('article')).toHaveCount(total);
    await expect(page.getByText(`Showing ${total} matches`, { exact: true })).toBeVisible();
  });

  test('filters are written to the URL, narrow the cards and survive a reload', async ({ page, request }) => {
    const event = await cricketEventInFilterCity(request);
    await page.goto('/sports/cricket');
    await expect(page.getByRole('heading', { level: 1, name: 'Cricket' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();

    const filters = filterBar(page);
    await filters.getByLabel('Search teams or tournaments').fill(event.team1);
    await expect.poll(() => param(page, 'search')).toBe(event.team1);
    await filters.getByLabel('City').selectOption(event.city);
    await expect.poll(() => param(page, 'city')).toBe(event.city);
    await filters.getByLabel('Date').fill(event.date);
    await expect.poll(() => param(page, 'date')).toBe(event.date);
    await filters.getByLabel('Sort by').selectOption('price');
    await expect.poll(() => param(page, 'sort')).toBe('price');

    const card = cardOf(page, event);
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading')).toHaveText(`${event.team1} vs ${event.team2}`);
    await expect(card).toContainText(`${event.venue}, ${event.cityName}`);

    await page.reload();
    const reloaded = filterBar(page);
    await expect(reloaded.getByLabel('Search teams or tournaments')).toHaveValue(event.team1);
    await expect(reloaded.getByLabel('City')).toHaveValue(event.city);
    await expect(reloaded.getByLabel('Date')).toHaveValue(event.date);
    await expect(reloaded.getByLabel('Sort by')).toHaveValue('price');
    await expect(cardOf(page, event)).toBeVisible();
  });

  test("an old link's city=bangalore filters the one Bengaluru", async ({ page, request }) => {
    const inBengaluru = await listEvents(request, 'sport=football&city=bengaluru&pageSize=100');
    expect(inBengaluru.length).toBeGreaterThan(0);
    await page.goto('/sports/football?city=bangalore');
    const city = filterBar(page).getByLabel('City');
    await expect(city).toHaveValue('bengaluru');
    await expect(city.locator('option:checked')).toHaveText('Bengaluru');
    await expect(city.getByRole('option', { name: 'Bangalore' })).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(Math.min(inBengaluru.length, 24));
    for (const card of await page.getByRole('article').all()) await expect(card).toContainText(', Bengaluru');
  });

  test('Clear Filters resets every filter and the URL', async ({ page }) => {
    await page.goto('/sports/cricket?search=india&city=delhi&sort=popularity&date=2031-01-01');
    const filters = filterBar(page);
    await expect(filters.getByLabel('Search teams or tournaments')).toHaveValue('india');
    await filters.getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect(filters.getByLabel('Search teams or tournaments')).toHaveValue('');
    await expect(filters.getByLabel('City')).toHaveValue('all');
    await expect(filters.getByLabel('Date')).toHaveValue('');
    await expect(filters.getByLabel('Sort by')).toHaveValue('date');
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('tabs are read from and written to the URL', async ({ page, request }) => {
    await page.goto('/sports/football?tab=stats');
    await expect(page.getByRole('tab', { name: 'Stats' })).toHaveAttribute('aria-selected', 'true');
    for (const figure of statFigures(await statsOf(request, 'football'))) {
      await expect(page.getByRole('tabpanel')).toContainText(figure);
    }

    await page.getByRole('tab', { name: 'Results' }).click();
    await expect.poll(() => param(page, 'tab')).toBe('results');
    await expect(page.getByText('Recent results will appear here')).toBeVisible();

    await page.getByRole('tab', { name: 'Tournaments' }).click();
    await expect.poll(() => param(page, 'tab')).toBe('tournaments');
    await expect(page.getByRole('heading', { name: 'Football tournaments', exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Upcoming' }).click();
    await expect.poll(() => param(page, 'tab')).toBeNull();
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  });

  test("the Stats tab shows each sport's own figures, in the spec's words", async ({ page, request }) => {
    const cricket = await statsOf(request, 'cricket');
    const kabaddi = await statsOf(request, 'kabaddi');
    expect(statFigures(cricket)).not.toEqual(statFigures(kabaddi));
    for (const [sport, stats] of [
      ['cricket', cricket],
      ['kabaddi', kabaddi],
    ] as const) {
      await page.goto(`/sports/${sport}?tab=stats`);
      const panel = page.getByRole('tabpanel');
      for (const figure of statFigures(stats)) await expect(panel).toContainText(figure);
      await expect(panel).toContainText(`Season ${stats.season.label}`);
    }
  });

  test("the Tournaments tab lists the sport's tournaments, each leading to its matches", async ({
    page,
    request,
  }) => {
    const response = await request.get('/api/sports/hockey/tournaments');
    const { items } = (await response.json()) as ItemList<Tournament>;
    expect(items.length).toBeGreaterThan(0);
    await page.goto('/sports/hockey?tab=tournaments');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'Hockey tournaments', exact: true })).toBeVisible();
    await expect(panel.getByText('Hockey tournaments coming soon')).toHaveCount(0);
    const links = panel.getByRole('link');
    await expect(links).toHaveCount(items.length);
    const first = items[0] as Tournament;
    await expect(links.first()).toContainText(first.name);
    await expect(links.first()).toContainText(`${first.matchesToPlay} still to play`);
    await expectNoAxeViolations(page);

    await links.first().click();
    await expect.poll(() => param(page, 'search')).toBe(first.name);
    expect(param(page, 'tab')).toBeNull();
    await expect(page.getByRole('article').first()).toContainText(first.name);
    await expect(page.getByRole('article').filter({ hasNotText: first.name })).toHaveCount(0);
  });

  test("says '{Sport} tournaments coming soon' only when the sport has none", async ({ page }) => {
    await page.route('**/api/sports/tennis/tournaments', (route) => route.fulfill({ json: { items: [] } }));
    await page.goto('/sports/tennis?tab=tournaments');
    await expect(page.getByRole('heading', { name: 'Tennis tournaments coming soon' })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('link')).toHaveCount(0);
  });

  test("shows the empty state, and 'Clear all filters' brings the matches back", async ({ page }) => {
    await page.goto('/sports/cricket?search=zzzz-no-such-team');
    await expect(page.getByText('No matches found matching your criteria')).toBeVisible();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(param(page, 'search')).toBeNull();
  });

  test('shows the loading text while the events load', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/events',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      },
    );
    await page.goto('/sports/kabaddi');
    await expect(page.getByText('Loading Kabaddi events...')).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByText('Loading Kabaddi events...')).toBeHidden();
  });

  test("'Book Tickets' opens the booking dialog for that event", async ({ page }) => {
    await page.goto('/sports/cricket');
    // A match under way is listed too, without 'Book Tickets': take the first card on sale.
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Book Tickets' }) })
      .first();
    const title = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
    await card.getByRole('button', { name: 'Book Tickets' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
    await expect(dialog.getByText('Step 1 of 4')).toBeVisible();
    await expect(page).toHaveURL(/\/sports\/cricket$/);
    await dialog.getByRole('button', { name: 'Close booking' }).click();
    await expect(dialog).toBeHidden();
  });

  test('clicking anywhere on a card opens /events/{id}?sport={category}', async ({ page }) => {
    await page.goto('/sports/hockey');
    const card = page.getByRole('article').first();
    const href = await card.getByRole('link').first().getAttribute('href');
    expect(href).toMatch(/^\/events\/[^/?]+\?sport=hockey$/);
    // A spot on the card that is not the title: the stretched link covers the whole card.
    await card.click({ position: { x: 24, y: 140 } });
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  });

  test('the card link and Book Tickets are reachable by keyboard', async ({ page }) => {
    await page.goto('/sports/cricket');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Book Tickets' }) })
      .first();
    const link = card.getByRole('link').first();
    await link.focus();
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: 'Book Tickets' })).toBeFocused();
    await link.focus();
    const href = await link.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  });

  test('an unknown sport goes to the cricket page, and /search shows the sport page', async ({ page }) => {
    await page.goto('/sports/chess');
    await expect(page).toHaveURL(/\/sports\/cricket$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cricket' })).toBeVisible();

    await page.goto('/search?search=india');
    await expect(page.getByRole('heading', { level: 1, name: 'Cricket' })).toBeVisible();
    await expect(filterBar(page).getByLabel('Search teams or tournaments')).toHaveValue('india');
  });

  test('has no accessibility violations', async ({ page }) => {
    // Two axe passes over a page of 24 cards: on a busy 2-core machine they alone can take 20 s.
    test.setTimeout(60_000);
    await page.goto('/sports/cricket');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Stats' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('matches this season');
    await expectNoAxeViolations(page);
  });
});
