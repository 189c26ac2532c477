import type { APIRequestContext, Page } from '@playwright/test';
import { SPORT_PAGE_CITIES } from '../src/shared/constants';
import { formatEventDate, formatEventTime, formatPaise } from '../src/shared/domain/format';
import type { CatalogueEvent, EventPage } from '../src/shared/schemas/catalogue';
import { expect, expectNoAxeViolations, test } from './fixtures';

async function listEvents(request: APIRequestContext, query: string): Promise<CatalogueEvent[]> {
  const response = await request.get(`/api/events?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as EventPage).items;
}

async function anEvent(
  request: APIRequestContext,
  query: string,
  status?: CatalogueEvent['status'],
): Promise<CatalogueEvent> {
  const event = (await listEvents(request, query)).find((item) => !status || item.status === status);
  if (!event) throw new Error(`no ${status ?? ''} event for ${query}`);
  return event;
}

const filterBar = (page: Page) => page.getByRole('main').getByRole('search');
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
/** The card of one event, found by its link (titles can repeat across fixtures). */
const cardOf = (page: Page, event: CatalogueEvent) =>
  page
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/events/${event.id}?sport=${event.category}"]`) });

test.describe('event list', () => {
  test('sport, city, date and text filters are written to the URL and survive a reload', async ({
    page,
    request,
  }) => {
    const event = await anEvent(request, 'sport=football&pageSize=1&sort=popularity');
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'All Events' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();

    const filters = filterBar(page);
    await filters.getByLabel('Sport').selectOption('football');
    await expect.poll(() => param(page, 'sport')).toBe('football');
    await filters.getByLabel('City').selectOption(event.city);
    await expect.poll(() => param(page, 'city')).toBe(event.city);
    await filters.getByLabel('Date').fill(event.date);
    await expect.poll(() => param(page, 'date')).toBe(event.date);
    await filters.getByLabel('Search teams or tournaments').fill(event.team2);
    await expect.poll(() => param(page, 'q')).toBe(event.team2);
    await expect(cardOf(page, event)).toBeVisible();

    await page.reload();
    await expect(filterBar(page).getByLabel('Sport')).toHaveValue('football');
    await expect(filterBar(page).getByLabel('City')).toHaveValue(event.city);
    await expect(filterBar(page).getByLabel('Search teams or tournaments')).toHaveValue(event.team2);
    await expect(cardOf(page, event)).toBeVisible();

    await filterBar(page).getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
  });

  test('reads ?city= for any catalogue city, and ?venue= and ?q= from links', async ({ page, request }) => {
    const filterCities = new Set<string>(SPORT_PAGE_CITIES.map((c) => c.id));
    const outside = (await listEvents(request, 'pageSize=100')).find((e) => !filterCities.has(e.city));
    if (!outside) throw new Error('no event outside the sport page cities');

    await page.goto(`/events?city=${outside.city}`);
    await expect(filterBar(page).getByLabel('City')).toHaveValue(outside.city);
    const first = page.getByRole('article').first();
    await expect(first).toContainText(`, ${outside.cityName}`);

    await page.goto(
      `/events?venue=${encodeURIComponent(outside.venueId)}&q=${encodeURIComponent(outside.team1)}`,
    );
    await expect(page.getByText('Showing events at venue')).toBeVisible();
    await expect(page.getByText(outside.venue, { exact: true })).toBeVisible();
    await expect(filterBar(page).getByLabel('Search teams or tournaments')).toHaveValue(outside.team1);
    await expect(cardOf(page, outside)).toBeVisible();
    await page.getByRole('button', { name: 'Show every venue' }).click();
    await expect.poll(() => param(page, 'venue')).toBeNull();
  });

  test('loads more events on request', async ({ page, request }) => {
    // The default seed (160 events) always fills more than one page of 24.
    const firstPage = await listEvents(request, 'pageSize=24');
    expect(firstPage).toHaveLength(24);
    await page.goto('/events');
    await expect(page.getByRole('article')).toHaveCount(24);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(24);
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('event details', () => {
  test('shows everything about the event', async ({ page, request }) => {
    const event = await anEvent(request, 'sport=cricket&pageSize=20&sort=popularity', 'upcoming');
    await page.goto(`/events/${event.id}?sport=cricket`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await expect(main).toContainText(event.team1);
    await expect(main).toContainText(event.team2);
    await expect(main).toContainText(
      `${formatEventDate(event.startsAt)} · ${formatEventTime(event.startsAt)}`,
    );
    await expect(main).toContainText(`${event.venue}, ${event.cityName}`);
    await expect(main).toContainText(formatPaise(event.pricePaise));
    // Every seeded event has ratings (only a new organiser's event has none).
    await expect(main).toContainText(`${event.rating?.toFixed(1)} / 5`);
    await expect(main).toContainText(new Intl.NumberFormat('en-IN').format(event.attendance));
    await expect(main).toContainText(event.description);
    for (const highlight of event.highlights) await expect(main).toContainText(highlight);
    await expect(main.getByRole('button', { name: 'Book Tickets' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Back to Cricket' })).toHaveAttribute(
      'href',
      '/sports/cricket',
    );
  });

  test('a match under way says tickets are no longer on sale, with no price and no Book Tickets', async ({
    page,
    request,
  }) => {
    const event = await anEvent(request, 'pageSize=100', 'live');
    await page.goto(`/events/${event.id}`);
    const tickets = page.getByRole('region', { name: 'Tickets' });
    await expect(tickets).toContainText('This match has started: tickets are no longer on sale');
    await expect(tickets).not.toContainText('Tickets from');
    await expect(tickets.getByRole('button', { name: 'Book Tickets' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a finished match shows its final score, with no price, prediction or Book Tickets', async ({
    page,
    request,
  }) => {
    const event = (await listEvents(request, 'when=results&pageSize=100')).find(
      (item) => item.status === 'completed' && item.result !== null,
    );
    if (!event?.result) throw new Error('no finished event with a recorded result');
    await page.goto(`/events/${event.id}`);
    const result = page.getByRole('region', { name: 'Result' });
    await expect(result).toContainText(event.result.team1Score);
    await expect(result).toContainText(event.result.team2Score);
    await expect(result).toContainText(event.result.summary);
    const tickets = page.getByRole('region', { name: 'Tickets' });
    await expect(tickets).toContainText('This match has been played');
    await expect(tickets).not.toContainText('Tickets from');
    await expect(tickets.getByRole('button', { name: 'Book Tickets' })).toHaveCount(0);
    const about = page.getByRole('region', { name: 'About this match' });
    await expect(about).toContainText('Attendance');
    await expect(about).not.toContainText('Prediction');
    await expectNoAxeViolations(page);
  });

  test('a cancelled match says so, with no attendance or prediction', async ({ page, request }) => {
    // The catalogue has one upcoming cancelled match, anywhere in its 120 days.
    const pages = await Promise.all([1, 2].map((n) => listEvents(request, `pageSize=100&page=${n}`)));
    const event = pages.flat().find((item) => item.status === 'cancelled');
    if (!event) throw new Error('no upcoming cancelled event');
    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole('region', { name: 'Tickets' })).toContainText('This match was cancelled');
    const about = page.getByRole('region', { name: 'About this match' });
    await expect(about).toContainText('Fan rating');
    await expect(about).not.toContainText('attendance');
    await expect(about).not.toContainText('Prediction');
    await expect(page.getByRole('main').getByRole('button', { name: 'Book Tickets' })).toHaveCount(0);
  });

  test('Share copies the event link when the device has no share sheet', async ({
    page,
    context,
    request,
  }) => {
    const event = await anEvent(request, 'pageSize=1');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.goto(`/events/${event.id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(`/events/${event.id}`);
  });

  test('opening events records them in recently viewed, newest first', async ({ page, request }) => {
    const [first, second] = await listEvents(request, 'pageSize=2');
    if (!first || !second) throw new Error('need two events');
    await page.goto(`/events/${first.id}`);
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await page.goto(`/events/${second.id}`);
    await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
    await page.goto(`/events/${first.id}`);
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();

    const viewed = await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem('recentlyViewed') ?? '[]'),
    );
    expect(viewed.map((entry: { id: string }) => entry.id)).toEqual([first.id, second.id]);
    expect(viewed[0]).toMatchObject({ id: first.id, title: first.title });
    expect(Number.isNaN(Date.parse(viewed[0].viewedAt))).toBe(false);
  });

  test.describe('unknown event', () => {
    // The browser logs the API's 404 answer as a failed resource load.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('shows a not-found message', async ({ page }) => {
      await page.goto('/events/no-such-event-id');
      await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse all events' })).toHaveAttribute('href', '/events');
      await expectNoAxeViolations(page);
    });
  });

  test('has no accessibility violations', async ({ page, request }) => {
    const event = await anEvent(request, 'pageSize=1&sort=popularity');
    await page.goto(`/events/${event.id}?sport=${event.category}`);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
