// Auto-save of the booking dialog (issue 13 point 3, 'Logged in • Auto-save enabled'): a signed-in
// fan's progress is saved with the booking session on the server and comes back when the dialog
// reopens while the session lives, after a reload too; the seats stay held meanwhile. Once the
// session has run out (the 20 s hold server, E2E_SHORT_HOLD_URL) reopening starts fresh. A guest's
// dialog saves nothing and gives the places back when closed.
import type { Locator, Page } from '@playwright/test';
import type { CatalogueEvent } from '../src/shared/schemas/catalogue';
import {
  categoryAvailable,
  chooseCategory,
  continueButton,
  EVENT_SLOTS,
  expectedHttpErrors,
  expectStep,
  expectToast,
  fillDetails,
  freeRun,
  openBookingDialog,
  seatButton,
  seating,
  showSeatMap,
  toasts,
  upcomingEvent,
} from './booking-helpers';
import { expect, expectNoAxeViolations, signUp, test, uniqueEmail } from './fixtures';

test.use({ allowedConsoleErrors: expectedHttpErrors });

const SHOTS = '/work/notes/shots/autosave';
const WELCOME_BACK = 'Welcome back: your booking is as you left it.';

/** 'Book Tickets' on the event's page (already open) again: the dialog, whatever step it opens on. */
async function reopen(page: Page, event: CatalogueEvent) {
  await page.getByRole('button', { name: 'Book Tickets' }).click();
  const dialog = page.getByRole('dialog', { name: event.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function close(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Close booking' }).click();
  await expect(dialog).toBeHidden();
}

/** What anyone else sees of these map seats now. */
async function seatStatuses(
  request: Parameters<typeof seating>[0],
  eventId: string,
  ids: string[],
  origin = '',
) {
  const seats = (await seating(request, eventId, origin)).sections.flatMap((s) =>
    s.rows.flatMap((r) => r.seats),
  );
  return ids.map((id) => seats.find((seat) => seat.id === id)?.status);
}

test('a signed-in fan picks seats, fills details, closes and reloads; reopened, the dialog is as they left it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const event = await upcomingEvent(request, EVENT_SLOTS.autoSave);
  const [first, second] = freeRun(await seating(request, event.id), 2);
  if (!first || !second) throw new Error('no free run');
  await signUp(page, 'Kavya Menon');

  let dialog = await openBookingDialog(page, event);
  await expect(dialog.getByText('Logged in • Auto-save enabled')).toBeVisible();
  await showSeatMap(dialog);
  await seatButton(dialog, first).click();
  await seatButton(dialog, second).click();
  await expect(dialog.getByText('Your selection: 2 seats · Premium section')).toBeVisible();
  await continueButton(dialog).click();
  await expectStep(dialog, 2);
  await dialog.getByText('VIP Parking').click();
  await continueButton(dialog).click();
  await expectStep(dialog, 3);
  await fillDetails(dialog, { phone: '98765 43210' }, ['Rahul Menon']);
  await dialog.getByLabel(/^Special requests/).fill('Near the stairs, please');

  // Closed: the seats stay held for this fan, who is told until when.
  await close(dialog);
  await expectToast(page, 'Booking saved', 'Your seats are held until');
  await expect(toasts(page, 'Booking saved')).toContainText(
    /held until \d{1,2}:\d{2}\s?[ap]m IST\. Open Book Tickets again to carry on where you left off\./,
  );
  expect(await seatStatuses(request, event.id, [first.id, second.id])).toEqual(['blocked', 'blocked']);

  const expectAsLeft = async (restored: Locator) => {
    await expectStep(restored, 3);
    await expect(restored.getByRole('status').filter({ hasText: WELCOME_BACK })).toBeVisible();
    await expect(restored.getByLabel('Full name')).toHaveValue('Kavya Menon');
    await expect(restored.getByLabel('Phone (+91 mobile)')).toHaveValue('98765 43210');
    await expect(restored.getByLabel('Guest 1 name')).toHaveValue('Rahul Menon');
    await expect(restored.getByLabel(/^Special requests/)).toHaveValue('Near the stairs, please');
  };
  dialog = await reopen(page, event);
  await expectAsLeft(dialog);

  // Closed again and the page reloaded: it comes back from the server.
  await close(dialog);
  await page.reload();
  dialog = await reopen(page, event);
  await expectAsLeft(dialog);
  await expectNoAxeViolations(page, { include: '[role="dialog"]', exclude: ['[data-sonner-toaster]'] });
  await page.screenshot({ path: `${SHOTS}/restored-1280x800.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByLabel('Phone (+91 mobile)')).toHaveValue('98765 43210');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/restored-390x844.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Back through the steps: the add-on, and the two seats still this fan's on the map.
  await dialog.getByRole('button', { name: 'Previous' }).click();
  await expectStep(dialog, 2);
  await expect(dialog.getByRole('checkbox', { name: /VIP Parking/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Previous' }).click();
  await expectStep(dialog, 1);
  await expect(dialog.getByRole('group', { name: /^Seat map of / })).toBeVisible();
  await expect(seatButton(dialog, first)).toHaveAttribute('aria-pressed', 'true');
  await expect(seatButton(dialog, second)).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('heading', { name: 'Selected seats (2)' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/restored-seats-1280x800.png` });
});

test('once the booking session has run out, reopening starts fresh', async ({ page, request }) => {
  test.setTimeout(60_000);
  const origin = process.env.E2E_SHORT_HOLD_URL;
  if (!origin) throw new Error('E2E_SHORT_HOLD_URL is not set (playwright.config.ts)');
  const event = await upcomingEvent(request, EVENT_SLOTS.autoSaveExpiry, origin);
  const before = await categoryAvailable(request, event.id, 'regular', origin);
  // An account on the short-hold server (its own database): signed up through its API.
  const signedUp = await page.request.post(`${origin}/api/auth/sign-up`, {
    data: { name: 'Short Stay', email: uniqueEmail(), password: 'secret123' },
    headers: { Origin: origin },
  });
  expect(signedUp.status()).toBe(201);

  let dialog = await openBookingDialog(page, event, origin);
  await expect(dialog.getByText('Logged in • Auto-save enabled')).toBeVisible();
  await chooseCategory(dialog, 'Regular', 2);
  await continueButton(dialog).click();
  await expectStep(dialog, 2);
  await dialog.getByText('Shuttle Service').click();
  await close(dialog);
  await expect(toasts(page, 'Booking saved')).toHaveCount(1);

  // Within the session's 20 s: as left.
  dialog = await reopen(page, event);
  await expectStep(dialog, 2);
  await expect(dialog.getByRole('checkbox', { name: /Shuttle Service/ })).toBeChecked();
  await close(dialog);

  // Run out on the server: the places are free again, and the dialog opens on a new session.
  await expect
    .poll(() => categoryAvailable(request, event.id, 'regular', origin), { timeout: 25_000 })
    .toBe(before);
  dialog = await reopen(page, event);
  await expectStep(dialog, 1);
  await expect(dialog.getByText('Your selection: Nothing selected yet')).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: WELCOME_BACK })).toHaveCount(0);
  await expect(dialog.getByRole('radio', { name: /^Regular/ })).not.toBeChecked();
});

test("a guest's dialog saves nothing: closed, it gives the places back and reopens fresh", async ({
  page,
  request,
}) => {
  const event = await upcomingEvent(request, EVENT_SLOTS.autoSaveGuest);
  const before = await categoryAvailable(request, event.id, 'gold');
  const saves: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/progress')) saves.push(sent.url());
  });
  let dialog = await openBookingDialog(page, event);
  await expect(dialog.getByText('Logged in • Auto-save enabled')).toHaveCount(0);
  await chooseCategory(dialog, 'Gold', 2);
  await continueButton(dialog).click();
  await expectStep(dialog, 2);
  await close(dialog);
  await expect.poll(() => categoryAvailable(request, event.id, 'gold')).toBe(before);
  await expect(toasts(page, 'Booking saved')).toHaveCount(0);

  dialog = await reopen(page, event);
  await expectStep(dialog, 1);
  await expect(dialog.getByText('Your selection: Nothing selected yet')).toBeVisible();
  expect(saves).toEqual([]);
});
