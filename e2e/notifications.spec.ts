// In-app notifications in Chromium (issue 12, product-spec.md section 2 'Notification dropdown',
// 'Notification panel', the two custom browser events): a fan books and the bell's count rises
// live (Server-Sent Events, no reload); the dropdown and the mobile panel in every state; the
// app's notification-navigate and open-share events; the next reminder asked once per session.
//
// These tests count unread entries exactly; the real next reminder (the fan's booked match) would
// add one 10 s in, at a moment of its own. So POST /api/me/notifications/next-reminder is answered
// here with 204 (nothing to remind of); notification-sources.spec.ts drives the real one.
import type { Page } from '@playwright/test';
import { bookThroughApi, EVENT_SLOTS, expectToast, upcomingEvent } from './booking-helpers';
import { expect, signUp, test } from './fixtures';
import { axe, bell, noSidewaysScroll, popup, signUpQuietly } from './notification-helpers';

const SHOTS = '/work/notes/shots/bell';
const NEXT_REMINDER = '**/api/me/notifications/next-reminder';
const NOTIFICATION_STREAM = '/api/me/notifications/stream';

/** Counts the next-reminder calls, answering 204 (nothing real to remind of). */
async function answerNextReminder(page: Page) {
  const calls: string[] = [];
  await page.route(NEXT_REMINDER, (route) => {
    calls.push(route.request().method());
    return route.fulfill({ status: 204 });
  });
  return calls;
}

test.beforeEach(async ({ page }) => {
  await answerNextReminder(page);
});

test('a fan books and the bell counts it live; the dropdown in every state', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpQuietly(page, 'Bell Fan');
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // Empty, push off on this device.
  await bell(page).click();
  const dropdown = popup(page);
  await expect(dropdown.getByText('No notifications yet')).toBeVisible();
  await expect(dropdown.getByText("You'll see booking updates, match alerts, and more here")).toBeVisible();
  await expect(dropdown.getByRole('button', { name: 'Enable Push' })).toBeVisible();
  await expect(dropdown.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  expect(Math.round((await dropdown.boundingBox())?.width ?? 0)).toBe(384);
  await axe(page);
  await page.screenshot({ path: `${SHOTS}/dropdown-empty-1280x800.png` });
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
  await expect(bell(page)).toBeFocused();

  // Two bookings confirmed: the count rises with no reload, and the newest is announced.
  const event = await upcomingEvent(page.request, EVENT_SLOTS.notifications);
  const first = await bookThroughApi(page, event.id);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(
    page.getByRole('status').filter({ hasText: 'New notification: Booking confirmed' }),
  ).toBeAttached();
  const second = await bookThroughApi(page, event.id);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  await expect(bell(page)).toContainText('2');

  await bell(page).click();
  const items = dropdown.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(`Booking ${second.reference}`);
  await expect(items.nth(1)).toContainText(`Booking ${first.reference}`);
  await expect(dropdown.getByText('Unread:')).toHaveCount(2);
  await axe(page);
  await page.screenshot({ path: `${SHOTS}/dropdown-unread-1280x800.png` });

  // Mark all read (the open dropdown is modal: the page behind it, bell included, waits).
  await dropdown.getByRole('button', { name: 'Mark all read' }).click();
  await expect(dropdown.getByText('Unread:')).toHaveCount(0);
  await expect(dropdown.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/dropdown-read-1280x800.png` });
  await page.keyboard.press('Escape');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await bell(page).click();

  // Remove one, then clear all; the server agrees after a reload.
  await dropdown.getByRole('button', { name: 'Remove: Booking confirmed' }).first().click();
  await expect(items).toHaveCount(1);
  await dropdown.getByRole('button', { name: 'Clear all' }).click();
  await expect(dropdown.getByText('No notifications yet')).toBeVisible();
  await page.reload();
  await bell(page).click();
  await expect(popup(page).getByText('No notifications yet')).toBeVisible();
  await page.keyboard.press('Escape');

  // A new one, pressed: read, and its booking opens.
  const third = await bookThroughApi(page, event.id);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(page).click();
  await popup(page)
    .getByRole('button', { name: /Booking confirmed/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/bookings\\?booking=${third.id}$`));
  await expect(popup(page)).toBeHidden();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
});

test('the dropdown says push is enabled at its foot when this device gets pushes', async ({
  page,
  baseURL,
}) => {
  const endpoint = 'http://127.0.0.1:9/push/e2e-bell';
  const origin = new URL(baseURL ?? '').origin;
  await page.context().grantPermissions(['notifications'], { origin });
  // This device's subscription, as the browser would report it once push was enabled (e2e/push.spec.ts
  // enables it for real), and the server's record of it.
  await page.addInitScript((url) => {
    Object.defineProperty(navigator.serviceWorker, 'getRegistration', {
      value: async () => ({ pushManager: { getSubscription: async () => ({ endpoint: url }) } }),
    });
  }, endpoint);
  await page.route('**/api/push/subscriptions', (route) =>
    route.fulfill({
      json: {
        items: [{ endpoint, userAgent: 'Chrome', createdAt: new Date().toISOString(), lastSuccessAt: null }],
      },
    }),
  );
  await signUpQuietly(page, 'Push On Fan');
  await bell(page).click();
  await expect(popup(page).getByText('Push notifications enabled')).toBeVisible();
  await expect(popup(page).getByRole('button', { name: 'Enable Push' })).toHaveCount(0);
  await axe(page);
  await page.screenshot({ path: `${SHOTS}/dropdown-push-on-1280x800.png` });
});

test('a guest’s bell invites them to sign in', async ({ page }) => {
  await page.goto('/');
  await bell(page).click();
  await expect(
    popup(page).getByText('Sign in to get booking updates, match alerts, and more here'),
  ).toBeVisible();
  await axe(page);
  await popup(page).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('notification-navigate opens app paths only; open-share shares, or copies the link', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/');
  const dispatch = (name: string, detail: unknown) =>
    page.evaluate(
      ([type, value]) => window.dispatchEvent(new CustomEvent(type as string, { detail: value })),
      [name, detail] as const,
    );

  await dispatch('notification-navigate', '/dashboard?tab=preferences');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await dispatch('notification-navigate', '/events');
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await dispatch('notification-navigate', 'https://evil.example/phish');
  await dispatch('notification-navigate', '//evil.example/phish');
  await expect(page).toHaveURL(/\/events$/);
  expect(
    warnings.filter((text) => text.startsWith('notification-navigate: not a path in this app')),
  ).toHaveLength(2);

  // The device's share sheet, with the event's URL.
  await page.evaluate(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    navigator.share = async (data?: ShareData) => {
      shared.push(data ?? {});
    };
  });
  const detail = { eventTitle: 'Mumbai vs Delhi', body: 'Come along to the final', eventId: 'ev-000042' };
  await dispatch('open-share', detail);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ title: detail.eventTitle, text: detail.body, url: `${origin}/events/ev-000042` }]);

  // Cancelled by the fan: nothing else happens.
  await page.evaluate(() => {
    navigator.share = async () => {
      throw new DOMException('Share canceled', 'AbortError');
    };
  });
  await dispatch('open-share', detail);

  // No share sheet: the link is copied.
  await page.evaluate(() => {
    const copied: string[] = [];
    Object.assign(window, { copied });
    Object.defineProperty(navigator, 'share', { value: undefined });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (text: string) => void copied.push(text) },
    });
  });
  await dispatch('open-share', detail);
  await expectToast(page, 'Link copied', `${origin}/events/ev-000042`);
  expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([
    `${origin}/events/ev-000042`,
  ]);
  await expect(page.getByText('Link copied')).toHaveCount(1);
});

test('the next reminder is asked for 10 s after sign-in, once per browser session', async ({ page }) => {
  await page.unroute(NEXT_REMINDER);
  const calls = await answerNextReminder(page);
  // The page's clock is moved on instead of waited for, from the moment the notification provider
  // starts (it opens the notification stream as it starts the reminder's timer).
  await page.clock.install();
  const providerStarts = () =>
    page.waitForRequest((request) => new URL(request.url()).pathname === NOTIFICATION_STREAM);
  let started = providerStarts();
  await signUp(page, 'Reminder Fan');
  await started;
  await page.clock.runFor(8_000);
  expect(calls).toEqual([]);
  await page.clock.runFor(2_500);
  await expect.poll(() => calls, { timeout: 6_000 }).toEqual(['POST']);
  started = providerStarts();
  await page.reload();
  await started;
  await expect(bell(page)).toBeVisible();
  await page.clock.runFor(11_000);
  expect(calls).toEqual(['POST']);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side panel: N unread, unread entries with a dot, pressing one reads and opens it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signUpQuietly(page, 'Phone Bell Fan');
    await bell(page).click();
    const panel = popup(page);
    await expect(panel.getByText('0 unread')).toBeVisible();
    await expect(panel.getByText('No notifications', { exact: true })).toBeVisible();
    await axe(page);
    await page.screenshot({ path: `${SHOTS}/panel-empty-390x844.png` });
    await page.keyboard.press('Escape');
    await expect(bell(page)).toBeFocused();

    const event = await upcomingEvent(page.request, EVENT_SLOTS.notificationsPhone);
    await bookThroughApi(page, event.id);
    const booking = await bookThroughApi(page, event.id);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
    await bell(page).click();
    await expect(panel.getByText('2 unread')).toBeVisible();
    await expect(panel.getByText('Unread:')).toHaveCount(2);
    await noSidewaysScroll(page);
    await axe(page);
    await page.screenshot({ path: `${SHOTS}/panel-unread-390x844.png` });

    await panel.getByRole('button', { name: new RegExp(`Booking ${booking.reference}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/bookings\\?booking=${booking.id}$`));
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await bell(page).click();
    await expect(panel.getByText('1 unread')).toBeVisible();
    await expect(panel.getByText('Unread:')).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/panel-one-read-390x844.png` });
    await noSidewaysScroll(page);
  });
});
