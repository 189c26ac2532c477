// The organiser console: the request and response contracts of /api/organizer/events/*.
// The server validates every query with these; the client types every response with them.
import { z } from 'zod';
import { CANCEL_REASON_MAX } from '../domain/event-life';
import { ORGANIZER_EVENT_STATUSES } from '../domain/organizer-event-status';
import { sportIdSchema } from './catalogue';
import { isoDateSchema, pageSchema, text } from './common';

export const organizerEventStatusSchema = z.enum(ORGANIZER_EVENT_STATUSES);

export const ORGANIZER_EVENT_SORTS = ['date-asc', 'date-desc'] as const;
export const ORGANIZER_EVENTS_PAGE_SIZE = { default: 20, max: 100 } as const;

/** GET /api/organizer/events: the signed-in organiser's own events, filtered, searched and paged. */
export const organizerEventListQuerySchema = z
  .object({
    status: organizerEventStatusSchema.optional(),
    /** Case-insensitive text in the title, either side's name, the tournament or the venue's name. */
    q: z.string().trim().max(100, 'Keep the search under 100 characters').optional(),
    /** India dates (yyyy-mm-dd) the event starts on or after / on or before. */
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    sort: z.enum(ORGANIZER_EVENT_SORTS).default('date-asc'),
    page: z.coerce.number().int().min(1, 'Pages start at 1').max(10_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1, 'At least 1 per page')
      .max(ORGANIZER_EVENTS_PAGE_SIZE.max, `At most ${ORGANIZER_EVENTS_PAGE_SIZE.max} per page`)
      .default(ORGANIZER_EVENTS_PAGE_SIZE.default),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'Must be on or after the from date',
    path: ['to'],
  });
/** The query as a client sends it: every parameter optional. */
export type OrganizerEventListQuery = Partial<z.output<typeof organizerEventListQuerySchema>>;

/** One row of the console's "My events": the public event page is /events/{id}?sport={sport}. */
export const organizerEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  sport: sportIdSchema,
  tournament: z.string(),
  venue: z.string(),
  cityName: z.string(),
  /** Start as an ISO instant; shown in India time. */
  startsAt: z.string(),
  status: organizerEventStatusSchema,
  /** Places sold, of the places the event sells (the inventory's aggregates, decision 004). */
  sold: z.number().int(),
  capacity: z.number().int(),
  /** Sum of the event's confirmed bookings' totals, in paise: what fans paid, fees and GST included. */
  grossPaise: z.number().int(),
  /** The part of grossPaise that is convenience fees and GST. */
  feesAndGstPaise: z.number().int(),
});
export type OrganizerEvent = z.infer<typeof organizerEventSchema>;

export const organizerEventPageSchema = pageSchema(organizerEventSchema).extend({
  /** Events per status under the same search and dates, whatever the status filter: the filter's counts. */
  statusCounts: z.record(organizerEventStatusSchema, z.number().int()),
});
export type OrganizerEventPage = z.infer<typeof organizerEventPageSchema>;

/** The event an organiser's request is about (/api/organizer/events/:eventId/...). */
export const organizerEventParamsSchema = z.object({
  eventId: z.string().min(1).max(100, 'Not an event id'),
});

/** POST /api/organizer/events/:eventId/cancel: why, in words fans read on the event page. */
export const cancelEventInputSchema = z.object({
  reason: text('Say why the event is cancelled')
    .trim()
    .min(1, 'Say why the event is cancelled')
    .max(CANCEL_REASON_MAX, `Keep the reason under ${CANCEL_REASON_MAX} characters`),
});
export type CancelEventInput = z.infer<typeof cancelEventInputSchema>;

/** POST /api/organizer/events/:eventId/postpone: the new start, an India date and clock time. */
export const postponeEventInputSchema = z.object({
  date: text('Choose the new date').regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31'),
  time: text('Choose the new start time').regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 19:30'),
});
export type PostponeEventInput = z.infer<typeof postponeEventInputSchema>;

/**
 * An event's cancellation and how far its refunds have got (GET .../cancellation, and the answer of
 * POST .../cancel). Before a cancel, `remaining` is what a cancel would refund: the confirmed
 * bookings and what was paid for them.
 */
export const eventCancellationSchema = z.object({
  eventId: z.string(),
  cancelled: z.boolean(),
  cancelledAt: z.string().nullable(),
  reason: z.string().nullable(),
  /** Bookings refunded in full so far, and the money returned, in paise. */
  refunded: z.number().int(),
  refundedPaise: z.number().int(),
  /** Confirmed bookings not yet refunded, and what was paid for them. */
  remaining: z.number().int(),
  remainingPaise: z.number().int(),
});
export type EventCancellation = z.infer<typeof eventCancellationSchema>;

/** POST /api/organizer/events/:eventId/postpone's answer: the event's new times. */
export const postponedEventSchema = z.object({
  eventId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The first start it ever had. */
  originalStartsAt: z.string(),
});
export type PostponedEvent = z.infer<typeof postponedEventSchema>;
