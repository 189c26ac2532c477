// Paying later (issue 13 point 3): an 'Awaiting payment' booking is paid from My Bookings or the
// dashboard in the same payment window while its booking session lives.

import { TEST_INSTRUMENTS } from '../src/shared/booking-constants';
import { formatPaise } from '../src/shared/domain/format';
import {
  checkOutThroughApi,
  EVENT_SLOTS,
  expectPaymentSuccess,
  fillCard,
  upcomingEvent,
} from './booking-helpers';
import { expect, expectNoAxeViolations, signUp, test } from './fixtures';

test('an Awaiting payment booking is paid from the dashboard and My Bookings, then shows its tickets', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUp(page, 'Later Payer');
  const event = await upcomingEvent(page.request, EVENT_SLOTS.payLater);
  const { booking, order } = await checkOutThroughApi(page, event.id);

  // The dashboard offers it.
  await page.goto('/dashboard?tab=bookings');
  await page
    .getByRole('link', { name: `Complete payment for ${booking.eventTitle}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/bookings\\?pay=${booking.id}$`));
  const payment = page.getByRole('dialog', { name: 'Secure Payment' });
  const total = formatPaise(order.amountPaise);
  await expect(payment.getByRole('button', { name: `Pay ${total}` })).toBeVisible();
  await expectNoAxeViolations(page);

  // Closed without paying: back to My Bookings, where the card offers it again.
  await page.keyboard.press('Escape');
  await expect(payment).toBeHidden();
  const card = page.getByRole('article', { name: booking.eventTitle });
  await expect(card.getByText('Awaiting payment')).toBeVisible();
  await card.getByRole('link', { name: `Complete payment for ${booking.eventTitle}` }).click();
  await fillCard(payment, TEST_INSTRUMENTS.cardSuccess);
  await payment.getByRole('button', { name: `Pay ${total}` }).click();
  const { reference } = await expectPaymentSuccess(payment);
  expect(reference).toBe(booking.reference);
  await expect(page).toHaveURL(new RegExp(`/bookings\\?booking=${booking.id}$`), { timeout: 15_000 });
  await expect(page.getByRole('img', { name: /QR code/ }).first()).toBeVisible();
});
