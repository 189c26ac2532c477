// The organiser console's "My events" (issue 11): only the organiser's own events, filtered by
// status and searched, readable on a desktop and on a phone. Screenshots of both go to the test's
// output folder (test-results/).
import type { Page } from '@playwright/test';
import type { OrganizerEventPage } from '../src/shared/schemas/organizer';
import { expect, expectNoAxeViolations, signInAsPromoter, test } from './fixtures';

/** organizer@khelpass.in runs the catalogue's kabaddi, tennis, hockey and badminton. */
const PROMOTER_SPORT = /(Kabaddi|Tennis|Hockey|Badminton) · /;

/** The list as the API gives it to the signed-in organiser (the page's own cookies). */
async function ownEvents(page: Page, query = '') {
  const response = await page.request.get(`/api/organizer/events${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as OrganizerEventPage;
}

const listStatus = (page: Page) => page.getByRole('region', { name: 'My events' }).getByRole('status');

// Toasts are left out of page scans: sonner fades them in, and axe measures the half-faded colours.
const axe = (page: Page) => expectNoAxeViolations(page, { exclude: ['[data-sonner-toaster]'] });

test('on a desktop: a table of only my events, filtered by status and searched', async ({ page }) => {
  await signInAsPromoter(page);
  const all = await ownEvents(page);
  const table = page.getByRole('table', { name: 'My events' });
  await expect(listStatus(page)).toHaveText(`Showing 1–20 of ${all.total} events`);
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(21);
  for (const row of (await rows.all()).slice(1)) {
    await expect(row.getByRole('cell').first()).toContainText(PROMOTER_SPORT);
  }
  await expect(page.getByRole('list', { name: 'My events' })).toBeHidden();
  await axe(page);
  await page.screenshot({ path: test.info().outputPath('organizer-1280x800.png'), fullPage: true });

  const chips = page.getByRole('group', { name: 'Filter by status' });
  const completed = all.statusCounts.completed;
  await chips.getByRole('button', { name: `Completed ${completed}` }).click();
  await expect(listStatus(page)).toHaveText(`Showing 1–${Math.min(20, completed)} of ${completed} events`);
  for (const row of (await rows.all()).slice(1)) {
    await expect(row.getByRole('cell').nth(3)).toHaveText('Completed');
  }

  await chips.getByRole('button', { name: /^All / }).click();
  const tournament = all.items[0]?.tournament ?? '';
  const matching = await ownEvents(page, `?q=${encodeURIComponent(tournament)}`);
  await page.getByLabel('Search your events').fill(tournament.toLowerCase());
  await expect(listStatus(page)).toHaveText(
    `Showing 1–${Math.min(20, matching.total)} of ${matching.total} events`,
  );
  for (const row of (await rows.all()).slice(1)) {
    await expect(row.getByRole('cell').first()).toContainText(tournament);
  }
  await expect(chips.getByRole('button', { name: /^All / })).toHaveAccessibleName(`All ${matching.total}`);

  await page.getByLabel('Search your events').fill('no such team anywhere');
  await expect(listStatus(page)).toHaveText('No events match these filters.');
  await axe(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('events are cards, and nothing scrolls the page sideways', async ({ page }) => {
    await signInAsPromoter(page);
    const cards = page.getByRole('list', { name: 'My events' }).getByRole('listitem');
    await expect(cards).toHaveCount(20);
    await expect(page.getByRole('table', { name: 'My events' })).toBeHidden();
    await expect(cards.first()).toContainText(PROMOTER_SPORT);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await axe(page);
    await page.screenshot({ path: test.info().outputPath('organizer-390x844.png'), fullPage: true });
  });
});
