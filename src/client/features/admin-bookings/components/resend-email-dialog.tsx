import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/client/components/ui/dialog';
import { ApiRequestError } from '@/client/lib/api-client';
import type { AdminBooking } from '@/shared/schemas/admin-bookings';
import { resendBookingEmail } from '../api/resend-booking-email';

const OFFLINE = 'The server could not be reached. Nothing was sent; please try again.';

const ticketCount = (n: number) => `${n} ${n === 1 ? 'ticket' : 'tickets'}`;

function ResendPanel({
  booking,
  onDone,
  onClose,
}: {
  booking: AdminBooking;
  onDone: (answer: AdminBooking, told: string) => void;
  onClose: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const admitting = booking.tickets.filter((ticket) => !ticket.transferredAt).length;

  const send = async () => {
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      const answer = await resendBookingEmail(booking.reference);
      onDone(answer, `The confirmation e-mail is on its way to ${answer.mailTo}.`);
    } catch (error) {
      setFailure(error instanceof ApiRequestError && error.code !== 'network' ? error.message : OFFLINE);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <DialogTitle>Re-send the confirmation e-mail?</DialogTitle>
      <DialogDescription className="mt-1 pr-8">
        Booking {booking.reference} · {booking.event.title}
      </DialogDescription>
      <p className="mt-4 text-sm text-ink-900">
        The confirmation with {ticketCount(admitting)} and their QR codes goes to{' '}
        <span className="font-semibold break-all">{booking.mailTo}</span> again. The tickets themselves do not
        change.
      </p>
      {failure ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-alert-700">
          {failure}
        </p>
      ) : null}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={send} disabled={sending}>
          {sending ? 'Sending…' : 'Re-send e-mail'}
        </Button>
      </div>
    </>
  );
}

/** Confirms re-sending a booking's confirmation e-mail, naming where it goes. */
export function ResendEmailDialog({
  booking,
  open,
  onDone,
  onClose,
}: {
  booking: AdminBooking;
  open: boolean;
  onDone: (answer: AdminBooking, told: string) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        {open ? <ResendPanel booking={booking} onDone={onDone} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
