import { Link } from 'react-router';
import { QrCode } from '@/client/components/ui/qr-code';
import { FIND_BOOKING_PATH } from '@/shared/domain/site-paths';
import type { Booking } from '@/shared/schemas/booking';

/**
 * A guest's tickets, shown in the dialog right after payment: without an account there is no
 * 'My Bookings' page, so the fan saves them here, or finds them later by a link mailed to the
 * booking's address (/bookings/find).
 */
export function GuestTickets({ booking }: { booking: Booking }) {
  return (
    <div className="space-y-4">
      <div className="rounded-xl border border-pitch-200 bg-pitch-50 p-4">
        <h3 className="text-lg font-bold">Your tickets are booked</h3>
        <p className="mt-1 text-sm text-ink-700">
          Booking reference <strong className="font-mono">{booking.reference}</strong>, for{' '}
          {booking.contactEmail}. Save these QR codes now (a screenshot works). To see them again later, use{' '}
          <Link to={FIND_BOOKING_PATH} className="font-semibold text-brand-700 underline">
            Find my booking
          </Link>{' '}
          with this reference and e-mail, or sign up with this e-mail and confirm it to keep the booking in My
          Bookings.
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="Tickets">
        {booking.tickets.map((ticket, index) => (
          <li key={ticket.id} className="flex items-center gap-4 rounded-xl border border-ink-200 p-3">
            <QrCode
              value={ticket.token}
              size={112}
              label={`QR code of ticket ${index + 1}, seat ${ticket.seatLabel}`}
            />
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-brand-700">
                Ticket {index + 1} of {booking.tickets.length}
              </p>
              <p className="text-lg font-bold">{ticket.seatLabel}</p>
              <p className="text-ink-700">{ticket.holderName}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
