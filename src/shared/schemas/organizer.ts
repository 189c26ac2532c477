// The organiser console: the request and response contracts of /api/organizer/events.
// The server validates every query with these; the client types every response with them.
import { z } from 'zod';
import { ORGANIZER_EVENT_STATUSES } from '../domain/organizer-event-status';
import { sportIdSchema } from './catalogue';
import { isoDateSchema, pageSchema } from './common';

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
