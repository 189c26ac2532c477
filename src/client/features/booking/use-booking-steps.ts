import { type RefObject, useState } from 'react';
import { reportActivity } from '@/client/lib/activity-events';
import { notify } from '@/client/lib/notify';
import {
  checkDetails,
  guestCount,
  guestDetailsMessage,
  parseGuestAge,
} from '@/shared/domain/booking-details';
import type { Checkout, CheckoutInput } from '@/shared/schemas/booking';
import { checkoutHold } from './api/checkout';
import { BOOKING_TOASTS } from './booking-messages';
import { checkoutFailure } from './checkout-failure';
import type { DetailsForm } from './components/step-details';
import type { HoldSession } from './use-hold-session';

export interface BookingStepsInput {
  eventId: string;
  owner: string;
  hold: HoldSession;
  /** Sends a quantity change still waiting out its debounce (step 1's selection). */
  flushSelection: () => void;
  heldSeats: number;
  addOnIds: string[];
  insurance: boolean;
  form: DetailsForm;
  /** The session ended: close as the countdown does. */
  expire: () => void;
  /** The fan has closed this event's dialog: an answer still on its way changes nothing. */
  hasLeft: () => boolean;
  refreshSeating: () => void;
  /** The booking awaits payment: open the payment dialog. */
  onCheckout: (checkout: Checkout) => void;
  /** The scrolling body, back at its top on every step. */
  bodyRef: RefObject<HTMLElement | null>;
}

/**
 * The four steps and what Continue does on each: step 1 waits for the hold to hold something,
 * step 3 checks the details, step 4 checks out; a refusal goes back to the step it is about.
 */
export function useBookingSteps(input: BookingStepsInput) {
  const { eventId, owner, hold, form, heldSeats } = input;
  const [step, setStep] = useState(1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const goTo = (next: number) => {
    setStep(next);
    input.bodyRef.current?.scrollTo({ top: 0 });
  };

  const complete = (n: number) => {
    reportActivity(owner, 'booking_step_completed', { step: n, eventId });
    goTo(n + 1);
  };

  const submit = async () => {
    const current = hold.latest();
    if (!current) return;
    const request: CheckoutInput = {
      addOns: input.addOnIds,
      insurance: input.insurance,
      contact: { ...form.contact },
      guests: form.guests.map((guest) => ({
        name: guest.name.trim(),
        age: parseGuestAge(guest.age) ?? null,
      })),
      newsletter: form.newsletter,
      smsUpdates: form.smsUpdates,
    };
    try {
      const checkout = await checkoutHold(current.id, request);
      if (input.hasLeft()) return;
      reportActivity(owner, 'booking_step_completed', { step: 4, eventId });
      input.onCheckout(checkout);
    } catch (error) {
      if (input.hasLeft()) return;
      const failure = checkoutFailure(error);
      if (failure.expired) return input.expire();
      if (failure.fields) setErrors(failure.fields);
      if (failure.toast === 'failure') notify.failure(error);
      else if (failure.toast) notify.error(...failure.toast);
      if (failure.seatsChanged) input.refreshSeating();
      if (failure.step) goTo(failure.step);
    }
  };

  const next = async () => {
    if (step === 1) {
      input.flushSelection();
      await hold.settled();
      if (input.hasLeft()) return;
      if (!hold.latest()?.selection) notify.error(...BOOKING_TOASTS.selectionRequired);
      else complete(1);
    } else if (step === 2) {
      complete(2);
    } else if (step === 3) {
      const check = checkDetails(form.contact, form.guests, heldSeats);
      setErrors(check.fields);
      if (check.problem === 'contact') notify.error(...BOOKING_TOASTS.missingInformation);
      else if (check.problem === 'guests')
        notify.error('Guest Details Required', guestDetailsMessage(guestCount(heldSeats)));
      else complete(3);
    } else {
      await submit();
    }
  };

  const onContinue = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await next();
    } finally {
      setBusy(false);
    }
  };

  return {
    step,
    errors,
    busy,
    onContinue,
    onPrevious: () => goTo(Math.max(1, step - 1)),
    /** Back on the step the fan had reached (a reopened dialog, auto-save). */
    restoreStep: setStep,
  };
}
