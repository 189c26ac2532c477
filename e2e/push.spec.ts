// Web Push in Chromium (issue 12 point 3): a fan enables push in Settings (the browser's permission,
// the service worker, the subscription stored on the server), books, and the server's
// booking_confirmed push, encrypted to the subscription and checked by a local push service
// (src/server/test/fake-push-service.ts), is shown by the service worker as a notification.
//
// Headless Chromium cannot subscribe at a real push service: its push service is Google's (FCM),
// which is not reachable here, and a Playwright context is incognito-like, where the Push API
// refuses ('Registration failed - permission denied'). So one link is stood in for, on both ends:
// PushManager.subscribe hands out a subscription at the local push service, with keys the test
// made as a browser does (init script below), and what that service decrypts is delivered to the
// real service worker through DevTools (ServiceWorker.deliverPushMessage), as FCM would deliver it.
import type { Page } from '@playwright/test';
import { type FakePushService, startFakePushService } from '../src/server/test/fake-push-service';
import type { NotificationList } from '../src/shared/schemas/notifications';
import type { PushPublicKey, PushSubscriptionList } from '../src/shared/schemas/push';
import { bookThroughApi, EVENT_SLOTS, expectToast, upcomingEvent } from './booking-helpers';
import { expect, expectNoAxeViolations, signUp, test } from './fixtures';

// The service worker shows the pushes.
test.use({ serviceWorkers: 'allow' });

const PUSH_STORE = 'e2e-push-subscription';

/**
 * PushManager standing in for the browser's link to its push service: it subscribes at
 * `subscription` (the local push service's), keeping the applicationServerKey it was given in
 * localStorage under `store`. An init script: it runs in the page, before the app.
 */
function fakePushManager({
  subscription,
  store,
}: {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  store: string;
}) {
  const toBase64Url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const fromBase64Url = (text: string) =>
    Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const made = (key: string) => ({
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: fromBase64Url(key).buffer },
    toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
    unsubscribe: async () => {
      localStorage.removeItem(store);
      return true;
    },
  });
  PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
    if (Notification.permission !== 'granted')
      throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
    const key = toBase64Url(new Uint8Array(options?.applicationServerKey as Uint8Array));
    localStorage.setItem(store, key);
    return made(key) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function getSubscription() {
    const key = localStorage.getItem(store);
    return (key === null ? null : made(key)) as unknown as PushSubscription | null;
  };
}

/** The service worker registrations DevTools reports, by scope. */
async function watchServiceWorkers(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const { scopeURL, registrationId, isDeleted } of updated) {
      if (isDeleted) registrations.delete(scopeURL);
      else registrations.set(scopeURL, registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrations };
}

/** The notifications the service worker is showing. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const shown = (await registration?.getNotifications()) ?? [];
    return shown.map(({ title, body, icon, tag, data }) => ({ title, body, icon, tag, data }));
  });

let service: FakePushService;
test.beforeAll(async () => {
  service = await startFakePushService();
});
test.afterAll(async () => {
  expect(service.problems).toEqual([]);
  await service.close();
});

/** The viewport around Settings' push control (a full-page shot repeats the sticky header mid-page). */
async function screenshotPushControl(page: Page, name: string) {
  await page
    .getByRole('form', { name: 'Preferences' })
    .getByRole('status')
    .evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: test.info().outputPath(name) });
}

// Toasts are left out of page scans: sonner fades them in, and axe measures the half-faded colours.
const axe = (page: Page) => expectNoAxeViolations(page, { exclude: ['[data-sonner-toaster]'] });

test('a fan enables push in Settings, books, and the service worker shows the booking confirmation', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const origin = new URL(baseURL ?? '').origin;
  const browserSubscription = service.subscription();
  await page.context().grantPermissions(['notifications'], { origin });
  await page.addInitScript(fakePushManager, { subscription: browserSubscription, store: PUSH_STORE });
  const { cdp, registrations } = await watchServiceWorkers(page);

  await signUp(page, 'Push Fan');
  await page.goto('/settings');
  const preferences = page.getByRole('form', { name: 'Preferences' });
  await expect(preferences.getByRole('status')).toHaveText(
    'Get booking updates on this device, even when KhelPass is closed.',
  );
  await axe(page);
  await screenshotPushControl(page, 'settings-push-off-1280x800.png');

  await preferences.getByRole('button', { name: 'Enable Push' }).click();
  await expectToast(page, 'Push notifications enabled');
  await expect(preferences.getByRole('status')).toHaveText('Push notifications enabled');
  await expect(preferences.getByRole('button', { name: 'Turn off on this device' })).toBeVisible();

  // The browser subscribed with the server's VAPID key, and the server holds the subscription.
  const { publicKey } = (await (await page.request.get('/api/push/public-key')).json()) as PushPublicKey;
  expect(await page.evaluate((store) => localStorage.getItem(store), PUSH_STORE)).toBe(publicKey);
  const stored = (await (await page.request.get('/api/push/subscriptions')).json()) as PushSubscriptionList;
  expect(stored.items.map((item) => item.endpoint)).toEqual([browserSubscription.endpoint]);
  expect(stored.items[0]?.userAgent).toContain('Chrome');
  await expect.poll(() => registrations.get(`${origin}/`)).toBeDefined();
  await axe(page);
  await screenshotPushControl(page, 'settings-push-on-1280x800.png');

  // A booking is confirmed: the server pushes, the push service decrypts it and hands it on.
  const arrives = service.nextPush(15_000);
  const event = await upcomingEvent(page.request, EVENT_SLOTS.push);
  const booking = await bookThroughApi(page, event.id);
  const push = await arrives;
  expect(push.subscriptionId).toBe(browserSubscription.id);
  // The push is the fan's in-app notification of the booking, the same words.
  const inbox = (await (await page.request.get('/api/me/notifications')).json()) as NotificationList;
  const [notice] = inbox.items;
  expect(notice?.data.bookingId).toBe(booking.id);
  expect(push.vapidPublicKey).toBe(publicKey);
  // A push delivered to a registration whose worker is still installing is dropped (it failed once
  // on a loaded machine): delivered once the worker is active.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registrations.get(`${origin}/`) ?? '',
    data: push.payload,
  });
  // The service worker shows it once the push is handled: seconds on a loaded machine.
  await expect
    .poll(() => shownNotifications(page), { timeout: 15_000 })
    .toEqual([
      {
        title: 'Booking confirmed',
        body: notice?.message,
        icon: `${origin}/icons/notification-192.png`,
        tag: `booking_confirmed:${booking.id}`,
        data: { url: `${origin}/bookings?booking=${booking.id}`, type: 'booking_confirmed' },
      },
    ]);

  // Off again: the server forgets this browser.
  await page.goto('/settings');
  await preferences.getByRole('button', { name: 'Turn off on this device' }).click();
  await expectToast(page, 'Push notifications turned off');
  await expect(preferences.getByRole('button', { name: 'Enable Push' })).toBeVisible();
  const after = (await (await page.request.get('/api/push/subscriptions')).json()) as PushSubscriptionList;
  expect(after.items).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Settings shows the push control without sideways scrolling', async ({ page, baseURL }) => {
    await page.context().grantPermissions(['notifications'], { origin: new URL(baseURL ?? '').origin });
    await page.addInitScript(fakePushManager, { subscription: service.subscription(), store: PUSH_STORE });
    await signUp(page, 'Phone Fan');
    await page.goto('/settings');
    const preferences = page.getByRole('form', { name: 'Preferences' });
    await preferences.getByRole('button', { name: 'Enable Push' }).click();
    await expect(preferences.getByRole('status')).toHaveText('Push notifications enabled');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await axe(page);
    await screenshotPushControl(page, 'settings-push-on-390x844.png');
  });
});

test('refused permission says so, is logged, and leaves the page working', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // No permission granted: headless Chromium answers the prompt with 'denied'.
  await signUp(page, 'Wary Fan');
  await page.goto('/settings');
  const preferences = page.getByRole('form', { name: 'Preferences' });
  await preferences.getByRole('button', { name: 'Enable Push' }).click();
  await expectToast(page, 'Notification permissions not granted');
  await expect(preferences.getByRole('status')).toHaveText(
    "Notification permissions not granted. Allow notifications for this site in your browser's settings to enable push.",
  );
  await expect(preferences.getByRole('button', { name: 'Enable Push' })).toHaveCount(0);
  expect(warnings).toContain('Notification permissions not granted');
  const stored = (await (await page.request.get('/api/push/subscriptions')).json()) as PushSubscriptionList;
  expect(stored.items).toEqual([]);
  // The rest of the form still works.
  await preferences.getByRole('button', { name: 'Save preferences' }).click();
  await expectToast(page, 'Preferences Updated');
  await axe(page);
  await screenshotPushControl(page, 'settings-push-denied-1280x800.png');
});
