import { Lock } from 'lucide-react';
import { useId } from 'react';
import type { Booking } from '@/shared/schemas/booking';

/** 'Booking summary': the event, seats × category with the seat labels, the total and the SSL note. */
export function PaymentSummary({
  eventTitle,
  booking,
  amount,
}: {
  eventTitle: string;
  booking: Booking;
  /** The amount to pay, formatted. */
  amount: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-ink-50 p-4">
      <h3 id={headingId} className="text-sm font-bold text-ink-900">
        Booking summary
      </h3>
      <dl className="mt-2 space-y-1.5 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-600">Event</dt>
          <dd className="text-right font-semibold text-ink-900">{eventTitle}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-600">Seats</dt>
          <dd className="text-right font-semibold text-ink-900">
            {booking.seats.length} × {booking.category}
            {booking.seats.length > 0 ? (
              <span className="block text-xs font-normal text-ink-600">{booking.seats.join(', ')}</span>
            ) : null}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-ink-200 pt-2">
          <dt className="font-semibold text-ink-900">Total amount</dt>
          <dd className="text-lg font-extrabold text-ink-900">{amount}</dd>
        </div>
      </dl>
      <p className="mt-3 flex items-start gap-2 text-xs text-pitch-700">
        <Lock aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
        Secured with 256-bit SSL encryption. Card details go only to the payment gateway.
      </p>
    </section>
  );
}
