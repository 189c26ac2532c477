// Accessibility of booking (issue 4): axe on the booking dialog at each of its four steps, with the
// seat map shown, and with the 'Secure Payment' dialog open (card and UPI with its QR code).
import type { Page } from '@playwright/test';
import {
  chooseCategory,
  continueButton,
  EVENT_SLOTS,
  expectedHttpErrors,
  expectStep,
  fillDetails,
  openBookingDialog,
  openPayment,
  reviewTotal,
  seatButton,
  seating,
  seatsOf,
  showSeatMap,
  upcomingEvent,
} from './booking-helpers';
import { expect, expectNoAxeViolations, test, uniqueEmail } from './fixtures';

test.use({ allowedConsoleErrors: expectedHttpErrors });

// Toasts are left out: sonner fades them in, and axe measures the half-faded colours (as in accounts.spec.ts).
const axe = (page: Page) => expectNoAxeViolations(page, { exclude: ['[data-sonner-toaster]'] });

test('axe: step 1 with the category list and with the seat map', async ({ page, request }) => {
  // axe walks the map's 896 seat buttons: seconds on a quiet machine, more on a loaded one.
  test.setTimeout(90_000);
  const event = await upcomingEvent(request, EVENT_SLOTS.axeMap);
  const dialog = await openBookingDialog(page, event);
  await axe(page);
  await showSeatMap(dialog);
  const [seat] = seatsOf(await seating(request, event.id), 'premium', 'available', 1);
  if (!seat) throw new Error('no free seat');
  await seatButton(dialog, seat).click();
  await expect(dialog.getByRole('heading', { name: 'Selected seats (1)' })).toBeVisible();
  await axe(page);
});

test('axe: steps 2, 3 (with errors shown) and 4, and the payment dialog (card and UPI)', async ({
  page,
  request,
}) => {
  // Five axe scans of the dialog and the payment forms: over 30 s on a loaded 2-core machine.
  test.setTimeout(90_000);
  const event = await upcomingEvent(request, EVENT_SLOTS.axe);
  const dialog = await openBookingDialog(page, event);
  await chooseCategory(dialog, 'Gold', 2);
  await continueButton(dialog).click();
  await expectStep(dialog, 2);
  await dialog.getByText('Shuttle Service').click();
  await axe(page);

  await continueButton(dialog).click();
  await expectStep(dialog, 3);
  // With the errors shown, then filled in.
  await continueButton(dialog).click();
  await expect(dialog.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await axe(page);
  await fillDetails(dialog, { name: 'Guest Fan', email: uniqueEmail(), phone: '98765 43210' }, [
    'Friend Fan',
  ]);
  await continueButton(dialog).click();
  await expectStep(dialog, 4);
  await axe(page);

  const payment = await openPayment(page, dialog, await reviewTotal(dialog));
  await axe(page);
  await payment.getByRole('tab', { name: 'UPI' }).click();
  await expect(payment.getByRole('img', { name: /^UPI QR code: / })).toBeVisible();
  await axe(page);
});
