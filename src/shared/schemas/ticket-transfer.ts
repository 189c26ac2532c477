// Ticket transfers (issue 13): the request and response contracts of
// POST /api/tickets/:ticketId/transfer and GET /api/tickets/received.
import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX } from './account';
import { bookingStatusSchema } from './booking';
import { itemListSchema, text } from './common';

/** The :ticketId of /api/tickets/:ticketId/transfer. */
export const ticketParamsSchema = z.object({ ticketId: z.uuid('Not a ticket id') });

const RECIPIENT_NAME = 'Please enter the name of the person you are giving the ticket to';
const RECIPIENT_EMAIL = 'Please enter their e-mail address';

/** Who the ticket goes to: the name printed on the new ticket, and where it is e-mailed. */
export const transferTicketInputSchema = z.object({
  name: text(RECIPIENT_NAME)
    .trim()
    .min(1, RECIPIENT_NAME)
    .max(NAME_MAX, `A name has at most ${NAME_MAX} characters`),
  /** Trimmed and lower-cased, as account addresses are. */
  email: text(RECIPIENT_EMAIL)
    .trim()
    .toLowerCase()
    .min(1, RECIPIENT_EMAIL)
    .max(EMAIL_MAX, `An e-mail address has at most ${EMAIL_MAX} characters`)
    .pipe(z.email('Please enter a valid e-mail address')),
});
export type TransferTicketInput = z.input<typeof transferTicketInputSchema>;

/**
 * A transfer as its sender sees it (201 when made; 200 when the same transfer is asked again). It
 * names the old ticket only: the recipient's new code goes to the recipient alone.
 */
export const ticketTransferSchema = z.object({
  id: z.string(),
  /** The ticket given away, void from transferredAt. */
  ticketId: z.string(),
  seatLabel: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  toName: z.string(),
  toEmail: z.string(),
  transferredAt: z.string(),
});
export type TicketTransfer = z.infer<typeof ticketTransferSchema>;

/** A ticket someone transferred to the signed-in account (or to its e-mail address). */
export const receivedTicketSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  eventDate: z.string(),
  eventEndsAt: z.string(),
  venue: z.string(),
  city: z.string(),
  eventCancelled: z.boolean(),
  /** The status of the booking it was bought in: its tickets admit while it is 'confirmed'. */
  bookingStatus: bookingStatusSchema,
  category: z.string(),
  seatLabel: z.string(),
  holderName: z.string(),
  /** Who gave it, and when. */
  fromName: z.string(),
  receivedAt: z.string(),
  /** Its QR code's signed token; null once it no longer admits (given on, or its booking refunded). */
  token: z.string().nullable(),
  admittedAt: z.string().nullable(),
  /** Set once this holder gave it on in turn. */
  transferredTo: z.string().nullable(),
  transferredAt: z.string().nullable(),
});
export type ReceivedTicket = z.infer<typeof receivedTicketSchema>;

/** GET /api/tickets/received: soonest event first. */
export const receivedTicketListSchema = itemListSchema(receivedTicketSchema);
