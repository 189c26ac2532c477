// Transferring a ticket (issue 13): a fan gives one of their tickets to a friend by e-mail from the
// tickets page; the page shows it given away at once, and offline too (the kept copy is not the old
// one); the friend signs up with that address and finds the ticket, with its QR code, on My Bookings.
// Axe on the dialog and both pages; screenshots at 1280x800 and 390x844 (under
// /work/notes/shots/transfer/ when that folder exists, else the test's output folder).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  bookThroughApi,
  collectConsoleErrors,
  EVENT_SLOTS,
  expectedHttpErrors,
  upcomingEvent,
} from './booking-helpers';
import { expect, expectNoAxeViolations, signUp, test, uniqueEmail } from './fixtures';
import { linkIn, mailTo } from './mail-helpers';

test.use({
  serviceWorkers: 'allow',
  // Offline, the header's other reads (weather, cart, notifications) fail as they should.
  allowedConsoleErrors: [...expectedHttpErrors, 'net::ERR_INTERNET_DISCONNECTED'],
});

const SHOTS = '/work/notes/shots/transfer';
const shot = (name: string) => (existsSync(SHOTS) ? join(SHOTS, name) : test.info().outputPath(name));
/** The site's promotional banners come at random moments; the screenshots are of the tickets. */
const withoutBanners = {
  style:
    '[role="status"][aria-label="Offer"], [role="status"][aria-label="Alert"] { display: none !important; }',
};
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** Both sizes of what the page shows now (the whole page, or the screen when a dialog is open). */
async function shootBoth(page: Page, name: string, fullPage: boolean) {
  for (const [size, viewport] of [
    ['1280x800', DESKTOP],
    ['390x844', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    expect(await noSidewaysScroll(page), `${name} at ${size} scrolls sideways`).toBe(true);
    // From the top: a page scrolled down draws its sticky header midway in a full-page shot.
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: shot(`${name}-${size}.png`), fullPage, ...withoutBanners });
  }
  await page.setViewportSize(DESKTOP);
}

test('a fan transfers a ticket; its old code is gone here and offline; the friend signs up and has it', async ({
  page,
  browser,
  baseURL,
  context,
}) => {
  // Two browsers, axe five times and twelve screenshots: longer than the default 30 s.
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signUp(page, 'Asha Transfer');
  const event = await upcomingEvent(page.request, EVENT_SLOTS.transfer);
  const booking = await bookThroughApi(page, event.id, { quantity: 2 });
  const [kept, given] = booking.tickets;
  if (!kept || !given) throw new Error('two tickets expected');

  await page.goto(`/bookings?booking=${booking.id}`);
  const qrCodes = page.getByRole('img', { name: /Entry QR code/ });
  await expect(qrCodes).toHaveCount(2);
  // The worker keeps the tickets for offline use (e2e/offline-tickets.spec.ts).
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).sort()), { timeout: 10_000 })
    .toEqual(['kp-shell-v1', 'kp-tickets-v1']);

  // The dialog: what it asks, what it does to the code; the fields' errors tied to them.
  await page.getByRole('button', { name: `Transfer seat ${given.seatLabel}` }).click();
  // Named 'Transfer ticket', then 'Ticket transferred' once done.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('Transfer ticket');
  await expect(dialog.getByText(/This ticket’s QR code stops working at once/)).toBeVisible();
  await expect(dialog.getByLabel('Their name')).toBeFocused();
  await dialog.getByRole('button', { name: 'Transfer ticket' }).click();
  await expect(dialog.getByLabel('Their name')).toHaveAccessibleDescription(
    'Please enter the name of the person you are giving the ticket to',
  );
  await expect(dialog.getByLabel('Their e-mail')).toHaveAccessibleDescription(
    'Please enter their e-mail address',
  );
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await shootBoth(page, 'dialog-errors', false);

  const friend = { name: 'Ravi Kumar', email: uniqueEmail() };
  await dialog.getByLabel('Their name').fill(friend.name);
  await dialog.getByLabel('Their e-mail').fill(friend.email);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await shootBoth(page, 'dialog', false);
  await dialog.getByRole('button', { name: 'Transfer ticket' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    `Transferred to ${friend.name}. We have e-mailed ${friend.email} their new ticket; this ticket’s old QR code no longer works.`,
  );
  await expect(dialog).toHaveAccessibleName('Ticket transferred');
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await shootBoth(page, 'dialog-done', false);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The page at once: one code left, the other seat given away, focus on it.
  const entry = page.getByText(`Seat ${given.seatLabel} · Transferred to ${friend.name}`);
  await expect(entry).toBeVisible();
  await expect(page.locator(`#ticket-${given.id}-transferred`)).toBeFocused();
  await expect(qrCodes).toHaveCount(1);
  await expect(page.getByRole('img', { name: new RegExp(`seat ${given.seatLabel},`) })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shootBoth(page, 'tickets-after', true);

  // Offline, the kept copy is the new one: the given ticket shows no code.
  await expect
    .poll(() =>
      page.evaluate(async (id) => {
        const kept = await caches.match(`/api/bookings/${id}`, { cacheName: 'kp-tickets-v1' });
        return kept ? (await kept.json()).transferredTickets.length : -1;
      }, booking.id),
    )
    .toBe(1);
  await context.setOffline(true);
  await page.reload();
  await expect(entry).toBeVisible({ timeout: 10_000 });
  await expect(qrCodes).toHaveCount(1);
  const keptText = await page.evaluate(async (id) => {
    const kept = await caches.match(`/api/bookings/${id}`, { cacheName: 'kp-tickets-v1' });
    return kept ? kept.text() : '';
  }, booking.id);
  expect(keptText).not.toContain(given.token);
  expect(keptText).toContain(kept.token);
  await context.setOffline(false);

  // My Bookings names the ticket given away.
  await page.goto('/bookings');
  const card = page.getByRole('article', { name: booking.eventTitle });
  await expect(
    card.getByText(`Transferred: ${given.seatLabel} to ${friend.name}. Its old QR code no longer works.`),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shootBoth(page, 'sender-bookings', true);

  // The friend signs up with that address, in a browser of their own: the ticket is theirs.
  const other = await browser.newContext({
    baseURL,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    viewport: DESKTOP,
  });
  try {
    const friendPage = await other.newPage();
    const problems = collectConsoleErrors(friendPage, expectedHttpErrors);
    await friendPage.goto('/auth');
    await friendPage.getByRole('tab', { name: 'Sign up' }).click();
    const form = friendPage.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Name').fill(friend.name);
    await form.getByLabel('E-mail').fill(friend.email);
    await form.getByLabel(/Password/).fill('secret123');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(friendPage).toHaveURL(/\/dashboard$/);

    // Not before the address is proven (the welcome mail's link): then the ticket is theirs.
    await friendPage.goto('/bookings');
    await expect(friendPage.getByRole('heading', { name: 'My Bookings', level: 1 })).toBeVisible();
    await expect(friendPage.getByRole('region', { name: /Tickets transferred to you/ })).toHaveCount(0);
    const welcome = await mailTo(friend.email, 'Confirm your e-mail address for KhelPass');
    await friendPage.goto(linkIn(welcome, '/account/confirm-email'));
    await expect(
      friendPage.getByRole('status').filter({ hasText: 'Your e-mail address is confirmed' }),
    ).toBeVisible();

    await friendPage.goto('/bookings');
    const received = friendPage.getByRole('region', { name: /Tickets transferred to you/ });
    const ticket = received.getByRole('article', { name: booking.eventTitle });
    await expect(ticket.getByText('Transferred to you by Asha Transfer')).toBeVisible();
    await expect(ticket.getByText(friend.name, { exact: true })).toBeVisible();
    await expect(
      ticket.getByRole('img', { name: new RegExp(`Entry QR code for seat ${given.seatLabel}`) }),
    ).toBeVisible();
    await expect(
      ticket.getByRole('button', { name: `Transfer seat ${given.seatLabel}, ${booking.eventTitle}` }),
    ).toBeVisible();
    await expectNoAxeViolations(friendPage);
    await shootBoth(friendPage, 'recipient-bookings', true);
    expect(problems).toEqual([]);
  } finally {
    await other.close();
  }
});
