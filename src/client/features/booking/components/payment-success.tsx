import { CheckCircle2, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatPaise } from '@/shared/domain/format';
import type { Booking } from '@/shared/schemas/booking';

/** 'Payment Successful!' with the booking reference, amount and payment ID; focus moves to it. */
export function PaymentSuccess({ booking, signedIn }: { booking: Booking; signedIn: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col items-center py-8 text-center">
      <CheckCircle2 aria-hidden="true" className="h-16 w-16 text-pitch-600" />
      <h3 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-extrabold text-ink-900 outline-none">
        Payment Successful!
      </h3>
      <p className="mt-2 text-ink-600">Your tickets have been booked successfully!</p>
      <dl className="mt-4 grid grid-cols-[auto_auto] gap-x-3 gap-y-1 text-left text-sm">
        <dt className="text-ink-600">Booking reference</dt>
        <dd className="font-semibold">{booking.reference}</dd>
        <dt className="text-ink-600">Amount paid</dt>
        <dd className="font-semibold">{formatPaise(booking.totalPaise)}</dd>
        {booking.paymentId ? <dt className="text-ink-600">Payment ID</dt> : null}
        {booking.paymentId ? (
          <dd className="font-mono text-xs leading-5 break-all">{booking.paymentId}</dd>
        ) : null}
      </dl>
      <p className="mt-4 flex items-center gap-2 text-sm text-ink-600">
        <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
        {signedIn ? 'Taking you to your dashboard…' : 'Opening your tickets…'}
      </p>
    </div>
  );
}
