// The organiser console: the request and response contracts of /api/organizer/events/*.
// The server validates every query with these; the client types every response with them.
import { z } from 'zod';
import { SPORT_IDS } from '../constants';
import {
  EVENT_FORM_LIMITS,
  isCalendarDate,
  isClockTime,
  isSingleEmoji,
  sameSide,
} from '../domain/event-form';
import { CANCEL_REASON_MAX } from '../domain/event-life';
import { ORGANIZER_EVENT_STATUSES } from '../domain/organizer-event-status';
import { isSettablePrice, PRICE_MESSAGE } from '../domain/price-list';
import { categoryIdSchema, sectionIdSchema } from './booking';
import { sportIdSchema } from './catalogue';
import { isoDateSchema, itemListSchema, pageSchema, text } from './common';

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

// ---------------------------------------------------------------------------------------------
// One event's sales: GET /api/organizer/events/:eventId/sales, …/attendees, …/attendees.csv

/** The :eventId of an event's console pages (any other id answers 404, as another organiser's does). */
export const organizerEventParamsSchema = z.object({
  eventId: z.string().min(1, 'Please name an event').max(100, 'Not an event id'),
});

/**
 * One price point of the event: a ticket category (places) or a section of the reserved map
 * (named seats). Sold counts every place sold, on KhelPass or before it (the catalogue's sales are
 * counts); held, places in booking sessions still running; free = capacity − sold − held.
 */
export const salesPricePointSchema = z.object({
  kind: z.enum(['category', 'section']),
  id: z.string(),
  name: z.string(),
  pricePaise: z.number().int(),
  capacity: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
  free: z.number().int(),
  /** The seats' part of the confirmed bookings made on KhelPass for this price point (no fees, GST or extras). */
  seatsRevenuePaise: z.number().int(),
});
export type SalesPricePoint = z.infer<typeof salesPricePointSchema>;

/** Money from the event's bookings made on KhelPass, in paise. */
export const salesRevenueSchema = z.object({
  /** Confirmed bookings: how many, and what fans paid in all, less insurance refunded on its own. */
  bookings: z.number().int(),
  grossPaise: z.number().int(),
  /**
   * The parts of grossPaise, as each booking's bill has them; seats after any deal's discount, and
   * the insurance kept (not refunded on its own).
   */
  seatsPaise: z.number().int(),
  addOnsPaise: z.number().int(),
  insurancePaise: z.number().int(),
  convenienceFeePaise: z.number().int(),
  gstPaise: z.number().int(),
  /** Bookings refunded in full (their event was cancelled): not in grossPaise. */
  refundedBookings: z.number().int(),
  refundedPaise: z.number().int(),
  /** Insurance refunded on its own (issue 14) of bookings that stand: not in grossPaise. */
  insuranceRefundedBookings: z.number().int(),
  insuranceRefundedPaise: z.number().int(),
});
export type SalesRevenue = z.infer<typeof salesRevenueSchema>;

/** One India calendar day with confirmed bookings: tickets and gross by the day they were paid. */
export const salesDaySchema = z.object({
  /** yyyy-mm-dd in Asia/Kolkata. */
  date: z.string(),
  tickets: z.number().int(),
  grossPaise: z.number().int(),
});
export type SalesDay = z.infer<typeof salesDaySchema>;

export const eventSalesSchema = z.object({
  event: z.object({
    id: z.string(),
    title: z.string(),
    sport: sportIdSchema,
    /** Start as an ISO instant; shown in India time. */
    startsAt: z.string(),
    venue: z.string(),
    cityName: z.string(),
    status: organizerEventStatusSchema,
  }),
  /** The five categories, then the map's three sections. */
  pricePoints: z.array(salesPricePointSchema),
  totals: z.object({
    capacity: z.number().int(),
    sold: z.number().int(),
    held: z.number().int(),
    free: z.number().int(),
  }),
  revenue: salesRevenueSchema,
  /** Days with confirmed bookings, oldest first. */
  daily: z.array(salesDaySchema),
  /**
   * Tickets let in at the gate, of those that admit (confirmed, not transferred), and admissions the
   * gate flagged: a ticket scanned in twice offline, or a void ticket let in (GET …/admissions lists them).
   */
  admissions: z.object({ admitted: z.number().int(), issued: z.number().int(), flagged: z.number().int() }),
});
export type EventSales = z.infer<typeof eventSalesSchema>;

export const ATTENDEES_PAGE_SIZE = { default: 20, max: 100 } as const;

/** GET /api/organizer/events/:eventId/attendees: the event's bookings, searched and paged. */
export const attendeeListQuerySchema = z.object({
  /** Case-insensitive text in the booking reference, the contact's name or e-mail, matched literally. */
  q: z.string().trim().max(100, 'Keep the search under 100 characters').optional(),
  page: z.coerce.number().int().min(1, 'Pages start at 1').max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'At least 1 per page')
    .max(ATTENDEES_PAGE_SIZE.max, `At most ${ATTENDEES_PAGE_SIZE.max} per page`)
    .default(ATTENDEES_PAGE_SIZE.default),
});
export type AttendeeListQuery = Partial<z.output<typeof attendeeListQuerySchema>>;

/** One booking of the event, confirmed or refunded, as its organiser sees it. */
export const attendeeSchema = z.object({
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The category's or the map section's name ('Gold', 'Premium (seat map)'). */
  seating: z.string(),
  seats: z.number().int(),
  /** Seat labels as on the tickets ('Gold-1', 'B-7'). */
  seatLabels: z.array(z.string()),
  status: z.enum(['confirmed', 'refunded']),
  /** When the booking was made, as an ISO instant. */
  bookedAt: z.string(),
  tickets: z.number().int(),
  /** Tickets of the booking let in at the gate. */
  admitted: z.number().int(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

export const attendeePageSchema = pageSchema(attendeeSchema);
export type AttendeePage = z.infer<typeof attendeePageSchema>;

// ---------------------------------------------------------------------------------------------
// Cancel and postpone: POST /api/organizer/events/:eventId/cancel, …/postpone, GET …/cancellation

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

// ---------------------------------------------------------------------------------------------
// The event editor: /api/organizer/events (POST), /events/:eventId (GET, PATCH, DELETE),
// /events/:eventId/price-list (PUT), /events/:eventId/publish and /unpublish (POST), /teams (GET).

const L = EVENT_FORM_LIMITS;
const TIME_MESSAGE = 'Use a time like 19:30 (24-hour, India time)';
const DATE_MESSAGE = 'Use a date like 2026-12-31';

// An empty field says what to enter before it says what is wrong with what was entered.
const dateField = (required: string) =>
  text(required)
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
    .refine(isCalendarDate, 'Not a real calendar date');
const timeField = (required: string) => text(required).min(1, required).refine(isClockTime, TIME_MESSAGE);
const sideField = (required: string) =>
  text(required)
    .trim()
    .min(1, required)
    .min(L.side.min, `At least ${L.side.min} characters`)
    .max(L.side.max, `At most ${L.side.max} characters`);

/**
 * The event form's fields, each with its own message. A side is a name: one of the sport's
 * catalogue teams (matched whatever the case) links to that team, any other is a new side.
 */
export const eventFieldsSchema = z.object({
  sport: z.enum(SPORT_IDS, { error: 'Choose a sport' }),
  tournament: text('Enter the tournament')
    .trim()
    .min(1, 'Enter the tournament')
    .min(L.tournament.min, `At least ${L.tournament.min} characters`)
    .max(L.tournament.max, `At most ${L.tournament.max} characters`),
  team1: sideField('Enter the first side'),
  team2: sideField('Enter the second side'),
  venueId: text('Choose a venue').trim().min(1, 'Choose a venue').max(64, 'Choose a venue from the list'),
  /** India date and clock time of the start. */
  startDate: dateField('Enter the date'),
  startTime: timeField('Enter the start time'),
  durationMinutes: z
    .number({ error: 'Enter how long it lasts, in minutes' })
    .int('Whole minutes')
    .min(L.durationMinutes.min, `At least ${L.durationMinutes.min} minutes`)
    .max(L.durationMinutes.max, `At most ${L.durationMinutes.max / 60} hours`),
  /** May stay empty while a draft; publishing asks for one. */
  description: z
    .string({ error: 'Must be text' })
    .trim()
    .max(L.description.max, `At most ${L.description.max} characters`)
    .optional(),
  highlights: z
    .array(
      z
        .string({ error: 'Must be text' })
        .trim()
        .min(1, 'A highlight cannot be empty')
        .max(L.highlight.max, `A highlight has at most ${L.highlight.max} characters`),
      { error: 'Must be a list of lines' },
    )
    .max(L.highlights.max, `At most ${L.highlights.max} highlights`)
    .optional(),
  /** The event's picture on its card and page: one emoji. */
  image: text('Choose an emoji')
    .trim()
    .min(1, 'Choose an emoji')
    .refine(isSingleEmoji, 'Use exactly one emoji'),
  /** When tickets go on sale (India date and time, before the start); both null: on publishing. */
  saleOpensDate: dateField('Enter the date sales open').nullable().optional(),
  saleOpensTime: timeField('Enter the time sales open').nullable().optional(),
  /**
   * Whether the event sells its venue's whole seating plan (decision 016): categories take the
   * plan's blocks and their places come from the blocks. Absent on a new event: the standard price
   * list and seat map. Changes only while nothing is sold or held.
   */
  seatPlan: z.boolean({ error: 'Choose the standard seat map or the venue’s seat plan' }).optional(),
});

/** The rules between fields of a whole form: two different sides, a sale opening with both parts. */
export const eventFormSchema = eventFieldsSchema.superRefine((form, ctx) => {
  if (sameSide(form.team1, form.team2)) {
    ctx.addIssue({ code: 'custom', path: ['team2'], message: 'The two sides must differ' });
  }
  const saleDate = form.saleOpensDate ?? null;
  const saleTime = form.saleOpensTime ?? null;
  if (saleDate !== null && saleTime === null) {
    ctx.addIssue({ code: 'custom', path: ['saleOpensTime'], message: 'Enter the time sales open' });
  }
  if (saleDate === null && saleTime !== null) {
    ctx.addIssue({ code: 'custom', path: ['saleOpensDate'], message: 'Enter the date sales open' });
  }
});
/** POST /api/organizer/events → 201 OwnEvent: a draft of the signed-in organiser. */
export type EventFormInput = z.input<typeof eventFormSchema>;
export type EventForm = z.output<typeof eventFormSchema>;

/** PATCH /api/organizer/events/:eventId → 200 OwnEvent: the fields to change; the rest stay. */
export const eventPatchSchema = eventFieldsSchema.partial();
export type EventPatch = z.input<typeof eventPatchSchema>;

const pricePaiseField = z.number({ error: PRICE_MESSAGE }).refine(isSettablePrice, PRICE_MESSAGE);
const categoryEntrySchema = z.object(
  {
    pricePaise: pricePaiseField,
    capacity: z
      .number({ error: 'Enter the number of places' })
      .int('Whole places')
      .min(1, 'At least 1 place')
      .max(10_000_000, 'More places than any venue holds'),
  },
  { error: 'Give this category a price and places' },
);

/**
 * PUT /api/organizer/events/:eventId/price-list → 200 OwnEvent: every category's price and places
 * and every map section's price (its seats are the map's). Prices are whole rupees, in paise.
 */
export const priceListInputSchema = z.object({
  categories: z.record(categoryIdSchema, categoryEntrySchema),
  /** Every map section's price; none for an event on its venue's seating plan, which has no map. */
  sections: z.partialRecord(
    sectionIdSchema,
    z.object({ pricePaise: pricePaiseField }, { error: 'Give this section a price' }),
  ),
});
export type PriceListInput = z.input<typeof priceListInputSchema>;

export const STORED_EVENT_STATUSES = ['draft', 'scheduled', 'postponed', 'cancelled'] as const;

const pricePointSchema = z.object({
  name: z.string(),
  pricePaise: z.number().int(),
  sold: z.number().int(),
  /**
   * Places held by booking sessions: a category's counter (an expired session counts until the
   * next sale of the category sweeps it), a map section's seats held by live sessions.
   */
  held: z.number().int(),
});

/** One recorded price change (event_price_changes), newest first. */
export const priceChangeRecordSchema = z.object({
  pointKind: z.enum(['category', 'section']),
  pointId: z.string(),
  name: z.string(),
  oldPricePaise: z.number().int(),
  newPricePaise: z.number().int(),
  changedAt: z.string(),
});
export type PriceChangeRecord = z.infer<typeof priceChangeRecordSchema>;

/** GET /api/organizer/events/:eventId: one of the organiser's events as its editor shows it. */
export const ownEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** As stored: a draft is the organiser's alone; scheduled is published. */
  status: z.enum(STORED_EVENT_STATUSES),
  consoleStatus: organizerEventStatusSchema,
  sport: sportIdSchema,
  tournament: z.string(),
  team1: z.string(),
  team2: z.string(),
  /** The catalogue team a side is, or null for a side typed in. */
  team1Id: z.string().nullable(),
  team2Id: z.string().nullable(),
  venueId: z.string(),
  venueName: z.string(),
  cityName: z.string(),
  venueCapacity: z.number().int(),
  startDate: z.string(),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  saleOpensDate: z.string().nullable(),
  saleOpensTime: z.string().nullable(),
  /** The same schedule as ISO instants. */
  startsAt: z.string(),
  endsAt: z.string(),
  saleOpensAt: z.string().nullable(),
  description: z.string(),
  highlights: z.array(z.string()),
  image: z.string(),
  /** A place was sold or a booking made: it stays published, and its sport and venue stay. */
  hasSales: z.boolean(),
  /** On its venue's seating plan (decision 016): its categories' places are their blocks' seats. */
  seatPlan: z.boolean(),
  priceList: z.object({
    categories: z.array(
      pricePointSchema.extend({
        id: categoryIdSchema,
        capacity: z.number().int(),
        /** On a seating plan, how many of its blocks the category sells. */
        blocks: z.number().int().optional(),
      }),
    ),
    sections: z.array(pricePointSchema.extend({ id: sectionIdSchema, seats: z.number().int() })),
    /** Categories' places and the map's seats: always the venue's capacity. */
    places: z.number().int(),
  }),
  /** The latest price changes, newest first. */
  priceChanges: z.array(priceChangeRecordSchema),
});
export type OwnEvent = z.infer<typeof ownEventSchema>;

/** GET /api/organizer/teams?sport=: the sport's catalogue teams, for the side pickers. */
export const sportTeamsQuerySchema = z.object({ sport: sportIdSchema });
export const sportTeamListSchema = itemListSchema(z.object({ id: z.string(), name: z.string() }));
export type SportTeamList = z.infer<typeof sportTeamListSchema>;
