// The event editor (issue 11, point 2): an organiser creates an event, prices it and publishes
// it; a fan finds it in search and on the sport page, and books it at the price the card shows,
// paying exactly the bill for it. Screenshots of the editor at 1280x800 and 390x844 go to the
// test's output folder (test-results/).
import type { Page } from '@playwright/test';
import { formatRupees } from '../src/shared/domain/format';
import { priceBooking } from '../src/shared/domain/pricing';
import { istDateTime } from '../src/shared/domain/time';
import type { Booking } from '../src/shared/schemas/booking';
import type { EventFormInput, OwnEvent } from '../src/shared/schemas/organizer';
import {
  chooseCategory,
  continueToReview,
  expectPaymentSuccess,
  fillCard,
  openPayment,
} from './booking-helpers';
import { expect, expectNoAxeViolations, signInAsPromoter, signUp, test } from './fixtures';

const TEST_CARD = '4111111111111111';
const DAY = 86_400_000;

// The empty form's save is refused (400) on purpose; so are the booking tests' expected answers.
test.use({
  allowedConsoleErrors: [
    /Failed to load resource: the server responded with a status of (400|401|404|409|410)/,
  ],
});

// Toasts are left out of page scans: sonner fades them in, and axe measures the half-faded colours.
const axe = (page: Page) => expectNoAxeViolations(page, { exclude: ['[data-sonner-toaster]'] });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A name no seeded event has, so that search and filters find this test's event alone. */
const uniqueWord = () => `Zeph${Math.random().toString(36).slice(2, 7).replace(/\d/g, 'q')}`;
const inDays = (days: number) => istDateTime(new Date(Date.now() + days * DAY)).date;

test('an organiser creates, prices and publishes an event; a fan finds it and books it at the shown price', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const word = uniqueWord();
  const team2 = `${word} Smashers`;
  await signInAsPromoter(page);
  await page.getByRole('link', { name: 'New event' }).click();
  await expect(page).toHaveURL(/\/organizer\/events\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible();

  // Saving the empty form: every problem is listed, linked to its field, and the field says it too.
  const form = page.getByRole('form', { name: 'Event details' });
  await form.getByRole('button', { name: 'Save draft' }).click();
  const summary = form.getByRole('region', { name: /^Please fix these \d+ problems/ });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Tournament: Enter the tournament' })).toBeVisible();
  await expect(form.getByLabel('Tournament')).toHaveAttribute('aria-invalid', 'true');
  await axe(page);
  await page.screenshot({ path: test.info().outputPath('editor-new-1280x800.png'), fullPage: true });

  await form.getByLabel('Sport').selectOption('badminton');
  await form.getByLabel('Tournament').fill('KhelPass Smash Cup');
  await form.getByLabel('First side').fill('Mumbai Shuttlers');
  await form.getByLabel('Second side').fill(team2);
  await form.getByLabel('Venue', { exact: true }).selectOption({ label: 'NSCI Dome, Mumbai · 5,000 places' });
  await expect(form.getByText("Capacity 5,000: the event's places, split into its price list")).toBeVisible();
  await form.getByLabel('Date (IST)').fill(inDays(12));
  await form.getByLabel('Start time (IST)').fill('18:30');
  await form.getByLabel('Description').fill(`An evening of badminton at NSCI Dome with the ${team2}.`);
  await form.getByLabel('Highlights').fill('Doubles final\nMeet the players');
  await expect(form.getByLabel('Emoji image')).toHaveValue('🏸');
  await form.getByRole('button', { name: 'Save draft' }).click();

  await expect(page).toHaveURL(/\/organizer\/events\/ev-[a-z2-7]{10}\/edit$/);
  const eventId = /events\/(ev-[a-z2-7]+)\/edit/.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('heading', { level: 1, name: `Mumbai Shuttlers vs ${team2}` })).toBeVisible();
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status).toContainText('Only you can see this draft');

  // The default price list at the venue's capacity: Economy from ₹400 to ₹350.
  const prices = page.getByRole('form', { name: 'Price list' });
  await expect(prices.getByText("Places: 5,000 of the venue's 5,000")).toBeVisible();
  await expect(prices.getByLabel('Economy price (₹)', { exact: true })).toHaveValue('400');
  await prices.getByLabel('Economy price (₹)', { exact: true }).fill('350');
  await prices.getByRole('button', { name: 'Save prices' }).click();
  await expect(prices.getByRole('status')).toHaveText('Prices saved.');
  await prices.getByText('Price changes (1)').click();
  await expect(prices.getByText(/^Economy: ₹400 → ₹350 · /)).toBeVisible();
  await axe(page);
  await page.screenshot({ path: test.info().outputPath('editor-edit-1280x800.png'), fullPage: true });

  // Before publishing, fans do not see it.
  expect((await page.request.get(`/api/events/${eventId}`)).status()).toBe(404);
  await status.getByRole('button', { name: 'Publish' }).click();
  await expect(status.getByRole('status')).toHaveText('Published: fans can find it now.');
  await expect(status.getByText('On sale', { exact: true })).toBeVisible();
  await axe(page);

  // A fan finds it in the header's search, at the cheapest price set.
  await page.context().clearCookies();
  await signUp(page, 'Asha Rao');
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /search/i })
    .first()
    .click();
  const search = page.getByRole('dialog');
  await search.getByRole('searchbox', { name: 'Search events, venues, teams, players' }).fill(team2);
  const result = search
    .getByRole('list', { name: /Results for/ })
    .getByRole('button', { name: new RegExp(`Mumbai Shuttlers vs ${team2}`) });
  await expect(result).toContainText('₹350');
  await page.keyboard.press('Escape');

  // And on the badminton page, filtered by the side's name.
  await page.goto('/sports/badminton');
  await page.getByRole('main').getByRole('search').getByLabel('Search teams or tournaments').fill(word);
  const card = page.getByRole('article', { name: `Mumbai Shuttlers vs ${team2}` });
  await expect(card).toContainText('Tickets from₹350');
  await card.getByRole('link', { name: `Mumbai Shuttlers vs ${team2}` }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}`));
  const tickets = page.getByRole('region', { name: 'Tickets' });
  await expect(tickets).toContainText('₹350');

  // Booked through the dialog, paid by the test card: the charge is the bill for ₹350.
  await tickets.getByRole('button', { name: 'Book Tickets' }).click();
  const dialog = page.getByRole('dialog', { name: `Mumbai Shuttlers vs ${team2}` });
  await chooseCategory(dialog, 'Economy', 1);
  const total = await continueToReview(dialog, { phone: '98765 43210' });
  const bill = priceBooking({ seats: [{ unitPrice: 350, quantity: 1 }], addOnIds: [], insurance: false });
  expect(total).toBe(formatRupees(bill.total));
  const payment = await openPayment(page, dialog, total);
  await fillCard(payment, TEST_CARD);
  await payment.getByRole('button', { name: `Pay ${total}` }).click();
  const { reference } = await expectPaymentSuccess(payment);

  const booked = await page.request.get('/api/bookings');
  expect(booked.ok()).toBe(true);
  const booking = ((await booked.json()) as { items: Booking[] }).items.find(
    (item) => item.reference === reference,
  );
  expect(booking).toMatchObject({ status: 'confirmed', eventId, totalPaise: bill.total * 100 });
  expect(booking?.quote.seatsPaise).toBe(35_000);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the editor stacks its fields and never scrolls sideways', async ({ page }) => {
    await signInAsPromoter(page);
    await page.goto('/organizer/events/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await axe(page);
    await page.screenshot({ path: test.info().outputPath('editor-new-390x844.png'), fullPage: true });

    const form: EventFormInput = {
      sport: 'kabaddi',
      tournament: 'Phone Kabaddi Cup',
      team1: 'U Mumba',
      team2: `${uniqueWord()} Raiders`,
      venueId: 'nsci-dome',
      startDate: inDays(14),
      startTime: '20:00',
      durationMinutes: 150,
      description: 'A kabaddi night.',
      highlights: ['Raid of the night'],
      image: '🤼',
    };
    // Through the page's own session, from its own origin (the API refuses other origins).
    const created = await page.request.post('/api/organizer/events', {
      data: form,
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(created.status()).toBe(201);
    const event = (await created.json()) as OwnEvent;
    await page.goto(`/organizer/events/${event.id}/edit`);
    await expect(page.getByRole('form', { name: 'Price list' }).getByLabel('Platinum price (₹)')).toHaveValue(
      '3500',
    );
    await expectNoSidewaysScroll(page);
    await axe(page);
    await page.screenshot({ path: test.info().outputPath('editor-edit-390x844.png'), fullPage: true });
  });
});
