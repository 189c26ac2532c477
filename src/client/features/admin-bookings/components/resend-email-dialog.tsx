import { ConfirmDialog, ConfirmPanel } from '@/client/components/ui/confirm-dialog';
import { useConfirmAction } from '@/client/lib/use-confirm-action';
import { formatCount } from '@/shared/domain/format';
import type { AdminBooking } from '@/shared/schemas/admin-bookings';
import { resendBookingEmail } from '../api/resend-booking-email';

/** '1 ticket and its QR code', '3 tickets and their QR codes'. */
const ticketsWithCodes = (n: number) =>
  n === 1 ? '1 ticket and its QR code' : `${formatCount(n)} tickets and their QR codes`;

function ResendPanel({
  booking,
  onDone,
  onClose,
}: {
  booking: AdminBooking;
  onDone: (answer: AdminBooking, told: string) => void;
  onClose: () => void;
}) {
  const action = useConfirmAction();
  const admitting = booking.tickets.filter((ticket) => !ticket.transferredAt).length;
  return (
    <ConfirmPanel
      title="Re-send the confirmation e-mail?"
      description={`Booking ${booking.reference} · ${booking.event.title}`}
      consequences={[
        <>
          The confirmation with {ticketsWithCodes(admitting)} goes to{' '}
          <span className="font-semibold break-all">{booking.mailTo}</span> again.
        </>,
        'The tickets themselves do not change.',
      ]}
      confirmLabel="Re-send e-mail"
      busyLabel="Sending…"
      busy={action.busy}
      error={action.error}
      onConfirm={() =>
        void action.run(async () => {
          const answer = await resendBookingEmail(booking.reference);
          onDone(answer, `The confirmation e-mail is on its way to ${answer.mailTo}.`);
        })
      }
      onDismiss={onClose}
    />
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
    <ConfirmDialog open={open} onDismiss={onClose}>
      <ResendPanel booking={booking} onDone={onDone} onClose={onClose} />
    </ConfirmDialog>
  );
}
