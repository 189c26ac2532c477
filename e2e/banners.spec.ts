// Banners from real data (issue 12): the promoter starts two deals in one city through the API, and
// fans browsing that city see them as banners on the spec's schedule, driven by Playwright's clock.
// Math.random is pinned to 0 in the page, so each wait between banners is its range's shortest
// (20 s floating, 30 s bottom). Screenshots at 1280×800 and 390×844 go to /work/notes/shots/banners/.
import {
  type APIRequestContext,
  type Locator,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { SELECTOR_CITIES } from '../src/shared/constants';
import type { CatalogueEvent } from '../src/shared/schemas/catalogue';
import type { EventDealList } from '../src/shared/schemas/deals';
import type { OrganizerEventPage } from '../src/shared/schemas/organizer';
import { continueButton, expectedHttpErrors, openBookingDialog } from './booking-helpers';
import { expect, expectNoAxeViolations, PROMOTER, signUp, test } from './fixtures';

test.use({ allowedConsoleErrors: expectedHttpErrors });
test.describe.configure({ mode: 'serial' });

const SHOTS = '/work/notes/shots/banners';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The deals of this file: one urgent (ends in 20 minutes), one medium (ends in 2 h 10 min). */
let urgent: { event: CatalogueEvent; title: string };
let medium: { event: CatalogueEvent; title: string };

async function promoterApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const signedIn = await api.post('/api/auth/sign-in', { data: PROMOTER });
  expect(signedIn.status()).toBe(200);
  return api;
}

/**
 * Two of the promoter's events on sale in one selectable city, a day or more away, with no deal: the latest
 * first, far from the soonest events the booking specs pay for (a deal would change their bills).
 */
async function twoEventsInOneCity(api: APIRequestContext): Promise<[CatalogueEvent, CatalogueEvent]> {
  const list = (await (
    await api.get('/api/organizer/events?status=on_sale&sort=date-desc&pageSize=100')
  ).json()) as OrganizerEventPage;
  const byCity = new Map<string, CatalogueEvent[]>();
  for (const row of list.items) {
    if (Date.parse(row.startsAt) < Date.now() + DAY) continue;
    const deals = (await (await api.get(`/api/organizer/events/${row.id}/deals`)).json()) as EventDealList;
    if (deals.items.some((deal) => deal.status === 'running' || deal.status === 'scheduled')) continue;
    const event = (await (await api.get(`/api/events/${row.id}`)).json()) as CatalogueEvent;
    // A fan can browse it: a city of the header's selector, places left.
    if (!SELECTOR_CITIES.some((city) => city.id === event.city) || event.seatsLeft < 20) continue;
    const found = [...(byCity.get(event.city) ?? []), event];
    if (found.length === 2) return found as [CatalogueEvent, CatalogueEvent];
    byCity.set(event.city, found);
  }
  throw new Error('the promoter has no city with two events on sale without deals');
}

async function startDeal(
  api: APIRequestContext,
  event: CatalogueEvent,
  percentOff: number,
  endsInMs: number,
) {
  const started = await api.post(`/api/organizer/events/${event.id}/deals`, {
    data: {
      kind: 'flash',
      percentOff,
      pointIds: ['economy', 'regular'],
      endsAt: new Date(Date.now() + endsInMs).toISOString(),
    },
  });
  expect(started.status(), await started.text()).toBe(201);
  return { event, title: `Flash Sale! ${percentOff}% off` };
}

test.beforeAll(async ({ baseURL }) => {
  const api = await promoterApi(baseURL ?? '');
  const [first, second] = await twoEventsInOneCity(api);
  urgent = await startDeal(api, first, 35, 20 * MINUTE);
  medium = await startDeal(api, second, 15, 130 * MINUTE);
  await api.dispose();
});

/**
 * A new fan browsing the deals' city, on the home page, with Math.random at 0 and the page's clock
 * paused as the page starts, so every banner timer waits for the test. The page needs a few ticks
 * to load (the data cache hands answers to the page in timers, which a paused clock holds back):
 * ticks until the featured events, asked with the banners, are on the page. Answers how many fake
 * milliseconds it took.
 */
async function fanInDealCity(page: Page): Promise<number> {
  await page.clock.install();
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
  await signUp(page);
  await page.evaluate(
    (city) => window.localStorage.setItem('selectedCity', JSON.stringify(city)),
    urgent.event.city,
  );
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  const answered = page.waitForResponse((response) => response.url().includes('/api/banners?'));
  await page.goto('/');
  // The banners are asked once the session is known (after a few ticks).
  let bannersAnswered = false;
  void answered.then(() => {
    bannersAnswered = true;
  });
  const featured = page.getByRole('list', { name: 'Featured events' }).getByRole('link');
  let elapsed = 0;
  // Small steps of page time with real time between them for the server's answers.
  const tick = async () => {
    if (elapsed >= 2000) throw new Error('the home page did not load in 2 s of page time');
    await page.clock.runFor(20);
    elapsed += 20;
    await page.waitForTimeout(50);
  };
  while (!bannersAnswered || (await featured.count()) === 0) await tick();
  await tick();
  return elapsed;
}

const offer = (page: Page) => page.getByRole('status', { name: 'Offer' });
const alertBanner = (page: Page) => page.getByRole('status', { name: 'Alert' });
/** Banner places with a banner in them. */
const shownBanners = (page: Page) =>
  page.getByRole('status').filter({ has: page.getByRole('button', { name: /^Dismiss: / }) });

/**
 * The banners' code is fetched once the first banner is due (3 s), in real time, while the page's
 * clock stands; on a busy machine it comes after the test's last tick, and the timers it starts then
 * (its first banner's) would wait for a tick that never comes. So the clock moves a millisecond at a
 * time until the banner places are on the page, and once more for those timers.
 */
async function hostLoaded(page: Page) {
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      return alertBanner(page).count();
    })
    .toBe(1);
  await page.clock.runFor(1);
}

async function expectClearOfHeader(page: Page, banner: Locator) {
  const box = await banner.boundingBox();
  const header = await page.getByRole('banner').boundingBox();
  expect(box && header && box.y >= header.y + header.height).toBe(true);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(sideways).toBe(false);
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the organiser's deals come as banners on schedule; urgent stays, dismissed stays dismissed", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const elapsed = await fanInDealCity(page);
    await page.clock.runFor(2900 - elapsed);
    await expect(shownBanners(page)).toHaveCount(0);
    await page.clock.runFor(100);
    await hostLoaded(page);
    // The floating card at 3 s: the deal ending soonest, urgent.
    await expect(offer(page)).toContainText(urgent.title);
    await expect(offer(page)).toContainText(urgent.event.title);
    await expect(offer(page)).toContainText('35% off Regular, Economy');
    await expect(alertBanner(page)).toHaveText('');
    await page.clock.runFor(2000);
    // The bottom banner at 5 s, with another banner.
    await expect(alertBanner(page)).not.toHaveText('');
    await expect(alertBanner(page)).not.toContainText(urgent.title);
    await expectClearOfHeader(page, offer(page));

    // Urgent: still there a minute on.
    await page.clock.runFor(MINUTE);
    await expect(offer(page)).toContainText(urgent.title);
    // axe times its work with timers: the clock runs again (the urgent banner stays regardless).
    await page.clock.resume();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/banners-1280x800.png` });

    await offer(page)
      .getByRole('button', { name: `Dismiss: ${urgent.title}` })
      .click();
    await page.mouse.move(5, 400);
    await expect(offer(page)).toHaveText('');

    // Another page of the session: the dismissed deal never comes back, others still do.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await page.goto('/events');
    for (let minute = 0; minute < 3; minute += 1) {
      await page.clock.runFor(MINUTE);
      await expect(page.getByText(urgent.title)).toHaveCount(0);
    }
    // The medium deal still comes round: a banner shows for some seconds of every cycle, so the
    // page's clock is moved on until one is up (its running clock alone may fall between two).
    await expect
      .poll(async () => {
        await page.clock.runFor(1000);
        return shownBanners(page).count();
      })
      .toBeGreaterThan(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bottom banner: URGENT at 5 s until dismissed, a medium one hides after 8 s; clear of the header and the dialog, as are toasts', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const elapsed = await fanInDealCity(page);
    await page.clock.runFor(4900 - elapsed);
    await hostLoaded(page);
    await expect(shownBanners(page)).toHaveCount(0);
    await page.clock.runFor(100);
    const bottom = alertBanner(page);
    await expect(bottom).toContainText(`URGENT${urgent.title}`);
    await expect(offer(page)).toBeHidden();
    await page.clock.runFor(2 * MINUTE);
    await expect(bottom).toContainText(urgent.title);
    await expectClearOfHeader(page, bottom);
    await page.clock.resume();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/banners-390x844.png` });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    // Dismissed: 30 s later the next, until the medium deal comes; it hides itself after 8 s.
    await bottom.getByRole('button', { name: `Dismiss: ${urgent.title}` }).click();
    await page.mouse.move(5, 300);
    for (let turn = 0; turn < 6; turn += 1) {
      await page.clock.runFor(29_999);
      await expect(bottom).toHaveText('');
      await page.clock.runFor(1);
      await expect(bottom).not.toHaveText('');
      if ((await bottom.textContent())?.includes(medium.title)) break;
      await bottom.getByRole('button', { name: /^Dismiss: / }).click();
      await page.mouse.move(5, 300);
    }
    await expect(bottom).toContainText(medium.title);
    await expect(bottom).not.toContainText('URGENT');
    await page.clock.runFor(7999);
    await expect(bottom).toContainText(medium.title);
    await page.clock.runFor(1);
    await expect(bottom).toHaveText('');

    // The booking dialog: no banner over it; a toast comes up above its footer, clear of its close button.
    await page.clock.resume();
    const dialog = await openBookingDialog(page, medium.event);
    await expect(alertBanner(page)).toHaveCount(0);
    await continueButton(dialog).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Selection Required' });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-y-position', 'bottom');
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const [toastBox, closeBox, footerBox] = await Promise.all([
      toast.boundingBox(),
      dialog.getByRole('button', { name: 'Close' }).boundingBox(),
      continueButton(dialog).boundingBox(),
    ]);
    if (!toastBox || !closeBox || !footerBox) throw new Error('toast, close or footer not laid out');
    expect(toastBox.y).toBeGreaterThan(closeBox.y + closeBox.height);
    expect(toastBox.y + toastBox.height).toBeLessThan(footerBox.y);
    await page.screenshot({ path: `${SHOTS}/toast-dialog-390x844.png` });
  });
});
