import {
  SEAT_CATEGORIES,
  SEAT_CATEGORY_DETAILS,
  SEAT_MAP_SECTIONS,
  type SectionId,
} from '../../../shared/booking-constants';
import { placesShownAvailable, seatShown } from '../../../shared/domain/availability';
import { bestAvailable } from '../../../shared/domain/best-available';
import { categoryDemandNotice } from '../../../shared/domain/demand';
import { isBookable } from '../../../shared/domain/event-badges';
import { eventStatus } from '../../../shared/domain/event-status';
import {
  type ExtensionRefusal,
  extendedExpiry,
  extensionRefusal,
  extensionsLeft,
} from '../../../shared/domain/hold-extension';
import {
  blockAvailability,
  findPlanSeats,
  type PlanIndex,
  type PlanSeatFound,
} from '../../../shared/domain/plan-seats';
import type { CategoryId } from '../../../shared/domain/price-list';
import { mapSeatsAtStart, seatingName } from '../../../shared/domain/seat-map';
import { seatLabel, type VenueInput } from '../../../shared/domain/venue-plan';
import {
  type ExtendedHold,
  type HeldPlanSeat,
  type Hold,
  type HoldProgress,
  holdProgressSchema,
  type MapSeat,
  type OpenedHold,
  type PlanSeatRef,
  planSeatId,
  type Seating,
  type SeatLine,
  type SelectionInput,
} from '../../../shared/schemas/booking';
import { QueueFullError } from '../../db/batch';
import type { Transaction } from '../../db/transaction';
import { HttpError, invalidRequest, notFound } from '../../http/errors';
import { type PlanSource, planIndexes } from './block-inventory.service';
import {
  type HeldSale,
  type HeldSelection,
  type HoldCaller,
  type HoldRefusal,
  type HoldRow,
  type InventoryQueries,
  type InventoryRepo,
  type PointPrice,
  type PointPrices,
  type SaleRefusal,
  sectionPoint,
} from './inventory.repo';

export const HOLD_EXPIRED_MESSAGE = 'Your booking session has expired. Please start over.';
export const SEAT_UNAVAILABLE_MESSAGE = 'This seat is already taken or blocked.';

export const HOLD_CHECKED_OUT_MESSAGE =
  'Your seats are reserved for payment. Close the payment window to change them.';
export const NOT_ON_SALE_MESSAGE = 'Tickets for this event are not on sale';
/** A queued on-sale (decision record 017): a session needs the account's pass from the queue. */
export const QUEUE_PASS_MESSAGE =
  'This sale has a queue. Wait for your turn in the queue: when you are let in, you have 10 minutes to start booking.';
export const QUEUE_GUEST_MESSAGE = 'This sale has a queue. Sign in and join the queue to book.';
export const TOO_MANY_SESSIONS_MESSAGE =
  'You already have booking windows open for this event. Finish or close one of them, then try again.';

/** A session whose booking is paid: nothing about it can change any more. */
export const alreadyBooked = () => new HttpError(409, 'already_booked', 'This booking is already complete');
const holdExpired = () => new HttpError(410, 'hold_expired', HOLD_EXPIRED_MESSAGE);
const holdCheckedOut = () => new HttpError(409, 'hold_checked_out', HOLD_CHECKED_OUT_MESSAGE);
const notOnSale = () => new HttpError(409, 'not_on_sale', NOT_ON_SALE_MESSAGE);

export const EXTENSIONS_USED_MESSAGE =
  'You have already been given more time twice. Please complete your booking before the timer runs out.';

/** Why a hold could not be given more time, as the API answers it. */
function extensionRefused(refusal: ExtensionRefusal): HttpError {
  switch (refusal) {
    case 'hold_expired':
      return holdExpired();
    case 'hold_checked_out':
      return holdCheckedOut();
    case 'already_booked':
      return alreadyBooked();
    case 'extensions_used':
      return new HttpError(409, 'extensions_used', EXTENSIONS_USED_MESSAGE);
  }
}

/** More hold changes waiting than the database gets through in a few seconds: try again shortly. */
const busy = () =>
  new HttpError(
    503,
    'busy',
    'So many fans are choosing seats right now that we could not take your change. Please try again.',
    undefined,
    { 'Retry-After': '2' },
  );

/** Runs a hold change, answering 503 when the queue of changes is full. */
async function unlessBusy<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    throw error instanceof QueueFullError ? busy() : error;
  }
}

/**
 * The caller's hold (the repository finds no one else's) while it can still be used: open or
 * checked out, and not past its expiry.
 */
function assertLive(hold: HoldRow | undefined, now: Date): HoldRow {
  if (!hold) throw notFound('Booking session');
  if (!['active', 'checked_out'].includes(hold.status) || hold.expiresAt <= now) throw holdExpired();
  return hold;
}

type HeldPlaces = Pick<HeldSelection, 'categoryId' | 'quantity'> & {
  seats: Pick<HeldSelection['seats'][number], 'id' | 'section'>[];
  planSeats: HeldPlanSeat[];
};

/** A priced line of n places at one point's price (its deal applied), with the price before the deal. */
function seatLine(label: string, price: PointPrice | undefined, quantity: number): SeatLine {
  return { label, ...priced(label, price), quantity };
}

/** A price point's prices; a point missing from the price list is a fault, never a free seat. */
function priced(point: string, price: PointPrice | undefined): PointPrice {
  if (!price) throw new Error(`the price list has no price for ${point}`);
  return price;
}

/**
 * The hold as the API shows it: its selection priced per line at the price points' prices now,
 * with the labels its tickets will carry.
 */
function holdView(
  hold: { id: string; eventId: string; expiresAt: Date },
  held: HeldPlaces,
  prices: PointPrices,
  now: Date,
): Hold {
  const base = {
    id: hold.id,
    eventId: hold.eventId,
    expiresAt: hold.expiresAt.toISOString(),
    serverNow: now.toISOString(),
  };
  if (held.categoryId && held.quantity > 0) {
    const name = seatingName(held.categoryId);
    return {
      ...base,
      selection: { kind: 'category', categoryId: held.categoryId, quantity: held.quantity },
      seatLabels: Array.from({ length: held.quantity }, (_, i) => `${name}-${i + 1}`),
      seatLines: [seatLine(name, prices.get(held.categoryId), held.quantity)],
    };
  }
  if (held.planSeats.length > 0) {
    const perCategory = new Map<string, number>();
    for (const seat of held.planSeats)
      perCategory.set(seat.categoryId, (perCategory.get(seat.categoryId) ?? 0) + 1);
    return {
      ...base,
      selection: { kind: 'planSeats', seats: held.planSeats },
      seatLabels: held.planSeats.map((seat) => `${seat.block}, ${seat.label}`),
      seatLines: [...perCategory].map(([categoryId, quantity]) =>
        seatLine(seatingName(categoryId), prices.get(categoryId), quantity),
      ),
    };
  }
  const first = held.seats[0];
  if (!first) return { ...base, selection: null, seatLabels: [], seatLines: [] };
  const perSection = new Map<SectionId, number>();
  for (const seat of held.seats) perSection.set(seat.section, (perSection.get(seat.section) ?? 0) + 1);
  return {
    ...base,
    selection: { kind: 'seats', seatIds: held.seats.map((s) => s.id), sectionId: first.section },
    seatLabels: held.seats.map((s) => s.id),
    seatLines: [...perSection].map(([section, quantity]) =>
      seatLine(seatingName(section), prices.get(sectionPoint(section)), quantity),
    ),
  };
}

/** Plan seats as a hold's answer lists them: labelled from the plan, priced at their category's price now. */
function heldPlanSeats(found: readonly PlanSeatFound[], prices: PointPrices): HeldPlanSeat[] {
  return found.map((seat) => ({
    id: planSeatId(seat),
    blockId: seat.blockId,
    index: seat.index,
    label: seatLabel(seat.seat),
    block: seat.blockName,
    categoryId: seat.categoryId,
    pricePaise: priced(seat.categoryId, prices.get(seat.categoryId)).unitPricePaise,
  }));
}

/** The plan's seats for seats a hold names; a seat the plan lacks means the plan changed under a sale. */
function planSeatsIn(index: PlanIndex, seats: readonly PlanSeatRef[]): PlanSeatFound[] {
  const result = findPlanSeats(index, seats);
  if ('missing' in result) throw new Error(`the venue's plan has no seat ${planSeatId(result.missing)}`);
  return result.found;
}

type PlanOf = (venue: VenueInput) => { index: PlanIndex };

/** What a stored hold holds, priced now, read inside the caller's transaction. */
async function describeHold(tx: InventoryQueries, planOf: PlanOf, hold: HoldRow, now: Date): Promise<Hold> {
  const prices = await tx.pointPrices(hold.eventId, now);
  if (hold.categoryId && hold.quantity > 0) {
    const held = { categoryId: hold.categoryId, quantity: hold.quantity, seats: [], planSeats: [] };
    return holdView(hold, held, prices, now);
  }
  const named = await tx.heldPlanSeats(hold.id);
  const event = named.length > 0 ? await tx.planEvent(hold.eventId, true) : undefined;
  const planSeats = event ? heldPlanSeats(planSeatsIn(planOf(event.venue).index, named), prices) : [];
  const seats = planSeats.length > 0 ? [] : await tx.heldSeats(hold.id);
  return holdView(hold, { categoryId: null, quantity: 0, seats, planSeats }, prices, now);
}

/** The database's refusals (kp_hold_select's { refused }) as the API's answers. */
function holdRefusal(refusal: HoldRefusal, categoryId: string | null): HttpError {
  switch (refusal.refused) {
    case 'hold_not_found':
      return notFound('Booking session');
    case 'hold_expired':
      return holdExpired();
    case 'hold_checked_out':
      return holdCheckedOut();
    case 'not_on_sale':
      return notOnSale();
    case 'seat_unavailable':
      return new HttpError(409, 'seat_unavailable', SEAT_UNAVAILABLE_MESSAGE, {
        seatIds: refusal.seatIds.join(','),
      });
    case 'plan_seats_unavailable':
      return new HttpError(409, 'seat_unavailable', PLAN_SEATS_UNAVAILABLE_MESSAGE, undefined, undefined, {
        seats: refusal.seats,
      });
    case 'wrong_seating':
      return wrongSeating(refusal.seatPlan);
    case 'category_unavailable': {
      const name = seatingName(categoryId ?? '');
      const message = refusal.free > 0 ? `Only ${refusal.free} seats left in ${name}` : `${name} is sold out`;
      return new HttpError(409, 'category_unavailable', message, { quantity: `At most ${refusal.free}` });
    }
  }
}

const NOTHING_HELD: HeldPlaces = { categoryId: null, quantity: 0, seats: [], planSeats: [] };

export const PLAN_SEATS_UNAVAILABLE_MESSAGE =
  'Some of these seats were just taken by another fan. Please choose others.';
/** A selection of the other kind of seating than the event sells. */
function wrongSeating(seatPlan: boolean) {
  return new HttpError(
    409,
    'wrong_seating',
    seatPlan
      ? 'This event sells seats on the stadium map: choose seats there, or the best available.'
      : 'This event has no stadium map: choose a category or seats on the seat map.',
  );
}
/** No group of `count` adjacent seats is left in the category. */
function categoryFull(categoryId: string, count: number) {
  const name = seatingName(categoryId);
  return new HttpError(409, 'category_unavailable', `No ${count} seats side by side are left in ${name}`, {
    count: `Fewer than ${count} adjacent seats left`,
  });
}
/** Tries at best available before giving up: each try loses only to a fan who took a seat meanwhile. */
const BEST_AVAILABLE_TRIES = 3;

export interface SessionRules {
  /** Length of a booking session, seconds (the spec's 900). */
  holdSeconds: number;
  /** Open sessions per event for one account or one browser. */
  sessionsPerOwner: number;
  /** Open sessions per event from one address; null for no cap (a load test from one machine). */
  sessionsPerAddress: number | null;
}

export function createInventoryService(
  repo: InventoryRepo,
  now: () => Date,
  rules: SessionRules,
  plans: PlanSource,
) {
  const { holdSeconds } = rules;
  const planOf = planIndexes(plans);
  /** Events whose map seats are written (they never go away), so a hold skips the check. */
  const materialised = new Set<string>();

  /**
   * The event, with its map's seats written on first use (same event, same starting map): the
   * price list is written with the event, the seats only when someone looks (decision 009).
   */
  async function eventWithInventory(eventId: string, scope: { orTakenDown?: boolean } = {}) {
    const event = await repo.eventForSale(eventId, scope);
    if (!event) throw notFound('Event');
    // An event on its venue's seating plan has no small map: its blocks are written on first hold.
    if (!event.seatPlan && !materialised.has(eventId) && !(await repo.seatsWritten(eventId))) {
      // One writer per event: the first buyer writes, the rest wait on the event's lock and skip.
      await repo.transaction(async (tx) => {
        await tx.lockEvent(eventId);
        if (await tx.seatsWritten(eventId)) return;
        const sections = await tx.sections(eventId);
        const of = (pick: (section: (typeof sections)[number]) => number) =>
          Object.fromEntries(sections.map((section) => [section.id, pick(section)])) as Record<
            SectionId,
            number
          >;
        await tx.writeSeats(
          eventId,
          mapSeatsAtStart(
            eventId,
            of((s) => s.sold),
          ),
          of((s) => s.pricePaise),
        );
      });
    }
    materialised.add(eventId);
    return event;
  }

  /**
   * The account's open hold for the event, as the reopened dialog carries on with it: what it holds,
   * its extensions left and its saved progress (null when none, or one saved by an older dialog that
   * no longer reads as one). None once the event is off sale: a new session is refused instead.
   */
  async function resumable(eventId: string, userId: string): Promise<OpenedHold | undefined> {
    const at = now();
    const hold = await repo.openHoldOf(eventId, userId, at);
    if (!hold || !(await repo.eventOnSale(eventId, at))) return undefined;
    return {
      ...(await describeHold(repo, planOf, hold, at)),
      extensionsLeft: extensionsLeft(hold.extensions),
      resumed: true,
      progress: holdProgressSchema.safeParse(hold.progress).data ?? null,
    };
  }

  const onSale = (event: NonNullable<Awaited<ReturnType<InventoryRepo['eventForSale']>>>, at: Date) =>
    isBookable(
      {
        status: eventStatus(event, at),
        seatsLeft: event.totalSeats - event.seatsSold,
        saleOpensAt: event.saleOpensAt?.toISOString() ?? null,
      },
      at.getTime(),
    );

  /**
   * Holds named plan seats, or the best adjacent ones of a category, for an event on its venue's
   * seating plan: seats the plan lacks are a 400 naming them; the hold's change runs in the next
   * batch like any other (kp_hold_select), all or nothing. Best available reads the category's
   * blocks without locks and asks for its pick like a fan naming seats: if another fan took one
   * meanwhile, it looks again, at most BEST_AVAILABLE_TRIES times, so no buyer ever locks a whole
   * category's blocks.
   */
  async function selectPlanSeats(
    holdId: string,
    caller: HoldCaller,
    selection: Extract<SelectionInput, { kind: 'planSeats' | 'best' }>,
  ): Promise<Hold> {
    const event = await repo.holdPlanEvent(holdId, caller);
    if (!event) throw notFound('Booking session');
    if (!event.seatPlan) throw wrongSeating(false);
    const { plan, index } = planOf(event.venue);
    const categoryId = selection.kind === 'best' ? selection.categoryId : null;
    for (let attempt = 1; ; attempt += 1) {
      const at = now();
      const wanted = selection.kind === 'planSeats' ? selection.seats : await bestSeats(event.eventId, at);
      const found = findPlanSeats(index, wanted);
      if ('missing' in found) {
        throw invalidRequest({ 'selection.seats': `No seat ${planSeatId(found.missing)} at this venue` });
      }
      const held = await unlessBusy(() =>
        repo.selectHold(holdId, caller, at, {
          categoryId: null,
          quantity: 0,
          seatIds: null,
          planSeats: found.found,
        }),
      );
      if ('refused' in held) {
        const again = selection.kind === 'best' && held.refused === 'plan_seats_unavailable';
        if (again && attempt < BEST_AVAILABLE_TRIES) continue;
        throw holdRefusal(held, categoryId);
      }
      const prices = await repo.pointPrices(held.eventId, at);
      const planSeats = heldPlanSeats(planSeatsIn(index, held.planSeats), prices);
      return holdView(
        { id: holdId, eventId: held.eventId, expiresAt: new Date(held.expiresAt) },
        { categoryId: null, quantity: 0, seats: [], planSeats },
        prices,
        at,
      );
    }

    /** The best adjacent seats of the category now, this hold's own seats counted free. */
    async function bestSeats(eventId: string, at: Date): Promise<PlanSeatRef[]> {
      if (selection.kind !== 'best') return [];
      const blockIds = index.categories.get(selection.categoryId as CategoryId) ?? [];
      const [rows, held] = await Promise.all([
        repo.blockRows(eventId, blockIds),
        repo.blockHolds(eventId, at, { blockIds, exceptHold: holdId }),
      ]);
      const heldIn = new Map(held.map((h) => [h.blockId, h.held]));
      const availability = new Map<string, Uint8Array>();
      for (const id of new Set([...rows.map((row) => row.blockId), ...heldIn.keys()])) {
        const seats = index.blocks.get(id)?.seats ?? 0;
        const sold = rows.find((row) => row.blockId === id)?.sold ?? null;
        availability.set(id, blockAvailability(seats, sold, heldIn.get(id) ?? []));
      }
      const pick = bestAvailable(plan, availability, {
        blockIds,
        count: selection.count,
        accessible: selection.accessible,
      });
      if (!pick) throw categoryFull(selection.categoryId, selection.count);
      return pick.seats.map((seat) => ({ blockId: pick.blockId, index: seat.index }));
    }
  }

  const service = {
    /**
     * Each category and map section with its capacity, sold places and the places of booking
     * sessions still running (an expired hold holds nothing): what the organiser's sales page counts.
     */
    async placeCounts(eventId: string) {
      const at = now();
      const [categories, sections] = await Promise.all([
        repo.categories(eventId, at),
        repo.sectionCounts(eventId, at),
      ]);
      return { categories, sections };
    },

    async seating(eventId: string, holdId: string | undefined): Promise<Seating> {
      const event = await eventWithInventory(eventId);
      const at = now();
      const [categories, prices, seats] = await Promise.all([
        repo.categories(eventId, at),
        repo.pointPrices(eventId, at),
        repo.seats(eventId),
      ]);
      const byId = new Map(categories.map((c) => [c.id, c]));
      const priceOf = (point: string) => {
        const price = priced(point, prices.get(point));
        return { pricePaise: price.unitPricePaise, listPricePaise: price.listPricePaise };
      };
      return {
        eventId,
        stadium: event.stadium,
        onSale: onSale(event, at),
        categories: SEAT_CATEGORIES.flatMap((spec) => {
          const row = byId.get(spec.id);
          if (!row) return [];
          const soldPercentage = Math.round((row.sold / row.capacity) * 100);
          return [
            {
              id: spec.id,
              name: spec.name,
              ...priceOf(spec.id),
              description: SEAT_CATEGORY_DETAILS[spec.id].description,
              features: [...SEAT_CATEGORY_DETAILS[spec.id].features],
              popular: spec.popular,
              capacity: row.capacity,
              available: placesShownAvailable(row),
              soldPercentage,
              demandNotice: categoryDemandNotice(soldPercentage),
            },
          ];
        }),
        seatPlan: event.seatPlan ? { venueId: event.venueId } : null,
        sections: (event.seatPlan ? [] : SEAT_MAP_SECTIONS).map((section) => {
          const price = priceOf(sectionPoint(section.id));
          const rows = new Map<string, MapSeat[]>();
          let available = 0;
          let capacity = 0;
          for (const seat of seats) {
            if (seat.section !== section.id) continue;
            const { status, heldByYou } = seatShown(seat, at, holdId);
            if (seat.status !== 'blocked') capacity += 1;
            if (status === 'available') available += 1;
            const list = rows.get(seat.row) ?? [];
            list.push({
              id: seat.id,
              row: seat.row,
              number: seat.number,
              status,
              heldByYou,
              pricePaise: price.pricePaise,
              section: section.id,
              view: seat.view,
              accessible: seat.accessible,
            });
            rows.set(seat.row, list);
          }
          return {
            id: section.id,
            name: section.name,
            ...price,
            rows: [...rows].map(([row, list]) => ({ row, seats: list })),
            available,
            capacity,
          };
        }),
      };
    },

    /**
     * Opens a booking session for the caller: nothing held yet, everything it will hold released at
     * expiresAt. Refused when the event is not on sale (it has started, for one) or the caller
     * already has as many sessions open for it as the rules allow.
     */
    async createHold(eventId: string, caller: HoldCaller, address: string): Promise<Hold> {
      // Taken down or not, the answer is kp_hold_open's, whether or not this process wrote the seats.
      if (!materialised.has(eventId)) await eventWithInventory(eventId, { orTakenDown: true });
      const at = now();
      const expiresAt = new Date(at.getTime() + holdSeconds * 1000);
      const opened = await repo.openHold({
        eventId,
        caller,
        address,
        createdAt: at,
        expiresAt,
        perOwner: rules.sessionsPerOwner,
        perAddress: rules.sessionsPerAddress,
      });
      if ('refused' in opened) {
        if (opened.refused === 'event_not_found') throw notFound('Event');
        if (opened.refused === 'not_on_sale') throw notOnSale();
        if (opened.refused === 'queue_pass_required') {
          const message = caller.userId ? QUEUE_PASS_MESSAGE : QUEUE_GUEST_MESSAGE;
          throw new HttpError(403, 'queue_pass_required', message);
        }
        throw new HttpError(429, 'too_many_sessions', TOO_MANY_SESSIONS_MESSAGE);
      }
      return holdView(
        { id: opened.id, eventId, expiresAt: new Date(opened.expiresAt) },
        NOTHING_HELD,
        new Map(),
        at,
      );
    },

    /**
     * What the booking dialog opens with: a signed-in fan's own running session for the event
     * (reopened, or the page reloaded), with its saved progress, or else a new session as createHold.
     */
    async openOrResume(eventId: string, caller: HoldCaller, address: string): Promise<OpenedHold> {
      const running = caller.userId ? await resumable(eventId, caller.userId) : undefined;
      if (running) return running;
      const created = await service.createHold(eventId, caller, address);
      return { ...created, extensionsLeft: extensionsLeft(0), resumed: false, progress: null };
    },

    async getHold(holdId: string, caller: HoldCaller): Promise<Hold> {
      const at = now();
      return describeHold(repo, planOf, assertLive(await repo.hold(holdId, caller), at), at);
    },

    /**
     * Keeps the signed-in fan's dialog progress with their running hold (auto-save): 404 for a hold
     * that is not the account's, 409 once it is paid, 410 once it has ended. Advisory only: nothing
     * else reads it but the dialog that reopens.
     */
    async saveProgress(holdId: string, userId: string, progress: HoldProgress): Promise<void> {
      const at = now();
      if (await repo.saveProgress(holdId, userId, progress, at)) return;
      const hold = await repo.accountHold(holdId, userId);
      if (!hold) throw notFound('Booking session');
      if (hold.status === 'converted') throw alreadyBooked();
      throw holdExpired();
    },

    /**
     * Gives the caller's open hold 5 more minutes (at most twice), its map seats with it, in one
     * transaction under the hold's lock: a buyer sweeping expired holds (kp_hold_select) waits for
     * it and then sees the new expiry. Refused for a hold that has ended, is checked out or sold,
     * has had its two extensions, or whose event is no longer on sale.
     */
    async extend(holdId: string, caller: HoldCaller): Promise<ExtendedHold> {
      return repo.transaction(async (tx) => {
        const at = now();
        const hold = await tx.lockHold(holdId, caller);
        if (!hold) throw notFound('Booking session');
        const refusal = extensionRefusal(hold, at);
        if (refusal) throw extensionRefused(refusal);
        if (!(await tx.eventOnSale(hold.eventId, at))) throw notOnSale();
        const extended = await tx.extendHold(holdId, extendedExpiry(hold.expiresAt));
        return {
          ...(await describeHold(tx, planOf, extended, at)),
          extensionsLeft: extensionsLeft(extended.extensions),
        };
      });
    },

    /**
     * Replaces what the hold holds in one step of the next batch (db/functions/kp_hold_select.sql
     * and kp_hold_apply.sql): the old places are given back and the new ones taken with conditional updates; if
     * the new ones cannot all be had, nothing changes: the old selection stands and the refusal is
     * answered.
     */
    async select(holdId: string, caller: HoldCaller, selection: SelectionInput | null): Promise<Hold> {
      if (selection?.kind === 'planSeats' || selection?.kind === 'best') {
        return selectPlanSeats(holdId, caller, selection);
      }
      const at = now();
      const categoryId = selection?.kind === 'category' ? selection.categoryId : null;
      const held = await unlessBusy(() =>
        repo.selectHold(holdId, caller, at, {
          categoryId,
          quantity: selection?.kind === 'category' ? selection.quantity : 0,
          seatIds: selection?.kind === 'seats' ? selection.seatIds : null,
          planSeats: null,
        }),
      );
      if ('refused' in held) throw holdRefusal(held, categoryId);
      const prices = await repo.pointPrices(held.eventId, at);
      return holdView(
        { id: holdId, eventId: held.eventId, expiresAt: new Date(held.expiresAt) },
        { ...held, planSeats: [] },
        prices,
        at,
      );
    },

    /**
     * Closes the session and gives everything back. Closing twice, or after booking, changes
     * nothing; a checked-out session is refused until its checkout is reopened.
     */
    async release(holdId: string, caller: HoldCaller): Promise<void> {
      const answer = await unlessBusy(() => repo.releaseHold(holdId, caller, now()));
      if ('refused' in answer) throw holdCheckedOut();
      if (!answer.released) throw notFound('Booking session');
    },

    /**
     * Checks out the caller's hold inside the checkout's transaction: locked until it ends and
     * 'checked_out' from then on, so its selection cannot change between the bill and the payment.
     * Checking out again (new add-ons) is allowed; a session that is over is refused.
     */
    async checkOut(transaction: Transaction, holdId: string, caller: HoldCaller) {
      const tx = repo.joining(transaction);
      const at = now();
      const hold = assertLive(await tx.lockHold(holdId, caller), at);
      if (hold.status === 'active') await tx.setHoldStatus(holdId, 'checked_out');
      return { hold: await describeHold(tx, planOf, hold, at), userId: hold.userId };
    },

    /**
     * Reopens the caller's checked-out hold inside the transaction that cancels its payable order,
     * so the fan can change the selection again. Reopening an open hold changes nothing; a sold
     * one is refused (409).
     */
    async reopen(transaction: Transaction, holdId: string, caller: HoldCaller) {
      const tx = repo.joining(transaction);
      const at = now();
      const locked = await tx.lockHold(holdId, caller);
      if (locked?.status === 'converted') {
        throw alreadyBooked();
      }
      const hold = assertLive(locked, at);
      if (hold.status === 'checked_out') await tx.setHoldStatus(holdId, 'active');
      return describeHold(tx, planOf, hold, at);
    },

    /**
     * Gives the map's unsold seats of a section their new price, inside the transaction that
     * changes the section's price (the organiser's price list): a session choosing seats after it
     * commits holds them at the new price.
     */
    /**
     * Closes the event's open booking sessions and gives back what they held, in the transaction
     * that took the event off sale (decision 014; the caller holds the event's row lock). Billed
     * sessions stay to be paid or to expire. How many were closed.
     */
    releaseEventHolds(transaction: Transaction, eventId: string): Promise<number> {
      return repo.joining(transaction).releaseEventHolds(eventId, now());
    },

    repriceSection(transaction: Transaction, eventId: string, sectionId: SectionId, pricePaise: number) {
      return repo.joining(transaction).repriceSeats(eventId, sectionId, pricePaise);
    },

    /** The event's plan seats forgotten, in the editor's transaction (a new venue or seat plan). */
    forgetPlanSeats(transaction: Transaction, eventId: string) {
      return repo.joining(transaction).forgetPlanSeats(eventId);
    },

    /**
     * Sells what a booking bought inside the transaction that confirms its payment: null when sold;
     * with nothing changed, 'places_gone' (its hold ran out and someone else took them) or
     * 'event_cancelled'.
     */
    sellHeld(transaction: Transaction, sale: HeldSale): Promise<SaleRefusal | null> {
      return repo.joining(transaction).sellHeld({ ...sale, now: now() });
    },

    /**
     * Counts the event's places sold once a sale of it has committed (sellHeld does not touch the
     * event's row, so that its sales do not queue there); for every event with none given, as the
     * reconciler does for a process that died between a sale and its count.
     */
    countSold(eventId?: string): Promise<number> {
      return repo.countSold(eventId === undefined ? null : [eventId]);
    },
  };
  return service;
}
export type InventoryService = ReturnType<typeof createInventoryService>;
