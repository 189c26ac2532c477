import type { TicketKeys } from '../signing/ticket-keys';
import type { TicketRow } from './bookings.repo';

/**
 * The QR text of a ticket of a booking in `categoryId`, signed with its event's key. Built from the
 * ticket's own issue time, so the same ticket shows the same code every time (and a ticket a
 * transfer issued has a code of its own).
 */
export const ticketCode = (
  ticketKeys: Pick<TicketKeys, 'token'>,
  ticket: Pick<TicketRow, 'id' | 'eventId' | 'seatLabel' | 'issuedAt'>,
  categoryId: string,
) =>
  ticketKeys.token({
    ticketId: ticket.id,
    eventId: ticket.eventId,
    categoryId,
    seatLabel: ticket.seatLabel,
    issuedAt: ticket.issuedAt,
  });
