// The GST tax invoice page (/bookings/:bookingId/invoice): reached from a booking card, its totals
// are the charge, it prints without the site's chrome, axe finds nothing, and it looks right on a
// desktop and a phone (screenshots under /work/notes/shots/invoice/ when that folder exists, else
// the test's output folder). A guest's invoice opens in the browser that booked it, nowhere else.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatPaiseExact } from '../src/shared/domain/format';
import type { Seating } from '../src/shared/schemas/booking';
import type { EventPage } from '../src/shared/schemas/catalogue';
import { bookThroughApi, expectedHttpErrors } from './booking-helpers';
import { expect, expectNoAxeViolations, signUp, test } from './fixtures';

test.use({ allowedConsoleErrors: expectedHttpErrors });

const SHOTS = '/work/notes/shots/invoice';
const shot = (name: string) => (existsSync(SHOTS) ? join(SHOTS, name) : test.info().outputPath(name));

/**
 * A seeded upcoming event far down the catalogue (clear of the booking specs' slots) with a deal
 * running on a category that has two places left: its category id.
 */
async function eventWithDeal(request: APIRequestContext) {
  const page = (await (await request.get('/api/events?pageSize=100')).json()) as EventPage;
  const candidates = page.items
    .filter((e) => /^ev-(?:\d+-)?\d{6}$/.test(e.id) && e.status === 'upcoming' && e.demand !== 'high')
    .reverse();
  for (const event of candidates) {
    const seating = (await (await request.get(`/api/events/${event.id}/seating`)).json()) as Seating;
    const discounted = seating.categories.find((c) => c.pricePaise < c.listPricePaise && c.available >= 2);
    if (discounted) return { eventId: event.id, categoryId: discounted.id };
  }
  throw new Error('no upcoming event with a deal and two places left');
}

/** The site's promotional banners come at random moments; the screenshots are of the invoice. */
const withoutBanners = {
  style:
    '[role="status"][aria-label="Offer"], [role="status"][aria-label="Alert"] { display: none !important; }',
};

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('a fan opens the tax invoice from the booking card; totals are the charge; prints clean; axe; desktop and phone', async ({
  page,
  request,
}) => {
  // Two axe runs, four screenshots and a booking: about 21 s alone, past 30 s beside another worker.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUp(page, 'Invoice Fan');
  const { eventId, categoryId } = await eventWithDeal(request);
  const booking = await bookThroughApi(page, eventId, {
    categoryId,
    quantity: 2,
    addOns: ['parking'],
    insurance: true,
  });
  expect(booking.quote.dealDiscountPaise).toBeGreaterThan(0);

  await page.goto('/bookings');
  const card = page.getByRole('article', { name: booking.eventTitle });
  await card.getByRole('link', { name: /Tax invoice/ }).click();
  await expect(page).toHaveURL(`/bookings/${booking.id}/invoice`);
  const invoice = page.getByRole('article', { name: 'Tax invoice' });
  await expect(invoice.getByText(`INV-${booking.reference}`)).toBeVisible();
  await expect(invoice.getByRole('rowheader', { name: /Deal discount/ })).toBeVisible();
  await expect(invoice.getByRole('rowheader', { name: /VIP Parking/ })).toBeVisible();
  await expect(invoice.getByRole('rowheader', { name: /Event Protection Insurance/ })).toBeVisible();
  const total = invoice.getByText('Total paid').locator('..');
  await expect(total).toHaveText(`Total paid${formatPaiseExact(booking.totalPaise)}`);
  const gst = invoice.getByText('GST charged', { exact: true }).locator('..');
  await expect(gst).toHaveText(`GST charged${formatPaiseExact(booking.quote.gstPaise)}`);
  await expect(page).toHaveTitle(`Tax invoice INV-${booking.reference} · KhelPass`);

  await expectNoAxeViolations(page);
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.screenshot({ path: shot('invoice-1280x800.png'), fullPage: true, ...withoutBanners });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(invoice).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: shot('invoice-390x844.png'), fullPage: true, ...withoutBanners });
  await invoice.getByRole('table').screenshot({ path: shot('invoice-390x844-lines.png'), ...withoutBanners });

  // Printed: the invoice alone, no site header, footer or Print button.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(invoice).toBeVisible();
  await page.screenshot({ path: shot('invoice-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The tickets page links to it too.
  await page.goto(`/bookings?booking=${booking.id}`);
  await expect(page.getByRole('link', { name: 'Tax invoice' })).toHaveAttribute(
    'href',
    `/bookings/${booking.id}/invoice`,
  );
});

test('a guest’s invoice opens in the browser that booked it, and nowhere else', async ({
  page,
  browser,
  request,
}) => {
  await page.goto('/');
  const { eventId } = await eventWithDeal(request);
  const booking = await bookThroughApi(page, eventId);
  await page.goto(`/bookings/${booking.id}/invoice`);
  const invoice = page.getByRole('article', { name: 'Tax invoice' });
  await expect(invoice.getByText('Total paid').locator('..')).toHaveText(
    `Total paid${formatPaiseExact(booking.totalPaise)}`,
  );

  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(`${new URL(page.url()).origin}/bookings/${booking.id}/invoice`);
  // The page's own alert (the footer's newsletter field has one too, once the footer has loaded).
  await expect(other.getByRole('main').getByRole('alert')).toContainText("We couldn't find this booking");
  await expect(other.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(other);
  await elsewhere.close();
});
