// The gate scanner (issue 13, section 5) on a steward's phone: the camera reads a real ticket's QR
// (Chromium's fake camera plays a video of it, drawn with the `qrcode` package the tickets use), the
// gate admits it and refuses it the second time; offline the phone still checks signatures and
// admits, queues what it let in and syncs when the network returns; two phones admitting the same
// ticket offline reconcile (one stands, the other is flagged on the sales page, where a supervisor
// can undo an admission). Axe-clean; screenshots of each state at 390x844 and 1280x800 go to
// /work/notes/shots/gate/ (GATE_SHOTS overrides).
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/system-deps.mjs';
import type { CatalogueEvent } from '../src/shared/schemas/catalogue';
import { bookThroughApi, EVENT_SLOTS, expectedHttpErrors, upcomingEvent } from './booking-helpers';
import { expect, expectNoAxeViolations, PROMOTER, signUp, test } from './fixtures';
import { writeQrVideo } from './qr-video';

const VIDEO = join(tmpdir(), `khelpass-gate-qr-${process.env.E2E_PORT ?? 3101}.y4m`);
// Chromium opens the file when a camera starts; it must exist when the browser launches.
if (!existsSync(VIDEO)) writeQrVideo(VIDEO, 'KP2.placeholder');
const SHOTS = process.env.GATE_SHOTS ?? '/work/notes/shots/gate';
mkdirSync(SHOTS, { recursive: true });

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${VIDEO}`,
    ],
  },
  permissions: ['camera'],
  viewport: { width: 390, height: 844 },
  // Offline, the header's own reads (weather, notifications, cart) fail as they should.
  allowedConsoleErrors: [...expectedHttpErrors, 'net::ERR_INTERNET_DISCONNECTED'],
});

/** Who runs an event of each sport in the demo catalogue (the promoter runs the others). */
const ORGANISERS: Record<string, { email: string; password: string }> = {
  cricket: { email: 'cricket@khelpass.in', password: 'Cricket@123' },
  football: { email: 'football@khelpass.in', password: 'Football@123' },
};

/** This spec's event in a slot of its own (42-46), and the demo organiser who runs it. */
async function gateEvent(request: APIRequestContext, slot: number) {
  const event: CatalogueEvent = await upcomingEvent(request, slot);
  return { event, organiser: ORGANISERS[event.category] ?? PROMOTER };
}

/** Signs in as the event's organiser through the sign-in form; lands on /organizer. */
async function signInAsOrganiser(page: Page, organiser: { email: string; password: string }) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(organiser.email);
  await form.getByLabel('Password').fill(organiser.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/organizer$/);
}

/** A fan books `quantity` places of the event in a browser of its own; the tickets' QR texts. */
async function ticketsOf(browser: Browser, eventId: string, quantity: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, 'Gate Fan');
  const booking = await bookThroughApi(page, eventId, { quantity, categoryId: 'gold' });
  await context.close();
  return booking.tickets.map((ticket) => ({ token: ticket.token, seat: ticket.seatLabel }));
}

const shoot = async (page: Page, name: string) => {
  for (const [label, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      `${name} at ${label} scrolls sideways`,
    ).toBeLessThanOrEqual(0);
    // What the steward sees without scrolling: the page's top, answer and field.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SHOTS, `${name}-${label}.png`) });
  }
  await page.setViewportSize({ width: 390, height: 844 });
};

const axe = (page: Page) => expectNoAxeViolations(page, { exclude: ['[data-sonner-toaster]'] });

/** Types a code into the gate's field and presses Enter; how long until the answer was on screen (ms). */
async function scanTyped(page: Page, code: string): Promise<number> {
  const field = page.getByLabel('Ticket code');
  await field.fill(code);
  const took = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const field = document.getElementById('gate-code');
        let pressed = 0;
        field?.addEventListener(
          'keydown',
          () => {
            pressed = performance.now();
          },
          { once: true, capture: true },
        );
        const observer = new MutationObserver(() => {
          const shown = document.querySelector('main [data-gate-answer]');
          if (pressed && shown?.getAttribute('data-gate-answer') !== window.__lastAnswer) {
            window.__lastAnswer = shown?.getAttribute('data-gate-answer') ?? '';
            observer.disconnect();
            resolve(performance.now() - pressed);
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      }),
  );
  await field.press('Enter');
  return took;
}

declare global {
  interface Window {
    __lastAnswer?: string;
  }
}

async function openGate(page: Page, eventId: string) {
  await page.goto(`/organizer/events/${eventId}/gate`);
  await expect(page.getByText(/Tickets checked offline with the gate pack of/)).toBeVisible();
}

test('the camera reads a ticket’s QR: admitted, then refused the second time; a typed forgery is refused', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { event, organiser } = await gateEvent(request, EVENT_SLOTS.gateCamera);
  const [ticket] = await ticketsOf(browser, event.id, 1);
  if (!ticket) throw new Error('a ticket expected');
  writeQrVideo(VIDEO, ticket.token);

  await signInAsOrganiser(page, organiser);
  await openGate(page, event.id);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(page.getByLabel('Ticket code')).toBeFocused();
  await axe(page);

  await page.getByRole('button', { name: 'Scan with camera' }).click();
  const admitted = page.locator('main').getByRole('status').filter({ hasText: 'Admitted' });
  await expect(admitted).toContainText(`Gold · Seat ${ticket.seat}`, { timeout: 15_000 });
  await expect(admitted).toContainText('Let in');
  await axe(page);

  // The same QR still before the camera a few seconds on: a second scan, refused with the time.
  const refused = page
    .locator('main')
    .getByRole('alert')
    .filter({ hasText: /Already admitted at \d{1,2}:\d{2} (am|pm) IST/ });
  await expect(refused).toBeVisible({ timeout: 10_000 });
  await expect(refused).toContainText('Stop and check');
  await page.getByRole('button', { name: 'Stop camera' }).click();
  await shoot(page, 'refused-already-admitted');

  const forged = `${ticket.token.slice(0, -6)}AAAAAA`;
  const took = await scanTyped(page, forged);
  await expect(
    page.locator('main').getByRole('alert').filter({ hasText: 'Not a valid ticket' }),
  ).toBeVisible();
  expect(took).toBeLessThan(300);
  await axe(page);
  await shoot(page, 'refused-invalid');
  // Admitted / sold: other specs may have sold places of this event too; only the gates admit.
  await expect(page.getByText(/^1 \/ \d+$/).first()).toBeVisible();
});

test('offline the gate still checks and admits, queues on the device, and syncs when the network returns', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { event, organiser } = await gateEvent(request, EVENT_SLOTS.gateOffline);
  const [first, second, third] = await ticketsOf(browser, event.id, 3);
  if (!first || !second || !third) throw new Error('three tickets expected');
  await signInAsOrganiser(page, organiser);
  await openGate(page, event.id);

  await context.setOffline(true);
  await expect(page.getByText('Offline · 0 waiting to sync')).toBeVisible();
  const took = await scanTyped(page, first.token);
  const admitted = page.locator('main').getByRole('status').filter({ hasText: 'Admitted' });
  await expect(admitted).toContainText(`Gold · Seat ${first.seat}`);
  await expect(admitted).toContainText('Checked on this device (offline)');
  expect(took).toBeLessThan(300);
  await expect(page.getByText('Offline · 1 waiting to sync')).toBeVisible();
  await scanTyped(page, first.token);
  await expect(
    page
      .locator('main')
      .getByRole('alert')
      .filter({ hasText: /Already admitted at/ }),
  ).toBeVisible();
  await scanTyped(page, second.token);
  await expect(page.getByText('Offline · 2 waiting to sync')).toBeVisible();
  await axe(page);
  await shoot(page, 'offline-queue');

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Synced 2 offline admissions' })).toBeVisible({
    timeout: 15_000,
  });
  // …and said to a screen reader, from a live region that was there before the sync.
  await expect(page.getByRole('status').filter({ hasText: 'Synced 2 offline admissions' })).toBeAttached();
  await expect(page.getByText('Online', { exact: true })).toBeVisible();
  // Admitted of sold: this test's three tickets, and any another spec's full run booked on the event.
  const admittedOf = (n: number) => page.getByText(new RegExp(`^${n} / \\d+$`));
  await expect(admittedOf(2)).toBeVisible();
  await shoot(page, 'offline-synced');
  // Online, the server admits: the answer has no offline note.
  await scanTyped(page, third.token);
  const admittedOnline = page.locator('main').getByRole('status').filter({ hasText: 'Admitted' });
  await expect(admittedOnline).toContainText(`Gold · Seat ${third.seat}`);
  await expect(admittedOnline).not.toContainText('offline');
  await expect(admittedOf(3)).toBeVisible();
  await axe(page);
  await shoot(page, 'admitted');
  // A supervisor undoes the last admission, after confirming: the ticket admits again.
  await page.getByRole('button', { name: `Undo last admission: Gold · Seat ${third.seat}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Undo this admission?' });
  await axe(page);
  await confirm.getByRole('button', { name: 'Undo admission' }).click();
  await expect(confirm).toBeHidden();
  // Focus goes back to the code field, ready for the next ticket.
  await expect(page.locator('#gate-code')).toBeFocused();
  await expect(admittedOf(2)).toBeVisible();
  await scanTyped(page, third.token);
  await expect(page.locator('main').getByRole('status').filter({ hasText: 'Admitted' })).toBeVisible();
  await expect(admittedOf(3)).toBeVisible();
  // Online again, the server answers: the ticket is in.
  await scanTyped(page, second.token);
  await expect(
    page
      .locator('main')
      .getByRole('alert')
      .filter({ hasText: /Already admitted at/ }),
  ).toBeVisible();
  await expect(page.locator('main').getByText('Checked on this device (offline)')).toHaveCount(0);
});

test('two phones admitting the same ticket offline reconcile: one stands, the other is flagged; a supervisor undoes', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { event, organiser } = await gateEvent(request, EVENT_SLOTS.gateTwoPhones);
  const [ticket] = await ticketsOf(browser, event.id, 1);
  if (!ticket) throw new Error('a ticket expected');
  const phone = async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signInAsOrganiser(page, organiser);
    await openGate(page, event.id);
    return { context, page };
  };
  const north = await phone();
  const south = await phone();
  await north.context.setOffline(true);
  await south.context.setOffline(true);
  await scanTyped(north.page, ticket.token);
  await expect(north.page.locator('main').getByRole('status').filter({ hasText: 'Admitted' })).toBeVisible();
  await scanTyped(south.page, ticket.token);
  await expect(south.page.locator('main').getByRole('status').filter({ hasText: 'Admitted' })).toBeVisible();

  await north.context.setOffline(false);
  await expect(north.page.getByRole('heading', { name: 'Synced 1 offline admission' })).toBeVisible({
    timeout: 15_000,
  });
  await south.context.setOffline(false);
  const flagged = south.page.getByRole('heading', { name: 'Synced 1 offline admission · 1 flagged' });
  await expect(flagged).toBeVisible({ timeout: 15_000 });
  await expect(south.page.getByText(/Flagged: scanned twice/)).toBeVisible();
  await shoot(south.page, 'two-phones-flagged');

  // The sales page shows the conflict with both devices and times, and the admission to undo.
  const sales = north.page;
  await sales.goto(`/organizer/events/${event.id}/sales`);
  const gateLog = sales.getByRole('region', { name: 'Gate' });
  await expect(gateLog.getByText(/^Scanned twice: Gold · Seat /)).toBeVisible();
  await expect(
    gateLog.getByText(/Scanned twice: .* — Gate \w{4} at .* IST, then Gate \w{4} at .* IST/),
  ).toBeVisible();
  await axe(sales);
  await gateLog.getByRole('button', { name: /^Undo admission: Gold · Seat/ }).click();
  const dialog = sales.getByRole('dialog', { name: 'Undo this admission?' });
  await dialog.getByRole('button', { name: 'Undo admission' }).click();
  await expect(dialog).toBeHidden();
  await expect(gateLog.getByText(/undone by .* at .* IST/)).toBeVisible();
  // The undone row has no button any more: focus is not dropped on the page's body.
  expect(await sales.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  await expect(sales.getByText(/^0 \/ \d+$/)).toBeVisible();
  for (const [label, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await sales.setViewportSize(viewport);
    await gateLog.screenshot({ path: join(SHOTS, `sales-gate-log-${label}.png`) });
  }
  await north.context.close();
  await south.context.close();
});
