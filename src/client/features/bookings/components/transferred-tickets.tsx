import { Send } from 'lucide-react';
import { formatDateTime } from '@/shared/domain/format';
import { transferredEntryId } from './transfer-dialog';

/** A ticket given away, as its former holder sees it: no code, whom it went to and when. */
export interface GivenAwayTicket {
  id: string;
  seatLabel: string;
  transferredTo: string;
  transferredAt: string;
}

/**
 * The entry of a ticket given away, in place of its QR code (which no longer admits). Focusable, so
 * the transfer dialog can leave focus on it once it closes.
 */
export function TransferredTicket({ ticket, eventTitle }: { ticket: GivenAwayTicket; eventTitle?: string }) {
  return (
    <div
      id={transferredEntryId(ticket.id)}
      tabIndex={-1}
      className="kp-card flex items-start gap-3 border-dashed p-4 text-sm text-ink-700"
    >
      <Send aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-ink-600" />
      <div className="min-w-0">
        <p className="font-semibold text-ink-900">
          {eventTitle ? `${eventTitle} · ` : ''}Seat {ticket.seatLabel} · Transferred to{' '}
          {ticket.transferredTo}
        </p>
        <p className="mt-0.5">
          On <time dateTime={ticket.transferredAt}>{formatDateTime(ticket.transferredAt)} IST</time>. Its QR
          code no longer works; {ticket.transferredTo} has a new one.
        </p>
      </div>
    </div>
  );
}
