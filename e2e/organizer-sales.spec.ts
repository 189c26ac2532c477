// The organiser sees a sale (issue 11, Sales): a fan books and pays for one of the promoter's events
// through the booking dialog; the promoter opens My events → Sales for it and finds the sale in the
// figures, the chart's summary and the attendee list, downloads the attendee CSV, and the page is
// axe-clean and fits a desktop and a phone. Screenshots of both go to test-results/.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import type { CatalogueEvent, EventPage } from '../src/shared/schemas/catalogue';
import {
  chooseCategory,
  continueToReview,
  expectPaymentSuccess,
  fillCard,
  openBookingDialog,
  openPayment,
} from './booking-helpers';
import { expect, expectNoAxeViolations, signInAsPromoter, signUp, test } from './fixtures';

/**
 * A badminton event of the promoter's with places to spare that no other spec books: the booking
 * specs take their events from the first page of the default list, so this one is outside it.
 */
async function promotersEvent(request: APIRequestContext): Promise<CatalogueEvent> {
  const list = async (query: string) => {
    const response = await request.get(`/api/events?${query}`);
    expect(response.ok()).toBe(true);
    return ((await response.json()) as EventPage).items;
  };
  const taken = new Set((await list('pageSize=100')).map((event) => event.id));
  const event = (await list('sport=badminton&pageSize=100')).find(
    (e) => e.status === 'upcoming' && e.demand !== 'high' && !taken.has(e.id),
  );
  if (!event) throw new Error('no badminton event free for this spec');
  return event;
}

/** The value of a figure card ('Gross revenue' → '₹5,782'). */
const figure = (page: Page, label: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .first()
    .locator('xpath=following-sibling::dd[1]');

// Toasts are left out of page scans: sonner fades them in, and axe measures the half-faded colours.
const axe = (page: Page) => expectNoAxeViolations(page, { exclude: ['[data-sonner-toaster]'] });

const noSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

test('the organiser sees a fan’s booking in the sales figures and the attendees, and downloads them', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const event = await promotersEvent(request);

  // A fan books two Gold places and pays by card.
  await signUp(page, 'Meera Iyer');
  const dialog = await openBookingDialog(page, event);
  await chooseCategory(dialog, 'Gold', 2);
  const total = await continueToReview(dialog, { phone: '98765 43210' }, ['Kavya Iyer']);
  const payment = await openPayment(page, dialog, total);
  await fillCard(payment, '4111 1111 1111 1111');
  await payment.getByRole('button', { name: `Pay ${total}` }).click();
  const { reference } = await expectPaymentSuccess(payment);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The promoter finds the event in My events and opens its sales.
  await signInAsPromoter(page);
  await page.getByLabel('Search your events').fill(event.title);
  const row = page
    .getByRole('table', { name: 'My events' })
    .getByRole('row')
    .filter({ has: page.locator(`a[href^="/events/${event.id}?"]`) });
  await row.getByRole('link', { name: `Sales of ${event.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/organizer/events/${event.id}/sales$`));
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(page).toHaveTitle(`Sales · ${event.title} · KhelPass`);

  // The sale in the figures: the event had no booking on KhelPass before this one.
  await expect(figure(page, 'Gross revenue')).toContainText(total);
  await expect(figure(page, 'Gross revenue')).toContainText('1 confirmed booking on KhelPass');
  await expect(figure(page, 'Refunded')).toContainText('₹0');
  await expect(figure(page, 'Admissions')).toContainText('0 / 2');
  await expect(page.getByRole('figure')).toContainText('2 tickets sold on ');
  await expect(page.locator('.uplot canvas').first()).toBeVisible();
  const seats = page.getByRole('region', { name: 'Seats by category' });
  await expect(seats.getByRole('row', { name: /^Gold / })).toBeVisible();

  // The attendee, found again by searching the reference.
  const attendees = page.getByRole('table', { name: 'Attendees' });
  await expect(attendees).toContainText(reference);
  await expect(attendees).toContainText('Meera Iyer');
  await expect(attendees).toContainText('2 × Gold');
  await expect(attendees).toContainText('Confirmed');
  await page.getByLabel('Search attendees').fill(reference.toLowerCase());
  await expect(page.getByText('Showing 1–1 of 1 bookings')).toBeVisible();
  await page.getByLabel('Search attendees').fill('nobody by this name');
  await expect(page.getByText('No bookings match this search.')).toBeVisible();
  await page.getByLabel('Search attendees').fill('');

  // The CSV holds the booking.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: `Download CSV of the attendees of ${event.title}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`attendees-${event.id}.csv`);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv).toContain('Booking reference,Name,E-mail,Phone,Seating,Seats');
  expect(csv).toContain(`${reference},Meera Iyer,`);

  await page.getByText('Show the figures per day').click();
  await axe(page);
  await page.screenshot({ path: test.info().outputPath('organizer-sales-1280x800.png'), fullPage: true });

  // On a phone: cards instead of the attendee table, and nothing scrolls the page sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Attendees' })).toContainText(reference);
  await expect(attendees).toBeHidden();
  await noSidewaysScroll(page);
  await axe(page);
  await page.screenshot({ path: test.info().outputPath('organizer-sales-390x844.png'), fullPage: true });
});

test('an event with no bookings on KhelPass says so plainly', async ({ page }) => {
  await signInAsPromoter(page);
  const response = await page.request.get('/api/organizer/events?status=completed&pageSize=1');
  const [event] = ((await response.json()) as { items: { id: string; title: string }[] }).items;
  if (!event) throw new Error('the promoter has no completed event');
  await page.goto(`/organizer/events/${event.id}/sales`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(page.getByText('No bookings on KhelPass yet: tickets sold per day appear here')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'No bookings on KhelPass yet.' })).toBeVisible();
  await expect(figure(page, 'Gross revenue')).toContainText('₹0');
  await axe(page);
});
