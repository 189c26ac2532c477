// The admin console's Events and Organisers sections (issue 14): an admin takes an event down
// (it leaves the catalogue), puts it back, and gives it to another organiser, who then finds it in
// their console. The event is this test's own, made through the organiser's API. Screenshots at
// 1280x800 and 390x844 go to the test's output folder.
import type { Page } from '@playwright/test';
import { istDateTime } from '../src/shared/domain/time';
import type { AdminOrganizerList } from '../src/shared/schemas/admin-events';
import type { EventFormInput, OwnEvent } from '../src/shared/schemas/organizer';
import { expect, expectNoAxeViolations, signInAsPromoter, test } from './fixtures';

const ADMIN = { email: 'admin@khelpass.in', password: 'Admin@123' };
const CRICKET = { email: 'cricket@khelpass.in', password: 'Cricket@123' };
const DAY = 86_400_000;

// The event page answers 404 while the event is taken down, on purpose.
test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });

const axe = (page: Page) => expectNoAxeViolations(page, { exclude: ['[data-sonner-toaster]'] });
const uniqueWord = () => `Quor${Math.random().toString(36).slice(2, 7).replace(/\d/g, 'x')}`;

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function signIn(page: Page, account: { email: string; password: string }, landing: RegExp) {
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(landing);
}

/** A published event of the promoter's, made for this test through the organiser's API. */
async function promotersEvent(page: Page, word: string): Promise<OwnEvent> {
  await signInAsPromoter(page);
  const headers = { Origin: new URL(page.url()).origin };
  const form: EventFormInput = {
    sport: 'kabaddi',
    tournament: `${word} Takedown Cup`,
    team1: 'U Mumba',
    team2: `${word} Raiders`,
    venueId: 'nsci-dome',
    startDate: istDateTime(new Date(Date.now() + 21 * DAY)).date,
    startTime: '20:00',
    durationMinutes: 150,
    description: 'A kabaddi night made for the admin console test.',
    highlights: ['Raid of the night'],
    image: '🤼',
  };
  const created = await page.request.post('/api/organizer/events', { data: form, headers });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as OwnEvent;
  const published = await page.request.post(`/api/organizer/events/${event.id}/publish`, { headers });
  expect(published.status()).toBe(200);
  return event;
}

/** Opens the row's Manage menu and picks an action; the dialog it opens is answered. */
async function choose(page: Page, title: string, action: RegExp) {
  await page.getByRole('button', { name: `Manage ${title}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
  return page.getByRole('dialog');
}

test('an admin unpublishes an event, republishes it and transfers it to another organiser', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const word = uniqueWord();
  const event = await promotersEvent(page, word);
  const eventApi = `/api/events/${event.id}`;
  expect((await page.request.get(eventApi)).status()).toBe(200);

  await signIn(page, ADMIN, /\/admin$/);
  await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(word);
  await expect(page.getByText('1 event', { exact: true })).toBeVisible();
  await axe(page);
  await page.screenshot({ path: test.info().outputPath('admin-events-1280x800.png'), fullPage: true });

  // Unpublish: the dialog says what happens; the reason is required.
  let dialog = await choose(page, event.title, /^Unpublish/);
  await expect(dialog.getByRole('heading', { name: `Unpublish ${event.title}?` })).toBeVisible();
  await expect(dialog.getByText(/goes off sale now/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Unpublish event' }).click();
  const reason = dialog.getByLabel('Reason (shown to the organizer)');
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await reason.fill('Listing under review');
  await axe(page);
  await page.screenshot({ path: test.info().outputPath('admin-events-unpublish-1280x800.png') });
  await dialog.getByRole('button', { name: 'Unpublish event' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `${event.title} is unpublished` })).toBeVisible();
  await expect(page.getByRole('table').getByText('Unpublished by KhelPass')).toBeVisible();
  await expect(page.getByRole('button', { name: `Manage ${event.title}` })).toBeFocused();
  expect((await page.request.get(eventApi)).status()).toBe(404);

  // Republish: back in the catalogue.
  dialog = await choose(page, event.title, /^Republish/);
  await expect(dialog.getByText('It was taken down because: Listing under review')).toBeVisible();
  await dialog.getByRole('button', { name: 'Republish event' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is back in the catalogue' })).toBeVisible();
  expect((await page.request.get(eventApi)).status()).toBe(200);

  // Transfer to the cricket board.
  const organizers = (await (await page.request.get('/api/admin/organizers')).json()) as AdminOrganizerList;
  const board = organizers.items.find((o) => o.email === CRICKET.email);
  if (!board) throw new Error('the cricket board is not listed');
  dialog = await choose(page, event.title, /^Transfer/);
  await dialog.getByRole('button', { name: 'Transfer event' }).click();
  await expect(dialog.getByLabel('New organizer')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('New organizer').selectOption(board.id);
  await expect(dialog.getByText(`${board.name} runs it from now on`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Transfer event' }).click();
  await expect(page.getByRole('status').filter({ hasText: `now belongs to ${board.name}` })).toBeVisible();
  await expect(page.getByRole('cell', { name: new RegExp(CRICKET.email) })).toBeVisible();

  // The organisers page links to each organiser's events.
  await page
    .getByRole('navigation', { name: 'Admin console' })
    .getByRole('link', { name: 'Organizers' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Organizers' })).toBeVisible();
  await axe(page);
  await page.screenshot({ path: test.info().outputPath('admin-organizers-1280x800.png'), fullPage: true });
  await page.getByRole('link', { name: `Events of ${board.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/events\\?organizerId=${board.id}`));
  await expect(page.getByLabel('Organizer', { exact: true })).toHaveValue(board.id);

  // Phone: cards, no sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/events?q=${word}`);
  await expect(page.getByRole('list', { name: 'Events' }).getByText(event.title)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await axe(page);
  await page.screenshot({ path: test.info().outputPath('admin-events-390x844.png'), fullPage: true });
  dialog = await choose(page, event.title, /^Cancel with refunds/);
  await expect(dialog.getByText('No booking is confirmed: there is nothing to refund.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath('admin-events-cancel-390x844.png') });
  await dialog.getByRole('button', { name: 'Keep as is' }).click();
  await page.goto('/admin/organizers');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath('admin-organizers-390x844.png'), fullPage: true });

  // The cricket board now runs it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, CRICKET, /\/organizer$/);
  await page.getByRole('textbox', { name: /Search/ }).fill(word);
  await expect(page.getByRole('link', { name: event.title }).first()).toBeVisible();
});
