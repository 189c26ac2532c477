// The stadium seat map (issue 15 §1–2) against the real server: Narendra Modi Stadium's plan of
// 1,32,000 seats. A fan queues for an on-sale, is let in, picks seats with the mouse (best
// available, then a seat clicked on the canvas) and books; another fan picks seats by keyboard
// alone on a seeded match whose seats are partly sold, and books. The tickets name their seats.
// Screenshots of the map at 1280x800 and 390x844 go to the test's output folder.
import type { Locator, Page } from '@playwright/test';
import { istDateTime } from '../src/shared/domain/time';
import type { Booking } from '../src/shared/schemas/booking';
import type { EventPage } from '../src/shared/schemas/catalogue';
import type { EventFormInput, OwnEvent } from '../src/shared/schemas/organizer';
import { continueToReview, expectPaymentSuccess, expectStep, fillCard, openPayment } from './booking-helpers';
import {
  CRICKET_BOARD,
  expect,
  expectNoAxeViolations,
  screenshotsAtBothSizes,
  signInAsOrganizer,
  signUp,
  test,
} from './fixtures';

// The hold refused without a pass (403) never happens here: the fans come through the queue.
const DAY = 86_400_000;
const STADIUM = 'narendra-modi-stadium';
const CARD = '4111 1111 1111 1111';
const axe = (page: Page) => expectNoAxeViolations(page, { exclude: ['[data-sonner-toaster]'] });
const originOf = (page: Page) => ({ Origin: new URL(page.url()).origin });

const selectedHeading = (dialog: Locator) =>
  dialog.getByRole('heading', { name: /^Selected seats \(\d+\)$/ });

/** Pays for what the dialog holds by card and answers the booking reference. */
async function book(page: Page, dialog: Locator, guests: string[]) {
  const total = await continueToReview(dialog, { phone: '9876543210' }, guests);
  const payment = await openPayment(page, dialog, total);
  await fillCard(payment, CARD);
  await payment.getByRole('button', { name: `Pay ${total}` }).click();
  return (await expectPaymentSuccess(payment)).reference;
}

/** The fan's booking with this reference, as /api/bookings lists it. */
async function bookingOf(page: Page, reference: string): Promise<Booking> {
  const list = (await (await page.request.get('/api/bookings')).json()) as { items: Booking[] };
  const booking = list.items.find((item) => item.reference === reference);
  if (!booking) throw new Error(`no booking ${reference}`);
  return booking;
}

test('a fan queues, is let in, picks seats on the stadium map with the mouse and books', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The cricket board's own match on the stadium's whole plan, published, with a queue.
  await signInAsOrganizer(page, CRICKET_BOARD);
  const form: EventFormInput = {
    sport: 'cricket',
    tournament: 'Motera Map Trophy',
    team1: 'Gujarat Titans',
    team2: `Zeph${Math.random().toString(36).slice(2, 7).replace(/\d/g, 'q')} XI`,
    venueId: STADIUM,
    startDate: istDateTime(new Date(Date.now() + 21 * DAY)).date,
    startTime: '19:30',
    durationMinutes: 240,
    description: 'A night match on the whole stadium plan.',
    highlights: ['Every seat on the map'],
    image: '🏏',
    seatPlan: true,
  };
  const created = await page.request.post('/api/organizer/events', { data: form, headers: originOf(page) });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as OwnEvent;
  expect(event.seatPlan).toBe(true);
  const published = await page.request.post(`/api/organizer/events/${event.id}/publish`, {
    headers: originOf(page),
  });
  expect(published.status()).toBe(200);
  const fanContext = await browser.newContext({ locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  const fan = await fanContext.newPage();
  await signUp(fan, 'Kavya Patel');
  const queued = await page.request.put(`/api/organizer/events/${event.id}/queue`, {
    data: { enabled: true, opensAt: new Date(Date.now() + 10_000).toISOString() },
    headers: originOf(page),
  });
  expect(queued.status()).toBe(200);

  // The event page sends the fan to the queue; the admission pass lets them in live.
  await fan.goto(`/events/${event.id}`);
  await fan.getByRole('region', { name: 'Tickets' }).getByRole('link', { name: 'Join the queue' }).click();
  await expect(fan.getByRole('heading', { name: "It's your turn" })).toBeVisible({ timeout: 30_000 });
  await axe(fan);
  await fan.getByRole('link', { name: 'Continue to booking' }).click();

  // Step 1 is the stadium map, not the three-section map.
  const dialog = fan.getByRole('dialog', { name: `Gujarat Titans vs ${form.team2}` });
  await expectStep(dialog, 1);
  await expect(
    dialog.getByRole('img', { name: /^Map of Narendra Modi Stadium: 6 stands, 293 blocks/ }),
  ).toBeVisible();
  await expect(selectedHeading(dialog)).toHaveText('Selected seats (0)');
  await axe(fan);

  // Best available by mouse: two Gold seats side by side in one tap.
  const best = dialog.getByRole('form', { name: 'Best available' });
  await best.getByText('Gold', { exact: true }).click();
  await best.getByLabel('Seats together').selectOption('2');
  await best.getByRole('button', { name: 'Hold the best 2 seats' }).click();
  await expect(selectedHeading(dialog)).toHaveText('Selected seats (2)');
  const held = dialog.getByRole('region', { name: /^Selected seats/ }).getByRole('listitem');
  await expect(held).toHaveCount(2);
  await expect(held.first()).toContainText(/Row [A-Z]+, seat \d+/);

  // Then one more seat clicked on the canvas, which now shows the held block's seats.
  const canvas = dialog.getByTestId('stadium-canvas');
  await canvas.scrollIntoViewIfNeeded();
  let picked = false;
  for (let dy = -60; dy <= 120 && !picked; dy += 10) {
    for (let dx = -150; dx <= 150 && !picked; dx += 10) {
      const box = await canvas.boundingBox();
      if (!box) throw new Error('the map has no canvas');
      await fan.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
      picked = (await selectedHeading(dialog).textContent()) === 'Selected seats (3)';
    }
  }
  expect(picked).toBe(true);
  await expect(held).toHaveCount(3);
  await screenshotsAtBothSizes(fan, 'stadium-map-mouse');

  const reference = await book(fan, dialog, ['Arjun Patel', 'Isha Patel']);
  const booking = await bookingOf(fan, reference);
  expect(booking.tickets).toHaveLength(3);
  for (const ticket of booking.tickets) expect(ticket.seatLabel).toMatch(/^Block .+, Row [A-Z]+, seat \d+$/);
  expect(new Set(booking.tickets.map((ticket) => ticket.seatLabel)).size).toBe(3);
  await fanContext.close();
});

test('a fan picks seats by keyboard alone, stand to block to row to seat, and books', async ({ page }) => {
  test.setTimeout(90_000);
  // A seeded match at the stadium, on its plan, with seats already sold.
  const list = (await (
    await page.request.get(`/api/events?venue=${STADIUM}&pageSize=20`)
  ).json()) as EventPage;
  // A seeded match (not another spec's own event), with no waiting room.
  const match = list.items.find(
    (item) =>
      /^ev-(?:\d+-)?\d{6}$/.test(item.id) &&
      item.status === 'upcoming' &&
      item.queueOpensAt === null &&
      item.seatsLeft > 10_000,
  );
  if (!match) throw new Error('no seeded match on sale at Narendra Modi Stadium');
  await signUp(page, 'Ravi Shah');
  await page.goto(`/events/${match.id}`);
  const bookTickets = page
    .getByRole('region', { name: 'Tickets' })
    .getByRole('button', { name: 'Book Tickets' });
  await bookTickets.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: match.title });
  await expectStep(dialog, 1);

  // Stands → blocks → rows → seats: each Enter opens the next level and focus moves into it.
  const stands = dialog.getByRole('list', { name: 'Stands' });
  await stands.getByRole('button').first().focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('list', { name: 'Blocks' }).getByRole('button').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('list', { name: 'Rows' }).getByRole('button').first()).toBeFocused();
  await page.keyboard.press('Enter');
  const seats = dialog.getByRole('list', { name: /^Seats of row / });
  await expect(seats).toBeVisible();
  // Focus is on the row's first seat that can be had; Enter takes it, Tab and Enter the next.
  const first = page.locator(':focus');
  await expect(first).toHaveAttribute('aria-label', /^Row [A-Z]+, seat \d+, \w+, ₹[\d,]+, available/);
  await page.keyboard.press('Enter');
  await expect(selectedHeading(dialog)).toHaveText('Selected seats (1)');
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  // Tab on, as a screen-reader user listens, to the next seat that reads 'available'.
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('Tab');
    const label = (await page.locator(':focus').getAttribute('aria-label')) ?? '';
    expect(label).toMatch(/^Row [A-Z]+, seat \d+, /);
    if (/, available/.test(label)) break;
  }
  await page.keyboard.press('Enter');
  await expect(selectedHeading(dialog)).toHaveText('Selected seats (2)');
  await axe(page);
  await screenshotsAtBothSizes(page, 'stadium-map-keyboard');

  const reference = await book(page, dialog, ['Mira Shah']);
  const booking = await bookingOf(page, reference);
  expect(booking.tickets.map((ticket) => ticket.seatLabel)).toEqual([
    expect.stringMatching(/^Block .+, Row [A-Z]+, seat \d+$/),
    expect.stringMatching(/^Block .+, Row [A-Z]+, seat \d+$/),
  ]);
});
