import type { APIRequestContext, Page } from '@playwright/test';
import type { EventPage, SearchResponse, SearchResult } from '../src/shared/schemas/catalogue';
import { expect, expectNoAxeViolations, test } from './fixtures';

const trigger = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: /search/i })
    .first();
const dialog = (page: Page) => page.getByRole('dialog');
const box = (page: Page) =>
  dialog(page).getByRole('searchbox', { name: 'Search events, venues, teams, players' });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Distinct team names from the seeded catalogue (each finds at least itself as a team result). */
async function teamNames(request: APIRequestContext, count: number): Promise<string[]> {
  const response = await request.get('/api/events?pageSize=100&sort=popularity');
  expect(response.ok()).toBe(true);
  const names = new Set<string>();
  for (const event of ((await response.json()) as EventPage).items) {
    for (const team of [event.team1, event.team2]) {
      if (![...names].some((n) => n.toLowerCase() === team.toLowerCase())) names.add(team);
    }
  }
  const list = [...names].slice(0, count);
  expect(list).toHaveLength(count);
  return list;
}

/** Types a query and waits until its results are on screen. */
async function searchFor(page: Page, query: string) {
  await box(page).fill(query);
  await expect(dialog(page).getByRole('status')).toContainText(
    new RegExp(`results? for "${escapeRegExp(query)}"`),
  );
}

test.describe('search overlay', () => {
  test('Ctrl+K opens it with the box focused; Escape closes it and focus returns', async ({ page }) => {
    await page.goto('/');
    await trigger(page).focus();
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await expect(box(page)).toBeFocused();
    await expect(box(page)).toHaveAttribute('placeholder', 'Search events, venues, teams, players...');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(trigger(page)).toBeFocused();
  });

  test("clicking the header box opens it; typing shows 'Searching...' then result cards", async ({
    page,
    request,
  }) => {
    const [team] = await teamNames(request, 1);
    if (!team) throw new Error('no team');
    await page.goto('/');
    await trigger(page).click();
    await expect(box(page)).toBeFocused();
    await expect(dialog(page).getByRole('button', { name: 'Clear search' })).toHaveCount(0);

    await box(page).pressSequentially(team.slice(0, 6), { delay: 20 });
    await expect(dialog(page).getByText('Searching...')).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Clear search' })).toBeVisible();
    const results = dialog(page).getByRole('list', { name: /Results for/ });
    await expect(results.getByRole('button').first()).toBeVisible();
    await expect(dialog(page).getByText('Searching...')).toBeHidden();

    await box(page).fill(team);
    await expect(results.getByRole('button', { name: new RegExp(escapeRegExp(team)) }).first()).toBeVisible();
    // Every card carries a type badge.
    await expect(results.getByText(/^(Event|Venue|Team|Player)$/).first()).toBeVisible();

    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(trigger(page)).toBeFocused();
  });

  test('says when nothing matches', async ({ page }) => {
    await page.goto('/');
    await trigger(page).click();
    await box(page).fill('zzzz');
    await expect(dialog(page).getByText('No results found for "zzzz"')).toBeVisible();
  });

  test('lists the five newest recent searches, and clicking one runs it again', async ({ page, request }) => {
    const teams = await teamNames(request, 6);
    await page.goto('/');
    await trigger(page).click();
    for (const team of teams) await searchFor(page, team);

    await dialog(page).getByRole('button', { name: 'Clear search' }).click();
    const recent = dialog(page).getByRole('region', { name: 'Recent Searches' });
    await expect(recent.getByRole('button')).toHaveText(teams.slice(1).reverse());

    // The history survives closing and reopening.
    await page.keyboard.press('Escape');
    await trigger(page).click();
    await expect(recent.getByRole('button')).toHaveText(teams.slice(1).reverse());

    const again = teams[3] ?? '';
    await recent.getByRole('button', { name: again }).click();
    await expect(box(page)).toHaveValue(again);
    await expect(dialog(page).getByRole('status')).toContainText(`for "${again}"`);

    const saved = await page.evaluate(() => JSON.parse(window.localStorage.getItem('searchHistory') ?? '[]'));
    expect(saved).toHaveLength(6);
  });

  test('an event result with date, venue and price goes into the cart with time TBD', async ({
    page,
    request,
  }) => {
    const response = await request.get('/api/events?pageSize=1&sort=popularity');
    const [event] = ((await response.json()) as EventPage).items;
    if (!event) throw new Error('no event');
    await page.goto('/');
    await trigger(page).click();
    await box(page).fill(event.title);
    const result = dialog(page)
      .getByRole('list', { name: /Results for/ })
      .getByRole('button', { name: new RegExp(`${escapeRegExp(event.title)}.*Event`) })
      .first();
    await result.click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByText('Added to Cart 🛒')).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }).click();
    const cart = page.getByRole('dialog', { name: 'Cart' });
    await expect(cart).toContainText(event.title);
    await expect(cart).toContainText('TBD');
  });

  test("a player result leads to their team's upcoming matches", async ({ page, request }) => {
    let player: SearchResult | undefined;
    for (const q of ['kohli', 'sharma', 'dhoni', 'singh', 'india']) {
      const response = await request.get(`/api/search?q=${q}`);
      const { results } = (await response.json()) as SearchResponse;
      player = results.find((r) => r.type === 'player' && r.href.startsWith('/events?team='));
      if (player) break;
    }
    if (!player) throw new Error('no player whose team has upcoming matches');
    const team = new URL(player.href, 'http://x').searchParams.get('team') ?? '';
    const listed = await request.get(`/api/events?team=${team}&pageSize=1`);
    const [match] = ((await listed.json()) as EventPage).items;
    if (!match) throw new Error(`no match of ${team}`);
    const teamName = match.team1Id === team ? match.team1 : match.team2;

    await page.goto('/');
    await trigger(page).click();
    await searchFor(page, player.title);
    await dialog(page)
      .getByRole('list', { name: /Results for/ })
      .getByRole('button', { name: new RegExp(`${escapeRegExp(player.title)}.*Player`) })
      .first()
      .click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === player.href);
    await expect(page.getByText('Showing matches of')).toBeVisible();
    await expect(page.getByText(teamName, { exact: true })).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText(teamName);
    await expect(page.getByRole('article').filter({ hasNotText: teamName })).toHaveCount(0);
    await expect(page.getByText('No matches found matching your criteria')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Show every team' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('team')).toBeNull();
  });

  test('has no accessibility violations while open', async ({ page, request }) => {
    const [team] = await teamNames(request, 1);
    await page.goto('/');
    await trigger(page).click();
    // The overlay's code loads on first intent: wait for it before scanning.
    await expect(box(page)).toBeFocused();
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    await searchFor(page, team ?? 'mumbai');
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  });
});
