import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { reportActivity } from '@/client/lib/activity-events';
import { ApiRequestError } from '@/client/lib/api-client';
import { notify } from '@/client/lib/notify';
import { TIMING } from '@/shared/constants';
import {
  type CardFields,
  type PaymentFields,
  type PaymentMethod,
  paymentFormErrors,
  paymentRequest,
  type WalletId,
} from '@/shared/domain/payment';
import type { Booking, Checkout, PaymentResult } from '@/shared/schemas/booking';
import { confirmBooking } from './api/confirm-booking';
import { payOrder } from './api/pay-order';

type Phase = 'idle' | 'processing' | 'success';

const EMPTY: PaymentFields = { card: { number: '', expiry: '', cvv: '', name: '' }, vpa: '', wallet: null };
const OFFLINE = 'The payment could not be completed. Please check your connection and try again.';

/**
 * One payment of a checkout: the method and what the fan typed, then Pay — one payment to the
 * gateway and the booking confirmed with its signed result. A decline keeps everything so the fan
 * can try again; once the gateway has taken the money a retry only confirms. Success shows for
 * TIMING.paymentSuccessMs, then the toast and onPaid, once.
 */
export function usePayment({
  checkout,
  eventTitle,
  owner,
  onConfirmed,
  onPaid,
}: {
  checkout: Checkout;
  eventTitle: string;
  owner: string;
  onConfirmed?: () => void;
  onPaid: (booking: Booking) => void;
}) {
  const { booking, order } = checkout;
  const client = useQueryClient();
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [fields, setFields] = useState<PaymentFields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [confirmed, setConfirmed] = useState<Booking | null>(null);

  // A second click while a payment is in flight is ignored before React re-renders the button.
  const inFlight = useRef(false);
  // Once the gateway has taken the money, a retry only confirms (the same payment, never a new one).
  const captured = useRef<PaymentResult | null>(null);
  const payButton = useRef<HTMLButtonElement>(null);
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  });

  // The one success sequence: the screen shows, and TIMING.paymentSuccessMs later the toast and onPaid.
  useEffect(() => {
    if (!confirmed) return;
    const timer = setTimeout(() => {
      notify.success('Payment Successful! 🎉', 'Your tickets have been booked successfully!');
      onPaidRef.current(confirmed);
    }, TIMING.paymentSuccessMs);
    return () => clearTimeout(timer);
  }, [confirmed]);

  const showFailure = (error: unknown) => {
    if (!(error instanceof ApiRequestError)) {
      setFailure(OFFLINE);
      notify.error('Payment Failed', OFFLINE);
      return;
    }
    const formErrors = paymentFormErrors(error.fields);
    if (Object.keys(formErrors).length > 0) setErrors(formErrors);
    setFailure(error.message);
    if (error.code === 'hold_expired') notify.error('Session Expired', error.message);
    else notify.error(error.status === 402 ? 'Payment Declined' : 'Payment Failed', error.message);
  };

  const pay = async (e?: FormEvent) => {
    e?.preventDefault();
    if (inFlight.current || phase !== 'idle') return;
    let input = null;
    if (!captured.current) {
      const request = paymentRequest(method, fields, new Date());
      if (!('input' in request)) {
        setErrors(request.errors);
        if (request.missingCardDetails)
          notify.error('Missing Information', 'Please fill in all card details');
        return;
      }
      setErrors({});
      input = request.input;
    }
    inFlight.current = true;
    setFailure(null);
    setPhase('processing');
    try {
      if (!captured.current && input) captured.current = await payOrder(order.id, input);
      const done = await confirmBooking(booking.id, captured.current as PaymentResult);
      onConfirmed?.();
      reportActivity(owner, 'payment_completed', {
        eventId: done.eventId,
        bookingId: done.id,
        title: eventTitle,
        amountPaise: order.amountPaise,
        method: done.paymentMethod ?? input?.method ?? null,
      });
      // Stats, recent bookings and the booking history now include this booking.
      void client.invalidateQueries({ queryKey: ['me', owner] });
      setPhase('success');
      setConfirmed(done);
    } catch (error) {
      inFlight.current = false;
      setPhase('idle');
      showFailure(error);
      window.setTimeout(() => payButton.current?.focus(), 0);
    }
  };

  return {
    method,
    /** Another method starts clean: no field errors, no decline spoken of the method tried. */
    chooseMethod: (next: PaymentMethod) => {
      setMethod(next);
      setErrors({});
      setFailure(null);
    },
    fields,
    setCardField: (field: keyof CardFields, value: string) =>
      setFields((current) => ({ ...current, card: { ...current.card, [field]: value } })),
    setVpa: (vpa: string) => setFields((current) => ({ ...current, vpa })),
    chooseWallet: (wallet: WalletId) => {
      setFields((current) => ({ ...current, wallet }));
      setErrors({});
    },
    errors,
    failure,
    busy: phase !== 'idle',
    confirmed,
    pay,
    payButton,
  };
}
