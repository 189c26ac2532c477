// The admin console's bookings (issue 14): a fan books and pays (through the API); an admin finds the
// booking by its reference, reads its payment (the card's last 4 digits only) and refunds it; the
// fan's /bookings then says Refunded. On a phone, an insurance-only refund and a re-sent e-mail.
// axe on the page and its dialogs; screenshots at 1280x800 and 390x844 in the test's output folder.
import type { Browser, Page } from '@playwright/test';
import { formatPaise } from '../src/shared/domain/format';
import type { Booking } from '../src/shared/schemas/booking';
import {
  bookThroughApi,
  collectConsoleErrors,
  EVENT_SLOTS,
  expectedHttpErrors,
  upcomingEvent,
} from './booking-helpers';
import { expect, expectNoAxeViolations, signUp, test } from './fixtures';

test.use({ allowedConsoleErrors: expectedHttpErrors });

const ADMIN = { email: 'admin@khelpass.in', password: 'Admin@123' };

const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });

/** A browser of the admin's own at this size, signed in, its console errors collected. */
async function adminBrowser(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    viewport,
  });
  const page = await context.newPage();
  const problems = collectConsoleErrors(page, expectedHttpErrors);
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(ADMIN.email);
  await form.getByLabel('Password').fill(ADMIN.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return { context, page, problems };
}

/** Opens the Bookings section from the console's navigation and looks the booking up by reference. */
async function lookUp(page: Page, booking: Booking) {
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin console' })
    .getByRole('link', { name: 'Bookings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await page.getByLabel('Booking reference or e-mail').fill(booking.reference.toLowerCase());
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings\\?ref=${booking.reference}$`));
  const details = page.getByRole('article', { name: new RegExp(`Booking ${booking.reference}`) });
  await expect(details).toBeVisible();
  return details;
}

const noSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

test('an admin finds a fan’s booking by its reference and refunds it; the fan sees it refunded', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const event = await upcomingEvent(page.request, EVENT_SLOTS.adminRefund);
  await signUp(page, 'Kavya Menon');
  const booking = await bookThroughApi(page, event.id, { quantity: 2, insurance: true });
  const total = formatPaise(booking.totalPaise);

  const admin = await adminBrowser(browser, baseURL, { width: 1280, height: 800 });
  try {
    const console = admin.page;
    const details = await lookUp(console, booking);
    await expect(details).toContainText('Confirmed');
    await expect(details).toContainText(booking.eventTitle);
    const payment = details.getByRole('region', { name: 'Payment' });
    await expect(payment).toContainText('the card ending 1111');
    await expect(payment).toContainText(booking.paymentId ?? '');
    await expect(console.getByRole('main')).not.toContainText('4111111111111111');
    await expect(details.getByRole('region', { name: 'Tickets' })).toContainText('Not admitted yet');
    await expectNoAxeViolations(console);
    await shot(console, 'admin-booking-1280x800');

    // Refund: the whole booking, the amount and the card named; a reason is required.
    await details.getByRole('button', { name: 'Refund…' }).click();
    const dialog = console.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: `Refund booking ${booking.reference}?` })).toBeVisible();
    await expect(dialog).toContainText(`Refund ${total} to the card ending 1111? The tickets stop working.`);
    await dialog.getByRole('button', { name: `Refund ${total}` }).click();
    const reason = dialog.getByLabel(/^Reason/);
    await expect(reason).toBeFocused();
    await expect(reason).toHaveAccessibleDescription('Give the reason for the refund');
    await expectNoAxeViolations(console, { include: '[role="dialog"]' });
    await shot(console, 'admin-refund-dialog-1280x800', false);
    await reason.fill('Fan was turned away: the stand was closed');
    await dialog.getByRole('button', { name: `Refund ${total}` }).click();
    await expect(dialog).toBeHidden();
    await expect(details.getByRole('status')).toHaveText(
      `Refunded ${total}. The booking's tickets no longer admit anyone; the fan is told by e-mail.`,
    );
    await expect(details.getByRole('heading', { level: 2 })).toContainText('Refunded');
    await expect(details.getByRole('region', { name: 'Payment' })).toContainText(`${total} on`);
    await expect(details.getByRole('button', { name: 'Refund…' })).toHaveCount(0);
    await expectNoAxeViolations(console);
    await shot(console, 'admin-booking-refunded-1280x800');

    await console.setViewportSize({ width: 390, height: 844 });
    await expect(details).toBeVisible();
    await noSidewaysScroll(console);
    await shot(console, 'admin-booking-refunded-390x844');
    expect(admin.problems).toEqual([]);
  } finally {
    await admin.context.close();
  }

  // The fan: Refunded, no tickets.
  await page.goto('/bookings');
  const card = page.getByRole('article', { name: booking.eventTitle });
  await expect(card).toContainText('Refunded');
  await expect(card).toContainText(`Refunded ${total} on`);
  await expect(card).toContainText('The whole payment was refunded. Its tickets are void.');
  await expect(card).not.toContainText('event was cancelled');
  await expect(card.getByRole('link', { name: /View tickets/ })).toHaveCount(0);
  await shot(page, 'fan-bookings-refunded-1280x800');
});

test('on a phone: only the insurance is refunded, the tickets stay valid; the e-mail is re-sent', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const event = await upcomingEvent(page.request, EVENT_SLOTS.adminRefundPhone);
  await signUp(page, 'Arjun Pillai');
  const booking = await bookThroughApi(page, event.id, { insurance: true });
  const insurance = formatPaise(booking.quote.insurancePaise);

  const admin = await adminBrowser(browser, baseURL, { width: 390, height: 844 });
  try {
    const console = admin.page;
    const details = await lookUp(console, booking);
    await details.getByRole('button', { name: 'Refund…' }).click();
    const dialog = console.getByRole('dialog');
    await dialog.getByRole('radio', { name: /ticket insurance only/ }).check();
    await expect(dialog).toContainText(
      `Refund the ticket insurance, ${insurance}, to the card ending 1111? The booking and its tickets stay valid.`,
    );
    await dialog.getByLabel(/^Reason/).fill('Insurance added by mistake at the counter');
    await expectNoAxeViolations(console, { include: '[role="dialog"]' });
    await shot(console, 'admin-insurance-dialog-390x844', false);
    await dialog.getByRole('button', { name: `Refund ${insurance}` }).click();
    await expect(details.getByRole('status')).toHaveText(
      `Refunded the ticket insurance, ${insurance}. The fan is told by e-mail.`,
    );
    await expect(details.getByRole('heading', { level: 2 })).toContainText('Confirmed');

    await details.getByRole('button', { name: 'Re-send e-mail' }).click();
    await expect(dialog).toContainText('The confirmation with 1 ticket and its QR code goes to');
    await dialog.getByRole('button', { name: 'Re-send e-mail' }).click();
    await expect(details.getByRole('status')).toHaveText(/^The confirmation e-mail is on its way to /);
    await expectNoAxeViolations(console);
    await noSidewaysScroll(console);
    await shot(console, 'admin-booking-insurance-390x844');
    expect(admin.problems).toEqual([]);
  } finally {
    await admin.context.close();
  }

  await page.goto('/bookings');
  await expect(page.getByRole('article', { name: booking.eventTitle })).toContainText('Confirmed');
});
