// The admin console's bookings (issue 14): look one up by reference or e-mail, see how it was paid
// (the instrument masked, never a full card number), its tickets and admissions; refund it in full
// or only its insurance; re-send its confirmation e-mail.
import { z } from 'zod';
import { REFUND_SCOPES } from '../domain/refund';
import { BOOKING_STATES, quoteSchema } from './booking';
import { itemListSchema, text } from './common';

/** GET /api/admin/bookings?q=: a booking reference (exact, any case) or an e-mail address. */
export const adminBookingSearchSchema = z.object({
  q: text('Enter a booking reference or an e-mail address')
    .trim()
    .min(1, 'Enter a booking reference or an e-mail address')
    .max(254, 'Keep the search under 254 characters'),
});

export const adminBookingSummarySchema = z.object({
  reference: z.string(),
  status: z.enum(BOOKING_STATES),
  eventTitle: z.string(),
  /** ISO instant the event starts. */
  eventDate: z.string(),
  /** The account's address, or the guest's contact address. */
  email: z.string(),
  totalPaise: z.number().int(),
  /** ISO instant the booking was made. */
  bookedAt: z.string(),
});
export type AdminBookingSummary = z.infer<typeof adminBookingSummarySchema>;
export const adminBookingListSchema = itemListSchema(adminBookingSummarySchema);

export const adminPaymentSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  method: z.string(),
  /** A card's last 4 digits, a masked UPI id or a wallet's name; null for payments before it was kept. */
  instrument: z.string().nullable(),
  status: z.string(),
  amountPaise: z.number().int(),
  amountRefundedPaise: z.number().int(),
  capturedAt: z.string(),
  refunds: z.array(z.object({ id: z.string(), amountPaise: z.number().int(), at: z.string() })),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminTicketSchema = z.object({
  id: z.string(),
  seatLabel: z.string(),
  holderName: z.string(),
  /** Whom the ticket was given to; null while it is the booking's. */
  transferredTo: z.string().nullable(),
  transferredAt: z.string().nullable(),
  admittedAt: z.string().nullable(),
  /** The name of who let it in at the gate. */
  admittedBy: z.string().nullable(),
});

export const adminAdmissionSchema = z.object({
  id: z.string(),
  seatLabel: z.string(),
  outcome: z.enum(['admitted', 'conflict', 'void']),
  voidReason: z.string().nullable(),
  deviceId: z.string(),
  admittedAt: z.string(),
  recordedBy: z.string().nullable(),
  undoneAt: z.string().nullable(),
});

export const adminBookingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(BOOKING_STATES),
  event: z.object({
    id: z.string(),
    title: z.string(),
    startsAt: z.string(),
    venue: z.string(),
    city: z.string(),
    status: z.string(),
  }),
  /** The account the booking belongs to; null for a guest's. */
  account: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  /** Where its e-mails go now: the account's address, or the guest's contact address. */
  mailTo: z.string(),
  /** The category or map section, as fans read it ('Gold', 'Premium'). */
  category: z.string(),
  seats: z.array(z.string()),
  insurance: z.boolean(),
  quote: quoteSchema,
  totalPaise: z.number().int(),
  bookedAt: z.string(),
  confirmedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  insuranceRefundedAt: z.string().nullable(),
  emailResentAt: z.string().nullable(),
  payment: adminPaymentSchema.nullable(),
  tickets: z.array(adminTicketSchema),
  admissions: z.array(adminAdmissionSchema),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

export const REFUND_REASON_MIN = 3;
export const REFUND_REASON_MAX = 500;

/** POST /api/admin/bookings/:reference/refund. */
export const adminRefundInputSchema = z.object({
  scope: z.enum(REFUND_SCOPES, { error: 'Choose a full refund or the insurance only' }),
  reason: text('Give the reason for the refund')
    .trim()
    .min(1, 'Give the reason for the refund')
    .min(REFUND_REASON_MIN, `Too short: write at least ${REFUND_REASON_MIN} characters.`)
    .max(REFUND_REASON_MAX, `Keep the reason under ${REFUND_REASON_MAX} characters`),
});
export type AdminRefundInput = z.infer<typeof adminRefundInputSchema>;
