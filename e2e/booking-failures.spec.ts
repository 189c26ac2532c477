// Booking when things go wrong (issue 4): a declined card and the retry, the dialog's validation
// toasts, two browsers racing for one seat, and a booking session that runs out on the server
// whose holds last 20 s (playwright.config.ts, E2E_SHORT_HOLD_URL).
import {
  categoryAvailable,
  chooseCategory,
  collectConsoleErrors,
  continueButton,
  continueToReview,
  EVENT_SLOTS,
  expectedHttpErrors,
  expectPaidToast,
  expectPaymentSuccess,
  expectStep,
  expectToast,
  fillCard,
  fillDetails,
  openBookingDialog,
  openPayment,
  seatButton,
  seating,
  seatsOf,
  showSeatMap,
  toasts,
  upcomingEvent,
} from './booking-helpers';
import { expect, test, uniqueEmail } from './fixtures';

test.use({ allowedConsoleErrors: expectedHttpErrors });

const guest = () => ({ name: 'Guest Fan', email: uniqueEmail(), phone: '98765 43210' });

test('a declined card shows the gateway message and keeps the dialog; a retry with 4111… pays', async ({
  page,
  request,
}) => {
  const event = await upcomingEvent(request, EVENT_SLOTS.declined);
  const dialog = await openBookingDialog(page, event);
  await chooseCategory(dialog, 'Gold');
  const total = await continueToReview(dialog, guest());
  const payment = await openPayment(page, dialog, total);

  await fillCard(payment, '4000 0000 0000 0002');
  await payment.getByRole('button', { name: `Pay ${total}` }).click();
  const alert = payment.getByRole('alert');
  await expect(alert).toContainText(
    'Your card was declined by the bank. No money was taken. Please try another card or method.',
  );
  await expect(alert).toContainText('Your seats are still held — you can try again.');
  await expectToast(page, 'Payment Declined', 'Your card was declined by the bank.');
  await expect(payment).toBeVisible();
  await expect(payment.getByRole('button', { name: `Pay ${total}` })).toBeEnabled();

  // The seats are still held: the same dialog pays with the good card.
  await payment.getByLabel('Card number').fill('4111 1111 1111 1111');
  await payment.getByRole('button', { name: `Pay ${total}` }).click();
  await expectPaymentSuccess(payment);
  await expectPaidToast(page);
});

test('closing the payment window unpaid lets the fan change the seats, then pay for the new selection', async ({
  page,
  request,
}) => {
  const event = await upcomingEvent(request, EVENT_SLOTS.reopen);
  const dialog = await openBookingDialog(page, event);
  await chooseCategory(dialog, 'Gold');
  const fan = guest();
  const first = await continueToReview(dialog, fan);
  const payment = await openPayment(page, dialog, first);
  await page.keyboard.press('Escape');
  await expect(payment).toBeHidden();
  await expectStep(dialog, 4);

  // Checked out, the seats were frozen; closing the payment window opened them again.
  for (const step of [3, 2, 1]) {
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expectStep(dialog, step);
  }
  await dialog.getByRole('button', { name: 'More seats' }).click();
  await expect(dialog.getByText('Your selection: 2 × Gold')).toBeVisible();
  const second = await continueToReview(dialog, fan, ['Second Fan']);
  expect(second).not.toBe(first);
  const repaid = await openPayment(page, dialog, second);
  await fillCard(repaid, '4111 1111 1111 1111');
  await repaid.getByRole('button', { name: `Pay ${second}` }).click();
  await expectPaymentSuccess(repaid);
});

test('validation toasts: nothing selected at step 1, a missing detail and a missing guest at step 3', async ({
  page,
  request,
}) => {
  const event = await upcomingEvent(request, EVENT_SLOTS.validationList);
  const dialog = await openBookingDialog(page, event);
  await continueButton(dialog).click();
  await expectToast(page, 'Selection Required', 'Please select seats and category');
  await expectStep(dialog, 1);

  await chooseCategory(dialog, 'Platinum', 2);
  await continueButton(dialog).click();
  await expectStep(dialog, 2);
  await continueButton(dialog).click();
  await expectStep(dialog, 3);
  const { name, email } = guest();
  await fillDetails(dialog, { name, email, phone: '' });
  await continueButton(dialog).click();
  await expectToast(page, 'Missing Information', 'Please fill in all required details');
  await expectStep(dialog, 3);
  await expect(dialog.getByLabel('Phone (+91 mobile)')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Phone (+91 mobile)').fill('98765 43210');
  await continueButton(dialog).click();
  await expectToast(page, 'Guest Details Required', 'Please provide details for the additional guest');
  await expectStep(dialog, 3);
  await dialog.getByLabel('Guest 1 name').fill('Friend Fan');
  await continueButton(dialog).click();
  await expectStep(dialog, 4);
});

test('the seat map refuses a seventh seat and an occupied seat', async ({ page, request }) => {
  const event = await upcomingEvent(request, EVENT_SLOTS.validationMap);
  const data = await seating(request, event.id);
  const free = seatsOf(data, 'standard', 'available', 7);
  const [taken] = seatsOf(data, 'standard', 'occupied', 1);
  const seventh = free.pop();
  if (!taken || !seventh) throw new Error('seats missing');

  const dialog = await openBookingDialog(page, event);
  await showSeatMap(dialog);
  for (const seat of free) await seatButton(dialog, seat).click();
  await expect(dialog.getByRole('heading', { name: 'Selected seats (6)' })).toBeVisible();
  await expect(dialog.getByText('Your selection: 6 seats · Standard section')).toBeVisible();

  await seatButton(dialog, seventh).click();
  await expectToast(page, 'Maximum Seats', 'You can select up to 6 seats at once.');
  await expect(seatButton(dialog, seventh)).toHaveAttribute('aria-pressed', 'false');

  await expect(seatButton(dialog, taken)).toHaveAttribute('aria-disabled', 'true');
  await expect(seatButton(dialog, taken)).toHaveAccessibleName(/, occupied$/);
  // A person can still click the greyed seat; force skips Playwright's aria-disabled wait.
  await seatButton(dialog, taken).click({ force: true });
  await expectToast(page, 'Seat Unavailable', 'This seat is already taken or blocked.');
  await expect(dialog.getByRole('heading', { name: 'Selected seats (6)' })).toBeVisible();
});

test('two browsers click the same free seat: exactly one holds it, the other is told and sees it taken', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const event = await upcomingEvent(request, EVENT_SLOTS.race);
  const [seat] = seatsOf(await seating(request, event.id), 'premium', 'available', 1);
  if (!seat) throw new Error('no free seat');
  const otherContext = await browser.newContext({
    baseURL,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    viewport: { width: 1280, height: 800 },
  });
  try {
    const other = await otherContext.newPage();
    const otherErrors = collectConsoleErrors(other, expectedHttpErrors);
    const buyers = [page, other];
    const dialogs = await Promise.all(buyers.map((buyer) => openBookingDialog(buyer, event)));
    await Promise.all(dialogs.map((dialog) => showSeatMap(dialog)));
    const seats = dialogs.map((dialog) => seatButton(dialog, seat));
    for (const button of seats) await expect(button).toHaveAccessibleName(/, available$/);

    await Promise.all(seats.map((button) => button.click()));

    // Exactly one buyer is told the seat is gone.
    await expect
      .poll(
        async () =>
          (await toasts(page, 'Seat Unavailable').count()) +
          (await toasts(other, 'Seat Unavailable').count()),
      )
      .toBe(1);
    const loserIndex = (await toasts(page, 'Seat Unavailable').count()) === 1 ? 0 : 1;
    const winner = dialogs[1 - loserIndex];
    const loser = buyers[loserIndex];
    const loserDialog = dialogs[loserIndex];
    if (!winner || !loser || !loserDialog) throw new Error('no buyers');
    await expectToast(loser, 'Seat Unavailable', 'This seat is already taken or blocked.');

    await expect(seatButton(winner, seat)).toHaveAttribute('aria-pressed', 'true');
    await expect(winner.getByText('Your selection: 1 seat · Premium section')).toBeVisible();
    // The loser's map refreshed: the seat is not theirs and not available.
    await expect(seatButton(loserDialog, seat)).toHaveAttribute('aria-pressed', 'false');
    await expect(seatButton(loserDialog, seat)).toHaveAccessibleName(/, blocked$/);
    await expect(loserDialog.getByText('Your selection: Nothing selected yet')).toBeVisible();

    // A fresh look at the map (a reload) says the same; so does the server to anyone else.
    await loser.reload();
    const reopened = await openBookingDialog(loser, event);
    await showSeatMap(reopened);
    await expect(seatButton(reopened, seat)).toHaveAccessibleName(/, blocked$/);
    await expect(seatButton(reopened, seat)).toHaveAttribute('aria-disabled', 'true');
    const now = await seating(request, event.id);
    const status = now.sections
      .flatMap((s) => s.rows.flatMap((r) => r.seats))
      .find((s) => s.id === seat.id)?.status;
    expect(status).toBe('blocked');
    expect(otherErrors).toEqual([]);
  } finally {
    await otherContext.close();
  }
});

test('an expired booking session closes the dialog and the server gives the places back', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const origin = process.env.E2E_SHORT_HOLD_URL;
  if (!origin) throw new Error('E2E_SHORT_HOLD_URL is not set (playwright.config.ts)');
  const event = await upcomingEvent(request, EVENT_SLOTS.expiry, origin);
  const before = await categoryAvailable(request, event.id, 'regular', origin);
  expect(before).toBeGreaterThan(2);

  const dialog = await openBookingDialog(page, event, origin);
  await expect(dialog.getByRole('timer')).toHaveAccessibleName(
    /^Session time left 0 minutes (1\d|20|\d) seconds$/,
  );
  await chooseCategory(dialog, 'Regular', 2);
  await continueButton(dialog).click();
  await expectStep(dialog, 2);
  await expect.poll(() => categoryAvailable(request, event.id, 'regular', origin)).toBe((before ?? 0) - 2);

  // The countdown reaches 0 (the hold lasts 20 s on this server).
  await expect(toasts(page, 'Session Expired')).toHaveCount(1, { timeout: 25_000 });
  await expect(toasts(page, 'Session Expired')).toContainText(
    'Your booking session has expired. Please start over.',
  );
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => categoryAvailable(request, event.id, 'regular', origin)).toBe(before);
});
