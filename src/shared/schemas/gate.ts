// The gate (issue 13, section 5), for an event's organiser or an admin: checking and admitting
// tickets online (/api/tickets/*), the offline gate pack, admissions a device made offline synced
// back, a supervisor's undo, and the admissions log. Each answer carries a machine code
// (domain/gate-answer.ts) and the words the gate shows for it.
import { z } from 'zod';
import { GATE_ANSWER_CODES } from '../domain/gate-answer';
import { text } from './common';

export const gateAnswerCodeSchema = z.enum(GATE_ANSWER_CODES);
export const voidReasonSchema = z.enum(['refunded', 'transferred', 'cancelled']);

/** Names the phone or scanner at a gate, so the log can say which device let a ticket in. */
export const gateDeviceIdSchema = text('Please name this gate device')
  .trim()
  .min(1, 'Please name this gate device')
  .max(64, 'A device name is at most 64 characters');

/** What a device is called when it admitted through POST /api/tickets/admit without naming itself. */
export const ONLINE_DEVICE = 'online';

// ---------------------------------------------------------------------------------------------
// Online: POST /api/tickets/verify checks a ticket and changes nothing; POST /api/tickets/admit
// checks it and lets it in, once.

export const verifyTicketInputSchema = z.object({ token: text('Please scan a ticket').min(1).max(600) });
/** The gate admits tickets for the event it is checking in: a ticket for another match is refused, not used up. */
export const admitTicketInputSchema = verifyTicketInputSchema.extend({
  eventId: text('Please choose the event you are checking in').min(1).max(100),
  deviceId: gateDeviceIdSchema.optional(),
});
export const ticketVerificationSchema = z.object({
  valid: z.boolean(),
  /** Why a ticket does not admit, in a sentence; null when it does. */
  reason: z.string().nullable(),
  code: gateAnswerCodeSchema,
  /** The gate's words for the code (gateAnswerText): 'Admitted — Gold · Seat Gold-1'. */
  message: z.string(),
  ticket: z
    .object({
      id: z.string(),
      seatLabel: z.string(),
      /** The booking's category or map section, by name ('Gold'). */
      category: z.string(),
      holderName: z.string(),
      eventId: z.string(),
      eventTitle: z.string(),
      bookingReference: z.string(),
      admittedAt: z.string().nullable(),
    })
    .nullable(),
});
export type TicketVerification = z.infer<typeof ticketVerificationSchema>;

/**
 * GET /api/organizer/events/:eventId/gate-key: what a gate downloads before doors open to check the
 * event's KP2 tickets without a network (src/shared/domain/ticket-token.ts).
 */
export const gatePackSchema = z.object({
  eventId: z.string(),
  eventTitle: z.string(),
  /** Ed25519, raw 32 bytes, base64url: WebCrypto's importKey('raw', …, { name: 'Ed25519' }) (importGateKey). */
  publicKey: z.string(),
  /** A cancelled event's tickets are all void. */
  cancelled: z.boolean(),
  /**
   * Tickets whose signature is genuine but which no longer admit: their booking was refunded, or
   * their holder transferred them (the recipient holds a new ticket).
   */
  voidTickets: z.array(z.object({ id: z.string(), reason: z.enum(['refunded', 'transferred']) })),
  generatedAt: z.string(),
});
export type GatePack = z.infer<typeof gatePackSchema>;

// ---------------------------------------------------------------------------------------------
// Offline admissions: POST /api/organizer/events/:eventId/admissions/sync

/** How many admissions one sync carries at most: a device with more sends them in turns. */
export const ADMISSION_SYNC_MAX = 200;
/** No gate let a KhelPass ticket in before 2020 (and PostgreSQL has no year 0). */
const EARLIEST_ADMISSION_MS = Date.UTC(2020, 0, 1);
const ADMITTED_TOO_EARLY_MESSAGE = 'That is before any ticket could be let in';

export const admissionSyncInputSchema = z.object({
  deviceId: gateDeviceIdSchema,
  admissions: z
    .array(
      z.object({
        ticketId: z.uuid('Not a ticket id'),
        /** When the device let the ticket in, by its own clock. */
        admittedAt: z.iso
          .datetime({ offset: true, error: 'Use an ISO date-time' })
          .refine((value) => Date.parse(value) >= EARLIEST_ADMISSION_MS, ADMITTED_TOO_EARLY_MESSAGE),
        /** The code it scanned, when the device still has it: the server checks it names the ticket. */
        token: z.string().max(600).optional(),
      }),
      { error: 'Please send a list of admissions' },
    )
    .min(1, 'Please send at least one admission')
    .max(ADMISSION_SYNC_MAX, `At most ${ADMISSION_SYNC_MAX} admissions at a time`),
});
export type AdmissionSyncInput = z.infer<typeof admissionSyncInputSchema>;

/**
 * What the server made of one offline admission: it stands ('admitted'); another device let the
 * ticket in first, so this one is flagged ('conflict', code already_admitted); the ticket was void
 * when it was let in, flagged ('void'); or it names no ticket of this event ('rejected', invalid).
 * Sending it again answers the same and changes nothing, so the device can clear it either way.
 */
export const admissionSyncItemSchema = z.object({
  ticketId: z.string(),
  admittedAt: z.string(),
  outcome: z.enum(['admitted', 'conflict', 'void', 'rejected']),
  code: gateAnswerCodeSchema,
  message: z.string(),
  /** The admission that stands for this ticket (the first), when there is one. */
  standing: z.object({ deviceId: z.string(), admittedAt: z.string() }).nullable(),
});
export type AdmissionSyncItem = z.infer<typeof admissionSyncItemSchema>;
export const admissionSyncResultSchema = z.object({ items: z.array(admissionSyncItemSchema) });
export type AdmissionSyncResult = z.infer<typeof admissionSyncResultSchema>;

// ---------------------------------------------------------------------------------------------
// The log: GET /api/organizer/events/:eventId/admissions; POST …/admissions/:ticketId/undo

export const admissionParamsSchema = z.object({
  eventId: z.string().min(1, 'Please name an event').max(100, 'Not an event id'),
  ticketId: z.uuid('Not a ticket id'),
});

const admittedTicketSchema = z.object({
  ticketId: z.string(),
  seatLabel: z.string(),
  category: z.string(),
  holderName: z.string(),
  bookingReference: z.string(),
});

/** One admission as recorded: by which device, when, and, if a supervisor undid it, who and when. */
export const admissionRecordSchema = admittedTicketSchema.extend({
  deviceId: z.string(),
  admittedAt: z.string(),
  undone: z.object({ at: z.string(), by: z.string() }).nullable(),
});
export type AdmissionRecord = z.infer<typeof admissionRecordSchema>;

/**
 * An admission the organiser should look at: a ticket scanned in twice offline (this device's
 * admission lost to the standing one), or a void ticket let in offline.
 */
export const admissionFlagSchema = admittedTicketSchema.extend({
  kind: z.enum(['conflict', 'void']),
  reason: voidReasonSchema.nullable(),
  deviceId: z.string(),
  admittedAt: z.string(),
  standing: z.object({ deviceId: z.string(), admittedAt: z.string() }).nullable(),
});
export type AdmissionFlag = z.infer<typeof admissionFlagSchema>;

/** How many of the event's tickets are in, of those sold (issued, not refunded or transferred). */
export const admissionCountsSchema = z.object({ admitted: z.number().int(), sold: z.number().int() });
export type AdmissionCounts = z.infer<typeof admissionCountsSchema>;

export const ADMISSIONS_LOG_SIZE = 20;
export const admissionsViewSchema = admissionCountsSchema.extend({
  /** The newest admissions, undone ones too, newest first (at most ADMISSIONS_LOG_SIZE). */
  recent: z.array(admissionRecordSchema),
  /** Every flagged admission, newest first. */
  flags: z.array(admissionFlagSchema),
});
export type AdmissionsView = z.infer<typeof admissionsViewSchema>;

export const admissionUndoneSchema = z.object({
  ticketId: z.string(),
  undoneAt: z.string(),
  undoneBy: z.string(),
});
export type AdmissionUndone = z.infer<typeof admissionUndoneSchema>;
