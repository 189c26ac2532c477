// Booking end to end (issue 4): the four-step dialog on a real server hold, paid through the
// gateway simulator by card, UPI and wallet, as a signed-in fan and as a guest; then the booking in
// /bookings, its tickets and the dashboard figures. Failures, races and expiry: booking-failures.spec.ts.
import type { Page } from '@playwright/test';
import {
  chooseCategory,
  continueButton,
  continueToReview,
  EVENT_SLOTS,
  expectedHttpErrors,
  expectPaidToast,
  expectPaymentSuccess,
  expectStep,
  fillCard,
  fillDetails,
  freeRun,
  holdGateway,
  openBookingDialog,
  openPayment,
  reviewTotal,
  seatButton,
  seating,
  showSeatMap,
  upcomingEvent,
} from './booking-helpers';
import { expect, signUp, test, uniqueEmail } from './fixtures';

test.use({ allowedConsoleErrors: expectedHttpErrors });

/** The value next to a stat's label on the dashboard ('Total bookings' → '1'). */
const stat = (page: Page, label: string) =>
  page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');

test('a signed-in fan books 3 seats from the list, pays by card, and finds the booking, tickets and figures', async ({
  page,
  request,
}) => {
  const event = await upcomingEvent(request, EVENT_SLOTS.listCard);
  await signUp(page, 'Meera Iyer');
  await expect(stat(page, 'Total bookings')).toHaveText('0');
  await expect(stat(page, 'Total spent')).toHaveText('₹0');
  await expect(stat(page, 'Upcoming events')).toHaveText('0');

  // Step 1: category and count from the list.
  const dialog = await openBookingDialog(page, event);
  await expect(dialog.getByText('Logged in • Auto-save enabled')).toBeVisible();
  await expect(dialog.getByText('25% complete')).toBeVisible();
  await chooseCategory(dialog, 'Regular', 3);
  await continueButton(dialog).click();

  // Step 2: an add-on shows in the bill.
  await expectStep(dialog, 2);
  await dialog.getByText('VIP Parking').click();
  await expect(dialog.getByRole('checkbox', { name: /VIP Parking/ })).toBeChecked();
  const bill = dialog.getByRole('region', { name: 'Price summary' });
  await expect(bill.getByRole('definition').nth(1)).toHaveText('₹500');
  await continueButton(dialog).click();

  // Step 3: name and e-mail come from the account; phone and the two guests are typed.
  await expectStep(dialog, 3);
  await expect(dialog.getByLabel('Full name')).toHaveValue('Meera Iyer');
  await expect(dialog.getByText('Guest details (2 additional guests)')).toBeVisible();
  await expect(dialog.getByLabel('Guest 3 name')).toHaveCount(0);
  await fillDetails(dialog, { phone: '98765 43210' }, ['Arjun Iyer', 'Kavya Iyer']);
  await continueButton(dialog).click();

  // Step 4: review, refund notice, and the button's amount is the bill's total.
  await expectStep(dialog, 4);
  await expect(
    dialog.getByText('Tickets are non-refundable except in case of event cancellation.'),
  ).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Extras' })).toContainText('VIP Parking');
  await expect(dialog.getByRole('region', { name: 'Contact' })).toContainText(
    'Guests: Arjun Iyer, Kavya Iyer',
  );
  const seatLabels = (
    await dialog.getByRole('region', { name: 'Seats' }).getByRole('listitem').allTextContents()
  ).map((label) => label.trim());
  expect(seatLabels).toHaveLength(3);
  const total = await reviewTotal(dialog);

  // Secure Payment by card: processing, then success, then the toast and the dashboard.
  const payment = await openPayment(page, dialog, total);
  await expect(payment).toContainText(event.title);
  await expect(payment).toContainText(`3 × Regular`);
  await fillCard(payment, '4111 1111 1111 1111');
  const release = await holdGateway(page);
  await payment.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(payment.getByRole('button', { name: 'Processing Payment...' })).toBeDisabled();
  release();
  const { paymentId } = await expectPaymentSuccess(payment);
  await expectPaidToast(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByText(`Booking Confirmed — ${event.title}. Your tickets are in My Bookings.`),
  ).toBeVisible();

  // The dashboard's figures, read back from the server after a reload.
  await page.reload();
  await expect(stat(page, 'Total bookings')).toHaveText('1');
  await expect(stat(page, 'Total spent')).toHaveText(total);
  await expect(stat(page, 'Upcoming events')).toHaveText('1');

  // /bookings: seats, amount and payment id; then the tickets with one QR code each.
  await page.goto('/bookings');
  const card = page.getByRole('article', { name: event.title });
  await expect(card).toContainText('Confirmed');
  await expect(card).toContainText(`3 × Regular${seatLabels.join(', ')}`);
  await expect(card).toContainText(`Amount${total}`);
  await expect(card).toContainText(`Payment ID${paymentId}`);
  await card.getByRole('link', { name: `View tickets for ${event.title}` }).click();
  await expect(page).toHaveURL(/\/bookings\?booking=/);
  const tickets = page.getByRole('list', { name: 'Tickets' });
  await expect(tickets.getByRole('listitem')).toHaveCount(3);
  await expect(tickets).toContainText('Kavya Iyer');

  // A reload reads it all back from the server: one QR code per ticket, named by its seat.
  await page.reload();
  await expect(tickets.getByRole('listitem')).toHaveCount(3);
  for (const label of seatLabels) {
    await expect(
      tickets.getByRole('img', { name: new RegExp(`^Entry QR code for seat ${label}, booking KP-`) }),
    ).toBeVisible();
  }
  await page.getByRole('link', { name: 'My Bookings' }).click();
  await expect(page.getByRole('article', { name: event.title })).toContainText(`Payment ID${paymentId}`);
});

test('a fan picks 3 map seats (2 by mouse, 1 by keyboard) and pays by UPI success@upi', async ({
  page,
  request,
}) => {
  const event = await upcomingEvent(request, EVENT_SLOTS.mapUpi);
  const [first, second, third] = freeRun(await seating(request, event.id), 3);
  if (!first || !second || !third) throw new Error('no free run');
  await signUp(page);

  const dialog = await openBookingDialog(page, event);
  await showSeatMap(dialog);
  await seatButton(dialog, first).click();
  await seatButton(dialog, second).click();
  await expect(seatButton(dialog, first)).toHaveAttribute('aria-pressed', 'true');
  await expect(seatButton(dialog, second)).toHaveAttribute('aria-pressed', 'true');

  // Keyboard: from the last seat clicked, down a row, back up, right, Enter.
  await seatButton(dialog, second).focus();
  await page.keyboard.press('ArrowDown');
  await expect(seatButton(dialog, second)).not.toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(seatButton(dialog, second)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(seatButton(dialog, third)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(seatButton(dialog, third)).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('heading', { name: 'Selected seats (3)' })).toBeVisible();
  await expect(dialog.getByText('Your selection: 3 seats · Premium section')).toBeVisible();

  const total = await continueToReview(dialog, { phone: '+91 91234 56789' }, ['Rohan Das', 'Sana Das']);
  await expect(dialog.getByRole('region', { name: 'Seats' }).getByRole('listitem')).toHaveText(
    [first, second, third].map((seat) => `${seat.row}-${seat.number}`),
  );

  // UPI: the QR code of the upi://pay link, and the link itself; success@upi pays.
  const payment = await openPayment(page, dialog, total);
  await payment.getByRole('tab', { name: 'UPI' }).click();
  await expect(
    payment.getByRole('img', {
      name: new RegExp(`^UPI QR code: pay ${total} to KhelPass \\(khelpass@icici\\) for booking KP-`),
    }),
  ).toBeVisible();
  await expect(payment.getByRole('link', { name: /^upi:\/\/pay\?/ })).toContainText(
    `upi://pay?pa=khelpass@icici&pn=KhelPass&am=${total.replace(/[₹,]/g, '')}.00&cu=INR&tr=KP-`,
  );
  await payment.getByLabel('UPI ID').fill('success@upi');
  await payment.getByRole('button', { name: `Pay ${total}` }).click();
  await expectPaymentSuccess(payment);
  await expectPaidToast(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Booking Confirmed — ${event.title}.`)).toBeVisible();

  // The three map seats are sold now.
  const after = await seating(request, event.id);
  const sold = after.sections
    .flatMap((s) => s.rows.flatMap((r) => r.seats))
    .filter((seat) => [first, second, third].some((mine) => mine.id === seat.id));
  expect(sold.map((seat) => seat.status)).toEqual(['occupied', 'occupied', 'occupied']);
});

test('a fan pays by wallet', async ({ page, request }) => {
  const event = await upcomingEvent(request, EVENT_SLOTS.wallet);
  await signUp(page);
  const dialog = await openBookingDialog(page, event);
  await chooseCategory(dialog, 'Economy');
  const total = await continueToReview(dialog, { phone: '98765 43210' });
  const payment = await openPayment(page, dialog, total);
  await payment.getByRole('tab', { name: 'Digital Wallet' }).click();
  await payment.getByRole('button', { name: 'PhonePe' }).click();
  await expect(payment.getByRole('button', { name: 'PhonePe' })).toHaveAttribute('aria-pressed', 'true');
  await payment.getByRole('button', { name: `Pay ${total}` }).click();
  const { paymentId } = await expectPaymentSuccess(payment);
  await expectPaidToast(page);
  await expect(page.getByText(`Booking Confirmed — ${event.title}.`)).toBeVisible();
  await page.goto('/bookings');
  const card = page.getByRole('article', { name: event.title });
  await expect(card).toContainText(`Amount${total}`);
  await expect(card).toContainText(`Payment ID${paymentId}`);
});

test('a guest books and pays; the booking is tied to the e-mail given and the tickets stay on screen', async ({
  page,
  request,
}) => {
  const event = await upcomingEvent(request, EVENT_SLOTS.guest);
  const email = uniqueEmail();
  const dialog = await openBookingDialog(page, event);
  await expect(dialog.getByText('Logged in • Auto-save enabled')).toHaveCount(0);
  await chooseCategory(dialog, 'Premium', 2);
  await continueButton(dialog).click();
  await expectStep(dialog, 2);
  await continueButton(dialog).click();
  await expectStep(dialog, 3);
  await expect(dialog.getByLabel('Full name')).toHaveValue('');
  await fillDetails(dialog, { name: 'Guest Fan', email, phone: '98765 43210' }, ['Friend Fan']);
  await continueButton(dialog).click();
  await expectStep(dialog, 4);
  await expect(dialog.getByRole('region', { name: 'Contact' })).toContainText(email);
  const total = await reviewTotal(dialog);

  const payment = await openPayment(page, dialog, total);
  await fillCard(payment, '4111 1111 1111 1111');
  const confirmed = page.waitForResponse(
    (response) => /\/api\/bookings\/[^/]+\/confirm$/.test(response.url()) && response.ok(),
  );
  await payment.getByRole('button', { name: `Pay ${total}` }).click();
  const booking = (await (await confirmed).json()) as {
    status: string;
    contactEmail: string;
    seats: string[];
  };
  expect(booking).toMatchObject({ status: 'confirmed', contactEmail: email });
  expect(booking.seats).toHaveLength(2);
  const { reference } = await expectPaymentSuccess(payment);
  await expect(payment).toContainText(`Booking ${reference} is confirmed.`);
  await expectPaidToast(page);

  // Without an account there is no My Bookings page: the dialog shows the tickets instead of leaving.
  await expect(dialog.getByRole('heading', { name: 'Your tickets are booked' })).toBeVisible();
  await expect(dialog).toContainText(reference);
  const tickets = dialog.getByRole('list', { name: 'Tickets' }).getByRole('listitem');
  await expect(tickets).toHaveCount(2);
  await expect(dialog.getByRole('img', { name: /^QR code of ticket 1, seat Premium-1$/ })).toBeVisible();
  await expect(page).not.toHaveURL(/dashboard|login|auth/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
});
