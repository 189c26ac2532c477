// A deal the organiser starts is a real discount (issue 11): the promoter starts a flash deal in the
// console, and a fan sees it on the event's card, in the dialog's categories and bill, and pays it.
// Screenshots of the deals page at 1280×800 and 390×844 go to the test's output folder.
import type { Page } from '@playwright/test';
import type { Seating } from '../src/shared/schemas/booking';
import type { CatalogueEvent } from '../src/shared/schemas/catalogue';
import type { EventDealList } from '../src/shared/schemas/deals';
import type { OrganizerEventPage } from '../src/shared/schemas/organizer';
import {
  chooseCategory,
  continueButton,
  expectedHttpErrors,
  expectPaymentSuccess,
  expectStep,
  fillCard,
  fillDetails,
  openBookingDialog,
  openPayment,
  reviewTotal,
} from './booking-helpers';
import { expect, expectNoAxeViolations, signInAsPromoter, signUp, test } from './fixtures';

test.use({ allowedConsoleErrors: expectedHttpErrors });

const DAY = 86_400_000;
const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;

/** One of the promoter's events on sale, at least three days away, with no deal running or planned. */
async function eventWithoutDeals(page: Page): Promise<CatalogueEvent> {
  const list = (await (
    await page.request.get('/api/organizer/events?status=on_sale&pageSize=100')
  ).json()) as OrganizerEventPage;
  for (const row of list.items) {
    if (Date.parse(row.startsAt) < Date.now() + 3 * DAY) continue;
    const deals = (await (
      await page.request.get(`/api/organizer/events/${row.id}/deals`)
    ).json()) as EventDealList;
    if (deals.items.some((deal) => deal.status === 'running' || deal.status === 'scheduled')) continue;
    const event = (await (await page.request.get(`/api/events/${row.id}`)).json()) as CatalogueEvent;
    if (event.seatsLeft > 10) return event;
  }
  throw new Error('the promoter has no event on sale without a deal');
}

/** Tomorrow's date in India, for the deal's end. */
const tomorrowInIndia = () => new Date(Date.now() + DAY + 5.5 * 3_600_000).toISOString().slice(0, 10);

test('a flash deal the organiser starts is on the fan’s card, in the dialog and in the charge', async ({
  page,
  browser,
}) => {
  // Two people's whole journeys (the organiser's deal, the fan's booking and payment): longer than one page's.
  test.setTimeout(90_000);
  await signInAsPromoter(page);
  const event = await eventWithoutDeals(page);
  await page.goto(`/organizer/events/${event.id}/deals`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Deals: ${event.title}`);
  await expect(page.getByText('No deals yet.')).toBeVisible();

  // A start without an end is refused beside the field, and nothing is started.
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Start a deal' }) });
  await form.getByRole('button', { name: 'Start deal' }).click();
  await expect(form.getByRole('alert')).toContainText('Choose the date and time the deal ends');
  await expectNoAxeViolations(page);

  await form.getByLabel('Kind of deal').selectOption({ label: 'Flash Sale!' });
  await form.getByLabel('Discount (% off)').fill('25');
  await form.getByRole('checkbox', { name: 'Regular', exact: true }).check();
  const ends = form.getByRole('group', { name: 'Ends (IST)' });
  await ends.getByLabel('Date').fill(tomorrowInIndia());
  await ends.getByLabel('Time').fill('23:00');
  await form.getByRole('button', { name: 'Start deal' }).click();
  await expect(form.getByRole('status')).toContainText('Flash Sale! 25% off is running');
  const listed = page.getByRole('region', { name: "This event's deals" }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Running');
  await expect(listed).toContainText('Regular, Economy');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('deals-1280x800.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(listed).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('deals-390x844.png'), fullPage: true });

  // The fan, in a browser of their own.
  const fanContext = await browser.newContext();
  const fan = await fanContext.newPage();
  const seating = (await (await fan.request.get(`/api/events/${event.id}/seating`)).json()) as Seating;
  const economy = seating.categories.find((c) => c.id === 'economy');
  if (!economy) throw new Error('no Economy');
  expect(economy.pricePaise).toBe(Math.round((economy.listPricePaise / 100) * 0.75) * 100);

  await signUp(fan, 'Deal Hunter');
  await fan.goto(`/events/${event.id}`);
  // In main: a deal's banner can say 'Tickets from' too.
  const price = fan.getByRole('main').getByText('Tickets from').locator('xpath=..');
  await expect(price).toContainText(rupees(economy.pricePaise));
  await expect(price.locator('s')).toHaveText(`Original price ${rupees(economy.listPricePaise)}`);
  await expect(fan.getByText('Flash Sale!').first()).toBeVisible();

  const dialog = await openBookingDialog(fan, event);
  await expect(dialog.getByRole('radio', { name: /Economy/ })).toHaveAccessibleName(
    new RegExp(`Before the deal ${rupees(economy.listPricePaise)}`),
  );
  await chooseCategory(dialog, 'Economy', 1);
  await continueButton(dialog).click();
  await expectStep(dialog, 2);
  const bill = dialog.getByRole('region', { name: 'Price summary' });
  await expect(bill).toContainText(`Deal discount−${rupees(economy.listPricePaise - economy.pricePaise)}`);
  await continueButton(dialog).click();
  await expectStep(dialog, 3);
  await fillDetails(dialog, { phone: '98765 43210' });
  await continueButton(dialog).click();
  await expectStep(dialog, 4);
  // One Economy place at the deal's price, with an 8 % fee and 18 % GST on it.
  const seats = economy.pricePaise / 100;
  const fee = Math.round(seats * 0.08);
  const total = `₹${(seats + fee + Math.round((seats + fee) * 0.18)).toLocaleString('en-IN')}`;
  expect(await reviewTotal(dialog)).toBe(total);
  const payment = await openPayment(fan, dialog, total);
  await fillCard(payment, '4111 1111 1111 1111');
  await payment.getByRole('button', { name: `Pay ${total}` }).click();
  await expectPaymentSuccess(payment);
  await fan.goto('/bookings');
  await expect(fan.getByRole('article', { name: event.title })).toContainText(`Amount${total}`);
  await fanContext.close();
});
