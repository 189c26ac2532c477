// Tickets without a network (issue 13 point 4): the site is an installable web app, and once a fan
// has opened their tickets, /bookings and a ticket reload offline with their QR codes. Nothing else
// is answered from a cache: an event page offline fails rather than show old prices.
import { bookThroughApi, EVENT_SLOTS, upcomingEvent } from './booking-helpers';
import { expect, signUp, test } from './fixtures';

test.use({
  serviceWorkers: 'allow',
  // Offline, the header's other reads (weather, cart, notifications) fail as they should.
  allowedConsoleErrors: ['net::ERR_INTERNET_DISCONNECTED'],
});

test('once opened, a fan’s tickets reload offline with their QR codes; other pages do not', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  // Installable: a manifest with a name, a start URL and 192 and 512 icons.
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { sizes: string }[];
  };
  expect(manifest).toMatchObject({ name: 'KhelPass', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

  await signUp(page, 'Offline Fan');
  const event = await upcomingEvent(page.request, EVENT_SLOTS.offline);
  const booking = await bookThroughApi(page, event.id);
  await page.goto(`/bookings?booking=${booking.id}`);
  const qrCodes = page.getByRole('img', { name: /QR code/i });
  await expect(qrCodes.first()).toBeVisible();
  const tickets = await qrCodes.count();
  expect(tickets).toBeGreaterThan(0);
  // The worker took the page over and kept what it is built from.
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).sort()), { timeout: 10_000 })
    .toEqual(['kp-shell-v1', 'kp-tickets-v1']);
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('kp-tickets-v1')).keys()).length))
    .toBeGreaterThanOrEqual(3);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(booking.reference).first()).toBeVisible({ timeout: 10_000 });
  await expect(qrCodes).toHaveCount(tickets);
  await page.goto('/bookings');
  await expect(page.getByText(booking.eventTitle).first()).toBeVisible({ timeout: 10_000 });
  // An event page is not kept: offline it fails rather than show stale prices.
  await expect(page.goto(`/events/${event.id}`)).rejects.toThrow();
  await context.setOffline(false);

  // Signing out forgets the kept tickets on this browser.
  await page.goto('/bookings');
  await page.getByRole('banner').getByRole('button', { name: 'Account menu for Offline Fan' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out')).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).includes('kp-tickets-v1')))
    .toBe(false);
});

test.describe('a session ended elsewhere', () => {
  // The page learns that its session is over from a 401: on the reads it started before knowing it
  // (notifications, cart), Chromium logs that answer as a console error.
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 401/] });

  test('a session that ends without this browser’s Logout (another fan signs in, it expires) takes the kept tickets with it', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const keptBookingReads = () =>
      page.evaluate(async () =>
        (await caches.has('kp-tickets-v1'))
          ? (await (await caches.open('kp-tickets-v1')).keys())
              .map((request) => new URL(request.url).pathname)
              .filter((path) => path.startsWith('/api/bookings'))
          : [],
      );

    await signUp(page, 'First Fan');
    const event = await upcomingEvent(page.request, EVENT_SLOTS.offline);
    const booking = await bookThroughApi(page, event.id);
    await page.goto(`/bookings?booking=${booking.id}`);
    await expect(page.getByRole('img', { name: /QR code/i }).first()).toBeVisible({ timeout: 10_000 });
    await expect.poll(keptBookingReads, { timeout: 10_000 }).toContain(`/api/bookings/${booking.id}`);

    // Another fan signs in on this browser without the first one's Logout (their session had ended):
    // the first fan's tickets are not left behind for them.
    await page.goto('about:blank');
    await context.clearCookies();
    await signUp(page, 'Second Fan');
    await expect.poll(keptBookingReads, { timeout: 10_000 }).toEqual([]);

    // The second fan's kept tickets go when the server says their session is over (expired, or
    // ended from another device), even though this browser never signed out.
    await page.goto('/bookings');
    await expect(page.getByRole('heading', { name: 'My Bookings' })).toBeVisible({ timeout: 10_000 });
    await expect.poll(keptBookingReads, { timeout: 10_000 }).toContain('/api/bookings');
    await context.clearCookies();
    await page.goto('/');
    await expect.poll(keptBookingReads, { timeout: 10_000 }).toEqual([]);
  });
});
