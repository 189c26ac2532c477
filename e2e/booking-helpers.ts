// Helpers of the booking specs (e2e/booking*.spec.ts): events picked per test, sign-up, the booking
// dialog's steps and the payment dialog, all through what a person sees (roles, labels, texts).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { SEAT_PLAN_VENUES } from '../src/server/db/seed/generate';
import type { Booking, Checkout, Hold, MapSeat, PaymentResult, Seating } from '../src/shared/schemas/booking';
import type { CatalogueEvent, EventPage } from '../src/shared/schemas/catalogue';
import { expect } from './fixtures';

/**
 * The browser logs every non-2xx answer as a console error; the booking tests cause some on
 * purpose (402 declined payment, 409 seat taken, 410 expired hold, 401 session check of a guest).
 */
export const expectedHttpErrors = [
  /Failed to load resource: the server responded with a status of (401|402|404|409|410)/,
];

/**
 * Each booking test books its own event so the two workers never fight over the same seats. The
 * slot is an index into the upcoming events with seats to spare (not in high demand: every
 * category and the map have room for the Gold places and runs of seats the tests take), ordered by
 * the catalogue's default sort; the first few are left to the other specs (they open the dialog on
 * the most popular events). Only the seeded catalogue's events count ('ev-000042'): an event another
 * spec publishes while this one runs (organiser ids are 'ev-' and ten random letters) must not shift
 * the slots, or two tests could end up on the same event. Events on a stadium's seating plan
 * (decision 016) sell seats on the stadium map, not the categories and small map these tests use.
 */
export const EVENT_SLOTS = {
  listCard: 10,
  mapUpi: 11,
  wallet: 12,
  declined: 13,
  validationList: 14,
  validationMap: 15,
  race: 16,
  axe: 17,
  axeMap: 18,
  guest: 19,
  expiry: 20,
  reopen: 21,
  policy: 22,
  push: 23,
  notifications: 24,
  notificationsPhone: 25,
  offline: 26,
  payLater: 27,
  moreTime: 28,
  guestLookup: 35,
  transfer: 38,
  // The gate scanner (e2e/gate.spec.ts), each run by its sport's demo organiser.
  gateCamera: 42,
  gateOffline: 43,
  gateTwoPhones: 44,
  autoSave: 47,
  autoSaveExpiry: 48,
  autoSaveGuest: 49,
  // The admin console's bookings (e2e/admin-bookings.spec.ts).
  adminRefund: 50,
  adminRefundPhone: 51,
} as const;

const SEEDED_EVENT_ID = /^ev-(?:\d+-)?\d{6}$/;

export async function upcomingEvent(
  request: APIRequestContext,
  slot: number,
  baseURL = '',
): Promise<CatalogueEvent> {
  // Page after page until the slot is reached (a page holds 100 events); an event seen twice, as a
  // page's edge moves when another spec publishes one between the requests, counts once.
  const events = new Map<string, CatalogueEvent>();
  for (let page = 1; events.size <= slot; page += 1) {
    const response = await request.get(`${baseURL}/api/events?pageSize=100&page=${page}`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as EventPage;
    for (const e of body.items) {
      if (
        SEEDED_EVENT_ID.test(e.id) &&
        e.status === 'upcoming' &&
        e.demand !== 'high' &&
        !SEAT_PLAN_VENUES.has(e.venueId)
      ) {
        events.set(e.id, e);
      }
    }
    if (!body.hasMore) break;
  }
  const event = [...events.values()][slot];
  if (!event) throw new Error(`no upcoming event with seats to spare in slot ${slot} (${events.size})`);
  return event;
}

export async function seating(request: APIRequestContext, eventId: string, baseURL = ''): Promise<Seating> {
  const response = await request.get(`${baseURL}/api/events/${eventId}/seating`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Seating;
}

/** The first row of a section with `count` available seats side by side (sorted by number). */
export function freeRun(data: Seating, count: number, sectionId = 'premium'): MapSeat[] {
  const section = data.sections.find((s) => s.id === sectionId);
  for (const row of section?.rows ?? []) {
    const seats = [...row.seats].sort((a, b) => a.number - b.number);
    for (let i = 0; i + count <= seats.length; i += 1) {
      const run = seats.slice(i, i + count);
      if (run.every((seat) => seat.status === 'available')) return run;
    }
  }
  throw new Error(`no ${count} free seats side by side in ${sectionId}`);
}

/** The first `count` seats of a section with the given status, row by row. */
export function seatsOf(
  data: Seating,
  sectionId: string,
  status: MapSeat['status'],
  count: number,
): MapSeat[] {
  const section = data.sections.find((s) => s.id === sectionId);
  const seats = (section?.rows ?? [])
    .flatMap((row) => [...row.seats].sort((a, b) => a.number - b.number))
    .filter((seat) => seat.status === status)
    .slice(0, count);
  if (seats.length < count) throw new Error(`fewer than ${count} ${status} seats in ${sectionId}`);
  return seats;
}

export const categoryAvailable = async (
  request: APIRequestContext,
  eventId: string,
  categoryId: string,
  baseURL = '',
) => (await seating(request, eventId, baseURL)).categories.find((c) => c.id === categoryId)?.available;

/** Opens /events/{id} (on `origin` when given) and its booking dialog, at step 1 with the seats loaded. */
export async function openBookingDialog(page: Page, event: CatalogueEvent, origin = '') {
  await page.goto(`${origin}/events/${event.id}`);
  await page.getByRole('button', { name: 'Book Tickets' }).click();
  const dialog = page.getByRole('dialog', { name: event.title });
  await expect(dialog.getByText('Step 1 of 4')).toBeVisible();
  await expect(dialog.getByRole('radio').first()).toBeAttached();
  return dialog;
}

export const continueButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Continue' });

/** Chooses a category in the list view (by its visible name) and waits until the server holds it. */
export async function chooseCategory(dialog: Locator, name: string, seats = 1) {
  await dialog.getByText(name, { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: new RegExp(`^${name}`) })).toBeChecked();
  for (let n = 1; n < seats; n += 1) await dialog.getByRole('button', { name: 'More seats' }).click();
  await expect(dialog.getByRole('status', { name: 'Seats' })).toHaveText(String(seats));
  await expect(dialog.getByText(`Your selection: ${seats} × ${name}`)).toBeVisible();
}

export async function showSeatMap(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Seat Map View' }).click();
  await expect(dialog.getByRole('group', { name: /^Seat map of / })).toBeVisible();
}

export const seatButton = (dialog: Locator, seat: Pick<MapSeat, 'row' | 'number'>) =>
  dialog.getByRole('button', { name: new RegExp(`^Row ${seat.row} seat ${seat.number},`) });

export async function expectStep(dialog: Locator, step: number) {
  await expect(dialog.getByText(`Step ${step} of 4`)).toBeVisible();
}

/** Step 3 for a signed-in fan (name and e-mail prefilled) or a guest (everything typed). */
export async function fillDetails(
  dialog: Locator,
  contact: { name?: string; email?: string; phone: string },
  guests: string[] = [],
) {
  if (contact.name !== undefined) await dialog.getByLabel('Full name').fill(contact.name);
  if (contact.email !== undefined) await dialog.getByLabel('E-mail').fill(contact.email);
  await dialog.getByLabel('Phone (+91 mobile)').fill(contact.phone);
  for (const [index, guest] of guests.entries()) {
    await dialog.getByLabel(`Guest ${index + 1} name`).fill(guest);
  }
}

/** Steps 2 → 4 without extras; returns the total the 'Complete Booking' button shows. */
export async function continueToReview(
  dialog: Locator,
  contact: Parameters<typeof fillDetails>[1],
  guests: string[] = [],
) {
  await continueButton(dialog).click();
  await expectStep(dialog, 2);
  await continueButton(dialog).click();
  await expectStep(dialog, 3);
  await fillDetails(dialog, contact, guests);
  await continueButton(dialog).click();
  await expectStep(dialog, 4);
  return reviewTotal(dialog);
}

/** The review's 'Total to pay' and the 'Complete Booking - ₹…' button agree; returns '₹…'. */
export async function reviewTotal(dialog: Locator) {
  const bill = dialog.getByRole('region', { name: 'Total to pay' });
  const total = (await bill.getByRole('definition').last().textContent())?.trim() ?? '';
  expect(total).toMatch(/^₹[\d,]+$/);
  await expect(dialog.getByRole('button', { name: `Complete Booking - ${total}` })).toBeVisible();
  return total;
}

/** 'Complete Booking' → the 'Secure Payment' dialog for the same amount. */
export async function openPayment(page: Page, dialog: Locator, total: string) {
  await dialog.getByRole('button', { name: `Complete Booking - ${total}` }).click();
  const payment = page.getByRole('dialog', { name: 'Secure Payment' });
  await expect(payment.getByRole('button', { name: `Pay ${total}` })).toBeVisible();
  return payment;
}

export async function fillCard(payment: Locator, number: string) {
  await payment.getByLabel('Card number').fill(number);
  await payment.getByLabel('Expiry (MM/YY)').fill('12/34');
  await payment.getByLabel('CVV').fill('123');
  await payment.getByLabel('Name on card').fill('Test Fan');
}

/** Holds the gateway's answer until the returned function is called, to see 'Processing Payment...'. */
export async function holdGateway(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/gateway/orders/*/payments', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Pays and waits for the success screen; returns the payment id and booking reference it shows. */
export async function expectPaymentSuccess(payment: Locator) {
  await expect(payment.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({
    timeout: 10_000,
  });
  const success = payment.getByRole('status');
  const paymentId = (await success.getByText(/^pay_/).textContent())?.trim() ?? '';
  const reference = (await success.getByText(/^KP-/).textContent())?.trim() ?? '';
  expect(paymentId).not.toBe('');
  expect(reference).not.toBe('');
  return { paymentId, reference };
}

/** The toasts with this title (sonner's 'Notifications' region holds one list item per toast). */
export const toasts = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });

/** Exactly one toast with this title and description. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = toasts(page, title);
  await expect(toast).toHaveCount(1);
  if (description) await expect(toast).toContainText(description);
}

/** The success toast after payment: exactly one. */
export const expectPaidToast = (page: Page) =>
  expectToast(page, 'Payment Successful! 🎉', 'Your tickets have been booked successfully!');

/** Console errors of a page outside the `page` fixture (a second browser context). */
export function collectConsoleErrors(page: Page, allowed: RegExp[]) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (allowed.some((pattern) => pattern.test(message.text()))) return;
    problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught page error: ${error.message}`));
  return problems;
}

/** Book options: one place of the first category with room unless told, with these add-ons and insurance. */
interface ApiBookingOptions {
  categoryId?: string;
  quantity?: number;
  addOns?: string[];
  insurance?: boolean;
  /** The contact's e-mail (a guest finding the booking later by it); API_CONTACT's by default. */
  email?: string;
}

/**
 * Holds places of the event and checks out through the API with the page's session (signed in, or
 * a guest's holder cookie), leaving the booking 'Awaiting payment'.
 */
export async function checkOutThroughApi(
  page: Page,
  eventId: string,
  options: ApiBookingOptions = {},
): Promise<Checkout> {
  const seating = (await (await page.request.get(`/api/events/${eventId}/seating`)).json()) as Seating;
  const quantity = options.quantity ?? 1;
  const category = seating.categories.find(
    (c) => (options.categoryId ?? c.id) === c.id && c.available >= quantity,
  );
  if (!category) throw new Error(`no category with ${quantity} places left on ${eventId}`);
  const hold = await sendAs<Hold>(page, 'POST', '/api/holds', { eventId });
  await sendAs<Hold>(page, 'PUT', `/api/holds/${hold.id}`, {
    selection: { kind: 'category', categoryId: category.id, quantity },
  });
  return sendAs<Checkout>(page, 'POST', `/api/holds/${hold.id}/checkout`, {
    contact: { ...API_CONTACT, ...(options.email && { email: options.email }) },
    guests: Array.from({ length: quantity - 1 }, (_, i) => ({ name: `Guest ${i + 1}` })),
    addOns: options.addOns ?? [],
    insurance: options.insurance ?? false,
  });
}

const API_CONTACT = { name: 'Api Fan', email: 'api.fan@example.in', phone: '9876543210' };

async function sendAs<T>(page: Page, method: 'POST' | 'PUT', path: string, data: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(path, { method, data, headers: { Origin: origin } });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Books the event through the API (checkOutThroughApi, then pays by card); the confirmed booking. */
export async function bookThroughApi(
  page: Page,
  eventId: string,
  options: ApiBookingOptions = {},
): Promise<Booking> {
  const created = await checkOutThroughApi(page, eventId, options);
  const paid = await sendAs<PaymentResult>(page, 'POST', `/api/gateway/orders/${created.order.id}/payments`, {
    method: 'card',
    card: { number: '4111111111111111', expiry: '12/30', cvv: '123', name: API_CONTACT.name },
  });
  return sendAs<Booking>(page, 'POST', `/api/bookings/${created.booking.id}/confirm`, paid);
}
