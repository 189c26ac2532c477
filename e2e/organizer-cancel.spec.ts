// An event's life from the organiser console (issue 11, decision 009 section 6): a fan books and
// pays an event of organizer@khelpass.in; the organiser postpones it (the fan's booking shows the
// new date), then cancels it (the fan's booking says 'Refunded' with the amount, the event page says
// it was cancelled). The dialogs are checked with axe on a desktop and on a phone; screenshots go to
// the test's output folder (test-results/).
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { formatDate, formatEventWhen } from '../src/shared/domain/format';
import type { CatalogueEvent, EventPage } from '../src/shared/schemas/catalogue';
import {
  chooseCategory,
  collectConsoleErrors,
  continueButton,
  expectedHttpErrors,
  expectPaymentSuccess,
  expectStep,
  fillCard,
  fillDetails,
  openBookingDialog,
  openPayment,
  reviewTotal,
} from './booking-helpers';
import { expect, expectNoAxeViolations, signInAsPromoter, signUp, test } from './fixtures';

const PROMOTER_SPORTS = new Set(['kabaddi', 'tennis', 'hockey', 'badminton']);
const DAY = 86_400_000;

test.use({ allowedConsoleErrors: expectedHttpErrors });

/**
 * The promoter's upcoming events with places to sell, latest first: the last of the catalogue's
 * date order, so that moving or cancelling one changes no list another spec books from (they take
 * events from the first page).
 */
async function promoterEventsLatestFirst(request: APIRequestContext): Promise<CatalogueEvent[]> {
  const events: CatalogueEvent[] = [];
  for (let page = 1; ; page += 1) {
    const response = await request.get(`/api/events?pageSize=100&page=${page}`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as EventPage;
    events.push(...body.items);
    if (!body.hasMore) break;
  }
  return events
    .filter(
      (event) => PROMOTER_SPORTS.has(event.category) && event.status === 'upcoming' && event.seatsLeft > 50,
    )
    .reverse();
}

/** Finds the event in My events by its title; answers its Manage button (the table's, on a desktop). */
async function manageButton(page: Page, event: CatalogueEvent) {
  await page.getByLabel('Search your events').fill(event.title);
  const region = page.getByRole('region', { name: 'My events' });
  await expect(region.getByRole('status')).toHaveText(/^Showing 1–\d+ of \d+ events$/);
  return region.getByRole('button', { name: `Manage ${event.title}` }).locator('visible=true');
}

async function openAction(page: Page, event: CatalogueEvent, item: string) {
  const manage = await manageButton(page, event);
  await manage.click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return { manage, dialog };
}

const axeOnDialog = (page: Page) => expectNoAxeViolations(page, { include: '[role="dialog"]' });
/** A screenshot in the test's output folder: the whole page, or what the screen shows (a dialog). */
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });

/** A second browser for the organiser, at the desktop size, its console errors collected. */
async function organiserBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  return { context, page, problems: collectConsoleErrors(page, expectedHttpErrors) };
}

/** yyyy-mm-dd `days` after an India date. */
const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

test('a fan pays; the organiser postpones, then cancels: the fan sees the new date, then Refunded with the amount', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // A booking through the dialog and two browsers: longer than the default 30 s on a busy machine.
  test.slow();
  const [event] = await promoterEventsLatestFirst(request);
  if (!event) throw new Error('the promoter has no upcoming event');

  // The fan books one Gold place with VIP Parking, and pays by card.
  await signUp(page, 'Nisha Verma');
  const booking = await openBookingDialog(page, event);
  await chooseCategory(booking, 'Gold', 1);
  await continueButton(booking).click();
  await expectStep(booking, 2);
  await booking.getByText('VIP Parking').click();
  await continueButton(booking).click();
  await expectStep(booking, 3);
  await fillDetails(booking, { phone: '98765 43210' });
  await continueButton(booking).click();
  await expectStep(booking, 4);
  const total = await reviewTotal(booking);
  const payment = await openPayment(page, booking, total);
  await fillCard(payment, '4111 1111 1111 1111');
  await payment.getByRole('button', { name: `Pay ${total}` }).click();
  await expectPaymentSuccess(payment);

  const organiser = await organiserBrowser(browser, baseURL);
  try {
    const console = organiser.page;
    await signInAsPromoter(console);

    // Postpone: the fields' errors, then a new date two days later at 6:30 pm IST.
    const postponing = await openAction(console, event, 'Postpone…');
    await expect(postponing.dialog.getByRole('heading', { name: 'Postpone this event' })).toBeVisible();
    await expect(postponing.dialog.getByLabel('New date')).toBeFocused();
    await postponing.dialog.getByRole('button', { name: 'Postpone' }).click();
    await expect(postponing.dialog.getByLabel('New date')).toHaveAccessibleDescription('Choose the new date');
    await axeOnDialog(console);
    await shot(console, 'postpone-dialog-1280x800', false);
    const newDate = daysAfter(event.date, 2);
    await postponing.dialog.getByLabel('New date').fill(newDate);
    await postponing.dialog.getByLabel('New start time (IST)').fill('18:30');
    await postponing.dialog.getByRole('button', { name: 'Postpone' }).click();
    const newStart = new Date(`${newDate}T18:30:00+05:30`);
    await expect(postponing.dialog.getByRole('status')).toHaveText(
      `Moved to ${formatEventWhen(newStart)}, first planned for ${formatEventWhen(event.startsAt)}. Tickets stay valid.`,
    );
    await postponing.dialog.getByRole('button', { name: 'Done' }).click();
    await expect(postponing.dialog).toBeHidden();
    await expect(postponing.manage).toBeFocused();
    const row = console
      .getByRole('table', { name: 'My events' })
      .getByRole('row')
      .filter({ hasText: event.title });
    await expect(row).toContainText('Postponed');

    // The fan's booking and the event page show the new date.
    await page.goto('/bookings');
    const card = page.getByRole('article', { name: event.title });
    await expect(card).toContainText(formatEventWhen(newStart));
    await expect(card).toContainText('Confirmed');
    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(event.title);
    await expect(page.getByRole('main')).toContainText(`originally ${formatEventWhen(event.startsAt)}`);

    // Cancel: what it does (one booking, its whole amount), a reason required, then the refunds.
    const cancelling = await openAction(console, event, 'Cancel event…');
    await expect(cancelling.dialog.getByRole('heading', { name: 'Cancel this event?' })).toBeVisible();
    await expect(cancelling.dialog).toContainText(
      `1 booking confirmed: each will be refunded in full, ${total} in all (seats, add-ons, insurance, fee and GST).`,
    );
    await cancelling.dialog.getByRole('button', { name: 'Cancel event and refund' }).click();
    const reason = cancelling.dialog.getByLabel(/^Reason/);
    await expect(reason).toBeFocused();
    await expect(reason).toHaveAccessibleDescription('Say why the event is cancelled');
    await axeOnDialog(console);
    await shot(console, 'cancel-dialog-1280x800', false);
    await reason.fill('The venue is closed for repairs after the storm');
    await cancelling.dialog.getByRole('button', { name: 'Cancel event and refund' }).click();
    await expect(cancelling.dialog.getByRole('status')).toHaveText(
      `Event cancelled. 1 booking refunded in full: ${total}.`,
    );
    await axeOnDialog(console);
    await shot(console, 'cancel-done-1280x800', false);
    await cancelling.dialog.getByRole('button', { name: 'Done' }).click();
    await expect(cancelling.dialog).toBeHidden();
    await expect(cancelling.manage).toBeFocused();
    await expect(row).toContainText('Cancelled');
    expect(organiser.problems).toEqual([]);
  } finally {
    await organiser.context.close();
  }

  // The fan: Refunded, with the amount and the day; no tickets; the event page says cancelled.
  await page.goto('/bookings');
  const refunded = page.getByRole('article', { name: event.title });
  await expect(refunded).toContainText('Refunded');
  await expect(refunded).toContainText(`Refunded ${total} on ${formatDate(new Date())}.`);
  await expect(refunded.getByRole('link', { name: /View tickets/ })).toHaveCount(0);
  await expectNoAxeViolations(page, { exclude: ['[data-sonner-toaster]'] });
  await shot(page, 'bookings-refunded-1280x800');
  await page.goto(`/events/${event.id}`);
  const tickets = page.getByRole('region', { name: 'Tickets' });
  await expect(tickets).toContainText('This match was cancelled. Every booking is refunded in full.');
  await expect(tickets).toContainText('Reason: The venue is closed for repairs after the storm');
  await expect(page.getByRole('main').getByRole('button', { name: 'Book Tickets' })).toHaveCount(0);
  await shot(page, 'event-cancelled-1280x800');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/bookings');
  await expect(page.getByRole('article', { name: event.title })).toContainText(`Refunded ${total} on`);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await shot(page, 'bookings-refunded-390x844');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the cancel and postpone dialogs fit, name their errors, and change nothing when left', async ({
    page,
    request,
  }) => {
    // The promoter's second-latest event: opened, never changed.
    const [, event] = await promoterEventsLatestFirst(request);
    if (!event) throw new Error('the promoter has too few upcoming events');
    await signInAsPromoter(page);
    await page.getByLabel('Search your events').fill(event.title);
    const cards = page.getByRole('list', { name: 'My events' });
    const manage = cards.getByRole('button', { name: `Manage ${event.title}` });
    await cards
      .getByRole('listitem')
      .filter({ hasText: event.title })
      .screenshot({ path: test.info().outputPath('event-card-390x844.png') });

    await manage.click();
    await page.getByRole('menuitem', { name: 'Cancel event…' }).click();
    const cancelDialog = page.getByRole('dialog');
    await expect(cancelDialog).toContainText(/confirmed|No booking is confirmed yet/);
    await cancelDialog.getByRole('button', { name: 'Cancel event and refund' }).click();
    await expect(cancelDialog.getByLabel(/^Reason/)).toHaveAccessibleDescription(
      'Say why the event is cancelled',
    );
    await axeOnDialog(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await shot(page, 'cancel-dialog-390x844', false);
    await cancelDialog.getByRole('button', { name: 'Keep event' }).click();
    await expect(cancelDialog).toBeHidden();
    await expect(manage).toBeFocused();

    // From the keyboard: the menu opens on Enter, arrows move, Enter chooses.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Postpone…' })).toBeFocused();
    await page.keyboard.press('Enter');
    const postponeDialog = page.getByRole('dialog');
    await expect(postponeDialog.getByLabel('New date')).toBeFocused();
    await postponeDialog.getByLabel('New start time (IST)').fill('');
    await postponeDialog.getByRole('button', { name: 'Postpone' }).click();
    await expect(postponeDialog.getByLabel('New date')).toHaveAccessibleDescription('Choose the new date');
    await expect(postponeDialog.getByLabel('New start time (IST)')).toHaveAccessibleDescription(
      'Choose the new start time',
    );
    await axeOnDialog(page);
    await shot(page, 'postpone-dialog-390x844', false);
    await page.keyboard.press('Escape');
    await expect(postponeDialog).toBeHidden();
    await expect(manage).toBeFocused();

    const unchanged = (await (await request.get(`/api/events/${event.id}`)).json()) as CatalogueEvent;
    expect([unchanged.status, unchanged.startsAt]).toEqual(['upcoming', event.startsAt]);
  });
});
