// Seat inventory, holds, bookings, payments and tickets: the request and response contracts of
// /api/events/:id/seating, /api/holds/*, /api/bookings/*, /api/me/bookings/recent, /api/gateway/* (the gate's
// /api/tickets/* are in gate.ts).
// The server validates every request body with these; the client types every response with them.
import { z } from 'zod';
import { ADD_ONS, DETAIL_LIMITS, SEAT_CATEGORIES, SECTION_IDS, WALLETS } from '../booking-constants';
import { LIMITS } from '../constants';
import { BEST_AVAILABLE_MAX } from '../domain/best-available';
import { SEAT_VIEWS } from '../domain/seat-map';
import { emailSchema, indianMobileSchema, personNameSchema } from './account';
import { itemListSchema, text } from './common';

export const categoryIdSchema = z.enum(SEAT_CATEGORIES.map((c) => c.id) as [string, ...string[]]);
export const sectionIdSchema = z.enum(SECTION_IDS);
export const addOnIdSchema = z.enum(ADD_ONS.map((a) => a.id) as [string, ...string[]]);
export const walletIdSchema = z.enum(WALLETS.map((w) => w.id) as [string, ...string[]]);

// ---------------------------------------------------------------------------------------------
// Seating: GET /api/events/:eventId/seating[?hold=<holdId>]

/** One ticket category (product-spec.md section 3 "Seat category"); figures computed from the database. */
export const seatCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** What a place costs now, a running deal applied (decision 009). */
  pricePaise: z.number().int(),
  /** The price without the deal; equal to pricePaise when none runs. */
  listPricePaise: z.number().int(),
  description: z.string(),
  features: z.array(z.string()),
  popular: z.boolean(),
  capacity: z.number().int(),
  /** Places nobody has bought or is holding right now. */
  available: z.number().int(),
  /** Sold share of capacity, 0–100, rounded. */
  soldPercentage: z.number().int(),
  /** product-spec.md section 9's category demand notice for soldPercentage. */
  demandNotice: z.string(),
});
export type SeatCategory = z.infer<typeof seatCategorySchema>;

/**
 * One seat of the reserved-seating map (product-spec.md section 3 "Map seat"). 'occupied' = sold;
 * 'blocked' = not for sale or held by another buyer right now. A seat held by the hold named in
 * `?hold=` reads 'available' with `heldByYou: true`.
 */
export const mapSeatSchema = z.object({
  id: z.string(),
  row: z.string(),
  number: z.number().int(),
  status: z.enum(['available', 'occupied', 'blocked']),
  heldByYou: z.boolean(),
  pricePaise: z.number().int(),
  section: sectionIdSchema,
  view: z.enum(SEAT_VIEWS),
  accessible: z.boolean(),
});
export type MapSeat = z.infer<typeof mapSeatSchema>;

export const mapSectionSchema = z.object({
  id: sectionIdSchema,
  name: z.string(),
  /** A seat's price now, a running deal applied; listPricePaise without it. */
  pricePaise: z.number().int(),
  listPricePaise: z.number().int(),
  rows: z.array(z.object({ row: z.string(), seats: z.array(mapSeatSchema) })),
  available: z.number().int(),
  capacity: z.number().int(),
});
export type MapSection = z.infer<typeof mapSectionSchema>;

export const seatingSchema = z.object({
  eventId: z.string(),
  /** The stadium's name, shown above the map. */
  stadium: z.string(),
  /** True when tickets can be bought now (upcoming, not cancelled or finished). */
  onSale: z.boolean(),
  categories: z.array(seatCategorySchema),
  /** The spec's small map; empty for an event on its venue's seating plan. */
  sections: z.array(mapSectionSchema),
  /**
   * The venue whose whole seating plan the event sells (GET /api/venues/:venueId/plan, the stadium
   * map, GET /api/events/:eventId/blocks), or null: the categories and the small map above.
   */
  seatPlan: z.object({ venueId: z.string() }).nullable(),
});
export type Seating = z.infer<typeof seatingSchema>;

// ---------------------------------------------------------------------------------------------
// Holds: POST /api/holds, GET|PUT|DELETE /api/holds/:holdId

export const createHoldSchema = z.object({
  eventId: text('Please choose an event').min(1).max(100),
  /**
   * Carry on with the signed-in fan's own booking session for this event if one is still running
   * (the dialog reopened, the page reloaded) instead of opening another. A guest always gets a new one.
   */
  resume: z.boolean().optional(),
});

/** The :holdId of /api/holds/:holdId and its checkout. */
export const holdParamsSchema = z.object({ holdId: z.uuid('Not a booking session id') });

/** A block id of a venue's seating plan ('L12', 'M3'); the plan decides whether it is one. */
const BLOCK_ID = /^[A-Za-z0-9-]{1,16}$/;

/** A seat of a venue's seating plan: its block and its index in the block (domain/venue-plan.ts). */
export const planSeatRefSchema = z.object({
  blockId: z.string({ error: 'Choose a block' }).regex(BLOCK_ID, 'Not a block of this venue'),
  index: z
    .number({ error: 'A seat is a number in its block' })
    .int('A seat is a whole number')
    .min(0, 'Not a seat of this block')
    .max(9999, 'Not a seat of this block'),
});
export type PlanSeatRef = z.infer<typeof planSeatRefSchema>;
/** A plan seat's id in a hold or booking: '<blockId>:<index>'. */
export const planSeatId = (seat: PlanSeatRef) => `${seat.blockId}:${seat.index}`;

/**
 * What a hold holds: a number of places in one category, or named map seats; on an event with a
 * seating plan, named plan seats, or the best adjacent ones of a category (the server picks them).
 */
export const selectionInputSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('category'),
    categoryId: categoryIdSchema,
    quantity: z
      .number({ error: 'Please choose how many seats' })
      .int('Whole seats only')
      .min(1, 'Please select seats and category')
      .max(LIMITS.seatsPerBooking, `Maximum ${LIMITS.seatsPerBooking} seats per booking`),
  }),
  z.object({
    kind: z.literal('seats'),
    seatIds: z
      .array(z.string().regex(/^[A-Z]{1,2}-\d{1,2}$/, 'Not a seat on this map'))
      .min(1, 'Please select seats and category')
      .max(LIMITS.seatsOnMap, `You can select up to ${LIMITS.seatsOnMap} seats at once.`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each seat once'),
  }),
  z.object({
    kind: z.literal('planSeats'),
    seats: z
      .array(planSeatRefSchema)
      .min(1, 'Please select seats')
      .max(BEST_AVAILABLE_MAX, `You can select up to ${BEST_AVAILABLE_MAX} seats at once.`)
      .refine((seats) => new Set(seats.map(planSeatId)).size === seats.length, 'Each seat once'),
  }),
  z.object({
    kind: z.literal('best'),
    categoryId: categoryIdSchema,
    count: z
      .number({ error: 'Please choose how many seats' })
      .int('Whole seats only')
      .min(1, 'Please choose how many seats')
      .max(BEST_AVAILABLE_MAX, `At most ${BEST_AVAILABLE_MAX} seats side by side`),
    /** A wheelchair position (and, for two or more, its companion seat). */
    accessible: z.boolean().optional(),
  }),
]);
export type SelectionInput = z.infer<typeof selectionInputSchema>;

/** PUT /api/holds/:holdId: replaces the hold's selection atomically; null releases what it held. */
export const updateHoldSchema = z.object({ selection: selectionInputSchema.nullable() });

/** One priced line of a hold: n seats of one price (category places, or map seats of a section). */
export const seatLineSchema = z.object({
  label: z.string(),
  /** The price charged per place, a running deal applied. */
  unitPricePaise: z.number().int(),
  /** The price per place without the deal: the bill's deal discount is the difference. */
  listPricePaise: z.number().int(),
  quantity: z.number().int(),
});
export type SeatLine = z.infer<typeof seatLineSchema>;

/** A plan seat a hold holds, as the hold's answer lists it. */
export const heldPlanSeatSchema = z.object({
  /** '<blockId>:<index>' */
  id: z.string(),
  blockId: z.string(),
  index: z.number().int(),
  /** 'Row K, seat 14' */
  label: z.string(),
  /** The block's name: 'Block L12'. */
  block: z.string(),
  categoryId: z.string(),
  /** What the seat costs now, a running deal applied. */
  pricePaise: z.number().int(),
});
export type HeldPlanSeat = z.infer<typeof heldPlanSeatSchema>;

export const holdSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  /** ISO instant when everything held is released; the dialog counts down to it. */
  expiresAt: z.string(),
  /** The server's clock when it answered, so the client can correct its own. */
  serverNow: z.string(),
  selection: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('category'), categoryId: z.string(), quantity: z.number().int() }),
      z.object({ kind: z.literal('seats'), seatIds: z.array(z.string()), sectionId: sectionIdSchema }),
      z.object({ kind: z.literal('planSeats'), seats: z.array(heldPlanSeatSchema) }),
    ])
    .nullable(),
  /** Seat labels as on the ticket ('Gold-1', 'B-7', 'Block L12, Row K, seat 14'). */
  seatLabels: z.array(z.string()),
  seatLines: z.array(seatLineSchema),
});
export type Hold = z.infer<typeof holdSchema>;

/** POST /api/holds/:holdId/extend → the hold with its new expiry, and how many extensions are left. */
export const extendedHoldSchema = holdSchema.extend({ extensionsLeft: z.number().int().min(0) });
export type ExtendedHold = z.infer<typeof extendedHoldSchema>;

// ---------------------------------------------------------------------------------------------
// Auto-save ('Logged in • Auto-save enabled'): PUT /api/holds/:holdId/progress → 204, the signed-in
// fan's own session only; read back by POST /api/holds { resume: true }.

/** The database refuses a larger saved progress (holds_progress_size_check); the field limits keep far below it. */
export const HOLD_PROGRESS_MAX_BYTES = 16_384;

export const SEAT_MODES = ['list', 'map'] as const;

/** A field as typed so far: any text up to its limit (only the checkout judges it). */
const draft = (max: number) => z.string({ error: 'Must be text' }).max(max, `At most ${max} characters`);

/**
 * The booking dialog as the fan left it: advisory only. The hold itself keeps what is held;
 * restoring takes from this only what the hold still backs (src/shared/domain/hold-progress.ts).
 */
export const holdProgressSchema = z.object({
  step: z.number().int().min(1).max(4),
  mode: z.enum(SEAT_MODES),
  /** Step 1's seat count (the stepper), also before a category is chosen. */
  count: z.number().int().min(1).max(LIMITS.seatsPerBooking),
  selection: selectionInputSchema.nullable(),
  addOnIds: z
    .array(addOnIdSchema)
    .max(ADD_ONS.length)
    .refine((ids) => new Set(ids).size === ids.length, 'Each add-on once'),
  insurance: z.boolean(),
  contact: z.object({
    name: draft(DETAIL_LIMITS.name),
    email: draft(DETAIL_LIMITS.email),
    phone: draft(DETAIL_LIMITS.phone),
    emergencyContact: draft(DETAIL_LIMITS.emergencyContact),
    specialRequests: draft(DETAIL_LIMITS.specialRequests),
  }),
  guests: z
    .array(z.object({ name: draft(DETAIL_LIMITS.guestName), age: draft(DETAIL_LIMITS.guestAge) }))
    .max(LIMITS.seatsPerBooking - 1),
  newsletter: z.boolean(),
  smsUpdates: z.boolean(),
});
export type HoldProgress = z.infer<typeof holdProgressSchema>;

export const saveProgressSchema = z.object({ progress: holdProgressSchema });

/**
 * POST /api/holds { resume: true } → 200 the signed-in fan's running session for the event (resumed
 * true) with its progress if a valid one was saved, or else 201 a new one (resumed false, no
 * progress). Without resume the answer is a Hold, as it always was.
 */
export const openedHoldSchema = extendedHoldSchema.extend({
  resumed: z.boolean(),
  progress: holdProgressSchema.nullable(),
});
export type OpenedHold = z.infer<typeof openedHoldSchema>;

// ---------------------------------------------------------------------------------------------
// Checkout: POST /api/holds/:holdId/checkout → 201 Checkout (booking awaiting payment + order)

export const guestSchema = z.object({
  name: text('Please enter the guest name')
    .trim()
    .min(1, 'Please enter the guest name')
    .max(DETAIL_LIMITS.guestName),
  age: z
    .number({ error: 'Age must be a number' })
    .int('Age must be a whole number')
    .min(LIMITS.guestAgeMin, `Age must be between ${LIMITS.guestAgeMin} and ${LIMITS.guestAgeMax}`)
    .max(LIMITS.guestAgeMax, `Age must be between ${LIMITS.guestAgeMin} and ${LIMITS.guestAgeMax}`)
    .nullable()
    .optional(),
});
export type Guest = z.infer<typeof guestSchema>;

export const contactSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  /** A mobile number to reach the fan on match day. */
  phone: indianMobileSchema,
  emergencyContact: z.string().trim().max(DETAIL_LIMITS.emergencyContact).default(''),
  specialRequests: z.string().trim().max(DETAIL_LIMITS.specialRequests).default(''),
});

export const checkoutInputSchema = z.object({
  addOns: z.array(addOnIdSchema).max(ADD_ONS.length).default([]),
  insurance: z.boolean().default(false),
  contact: contactSchema,
  guests: z
    .array(guestSchema)
    .max(LIMITS.seatsPerBooking - 1)
    .default([]),
  newsletter: z.boolean().default(true),
  smsUpdates: z.boolean().default(true),
});
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

/** The bill as charged, every line in paise (each a whole number of rupees: domain/pricing.ts). */
export const quoteSchema = z.object({
  seatsPaise: z.number().int(),
  /** The running deal's discount on the seats (decision 009); 0 without a deal. */
  dealDiscountPaise: z.number().int(),
  addOnsPaise: z.number().int(),
  insurancePaise: z.number().int(),
  convenienceFeePaise: z.number().int(),
  gstPaise: z.number().int(),
  totalPaise: z.number().int(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** The gateway order the fan pays (shaped like a real gateway's order). */
export const orderSchema = z.object({
  id: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  /** Booking reference shown to the fan and put in the UPI link. */
  receipt: z.string(),
  /** Where UPI payments go: payee VPA and name for the upi://pay link. */
  payeeVpa: z.string(),
  payeeName: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * A booking's state as stored: 'pending' until paid, then 'confirmed'; 'cancelled' when its places
 * were lost; 'refunded' when its event was cancelled.
 */
export const BOOKING_STATES = ['pending', 'confirmed', 'cancelled', 'refunded'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
/** As the API answers it: a pending booking whose hold has run out reads 'expired' (domain/booking-status.ts). */
export const bookingStatusSchema = z.enum([...BOOKING_STATES, 'expired']);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const ticketSchema = z.object({
  id: z.string(),
  seatLabel: z.string(),
  holderName: z.string(),
  /** Signed token carried by the QR code; the gate admits it (gate.ts). */
  token: z.string(),
  /** When the gate let this ticket in (ISO), or null while unused. */
  admittedAt: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** A ticket its holder gave to someone else: its code no longer admits, so none is shown. */
export const transferredTicketSchema = z.object({
  id: z.string(),
  seatLabel: z.string(),
  holderName: z.string(),
  /** The recipient's name. */
  transferredTo: z.string(),
  transferredAt: z.string(),
});
export type TransferredTicket = z.infer<typeof transferredTicketSchema>;

/** product-spec.md section 3 "Booking record", from the database. */
export const bookingSchema = z.object({
  id: z.string(),
  /** Short human reference, e.g. 'KP-7H3K9Q'. */
  reference: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  eventDate: z.string(),
  eventEndsAt: z.string(),
  venue: z.string(),
  city: z.string(),
  category: z.string(),
  seats: z.array(z.string()),
  addOns: z.array(z.string()),
  insurance: z.boolean(),
  quote: quoteSchema,
  /** What the fan paid or is asked to pay, in paise: the quote's total. */
  totalPaise: z.number().int(),
  status: bookingStatusSchema,
  bookingDate: z.string(),
  confirmedAt: z.string().nullable(),
  /** When the whole of totalPaise was refunded (its event was cancelled); null otherwise. */
  refundedAt: z.string().nullable(),
  paymentId: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  contactName: z.string(),
  contactEmail: z.string(),
  /** The event was cancelled (its confirmed bookings are being refunded). */
  eventCancelled: z.boolean(),
  /**
   * A confirmed booking's tickets that admit, one per seat not given away; none otherwise (a
   * refunded booking's are void).
   */
  tickets: z.array(ticketSchema),
  /** The booking's tickets its account transferred to someone else (a confirmed booking's only). */
  transferredTickets: z.array(transferredTicketSchema),
});
export type Booking = z.infer<typeof bookingSchema>;
/** GET /api/bookings: the signed-in fan's bookings, newest first. */
export const bookingListSchema = itemListSchema(bookingSchema);

/** A booking on the signed-in fan's dashboard. */
export const recentBookingSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  venue: z.string(),
  /** ISO instant the event starts. */
  eventDate: z.string(),
  /** ISO instant the booking was made. */
  bookingDate: z.string(),
  seats: z.number().int(),
  totalPaise: z.number().int(),
  status: bookingStatusSchema,
});
export type RecentBooking = z.infer<typeof recentBookingSchema>;
/** GET /api/me/bookings/recent: the 5 newest bookings. */
export const recentBookingListSchema = itemListSchema(recentBookingSchema);

export const checkoutSchema = z.object({ booking: bookingSchema, order: orderSchema });
export type Checkout = z.infer<typeof checkoutSchema>;

// ---------------------------------------------------------------------------------------------
// Gateway simulator: POST /api/gateway/orders/:orderId/payments

export const cardSchema = z.object({
  number: text('Please fill in all card details').max(23),
  expiry: text('Please fill in all card details').max(5),
  cvv: text('Please fill in all card details').max(4),
  name: text('Please fill in all card details').trim().max(80),
});

export const paymentInputSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('card'), card: cardSchema }),
  z.object({ method: z.literal('upi'), vpa: text('Please enter your UPI ID').trim().max(100) }),
  z.object({ method: z.literal('wallet'), wallet: walletIdSchema }),
]);
export type PaymentInput = z.infer<typeof paymentInputSchema>;

/** A captured payment, signed by the gateway: HMAC-SHA256 of `${orderId}|${paymentId}`. */
export const paymentResultSchema = z.object({
  orderId: z.string(),
  paymentId: z.string(),
  signature: z.string(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** POST /api/bookings/:bookingId/confirm → 200 Booking (idempotent). */
export const confirmInputSchema = paymentResultSchema;

// ---------------------------------------------------------------------------------------------
// Block inventory of an event on its venue's seating plan (decision record 016):
// GET /api/events/:eventId/blocks and GET /api/events/:eventId/blocks/seats?ids=

/** Every block of the plan with its seats that can be had now; `version` rises with any change. */
export const eventBlocksSchema = z.object({
  version: z.number().int(),
  blocks: z.array(z.object({ id: z.string(), free: z.number().int() })),
});
export type EventBlocks = z.infer<typeof eventBlocksSchema>;

/** How many blocks one request for seats may name. */
export const BLOCK_SEATS_MAX_IDS = 40;

/** ?ids=<id>,<id>,…: every problem answered under `ids`. */
export const blockSeatsQuerySchema = z.object({
  ids: z
    .string({ error: 'Name the blocks: ids=<id>,<id>' })
    .transform((ids) => ids.split(','))
    .refine((ids) => ids.length <= BLOCK_SEATS_MAX_IDS, `At most ${BLOCK_SEATS_MAX_IDS} blocks at once`)
    .refine((ids) => ids.every((id) => BLOCK_ID.test(id)), 'Not a block of this venue')
    .refine((ids) => new Set(ids).size === ids.length, 'Each block once'),
});

/** Each block's seats as seat-bitset.ts's text (1 = can be had), with the block's own version. */
export const blockSeatsSchema = z.object({
  version: z.number().int(),
  blocks: z.array(z.object({ id: z.string(), version: z.number().int(), availability: z.string() })),
});
export type BlockSeats = z.infer<typeof blockSeatsSchema>;

/** PUT /api/holds/:holdId's 409 seat_unavailable for plan seats names the seats it could not hold. */
export const planSeatsRefusalSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), seats: z.array(planSeatRefSchema) }),
});
