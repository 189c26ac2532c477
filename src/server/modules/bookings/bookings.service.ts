import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { guestCount, guestDetailsMessage } from '../../../shared/domain/booking-details';
import { bookingStatusShown } from '../../../shared/domain/booking-status';
import {
  bookingConfirmedNotice,
  bookingRefundedNotice,
  eventPostponedNotice,
  type Notice,
} from '../../../shared/domain/notices';
import { billInPaise, priceBooking, pricedSeats } from '../../../shared/domain/pricing';
import { type RefundCause, type RefundScope, refundAmountPaise } from '../../../shared/domain/refund';
import { seatingName } from '../../../shared/domain/seat-map';
import type {
  Booking,
  Checkout,
  checkoutInputSchema,
  Hold,
  PaymentResult,
  Ticket,
  TransferredTicket,
} from '../../../shared/schemas/booking';
import type { Invoice } from '../../../shared/schemas/invoice';
import type { Transaction } from '../../db/transaction';
import { HttpError, notFound } from '../../http/errors';
import type { Capture, GatewayService } from '../gateway/gateway.service';
import type { HoldCaller, SaleRefusal } from '../inventory/inventory.repo';
import { alreadyBooked, type InventoryService, NOT_ON_SALE_MESSAGE } from '../inventory/inventory.service';
import type { BookingMail } from '../mail/mail.service';
import type { TicketKeys } from '../signing/ticket-keys';
import type {
  BookingQueries,
  BookingRow,
  BookingsRepo,
  BookingTicketRow,
  ListedBookingRow,
  NewBooking,
} from './bookings.repo';
import { bookingInvoice } from './invoice';
import { ticketCode } from './ticket-code';

type CheckoutInput = z.infer<typeof checkoutInputSchema>;
type Viewer = { id: string; role: string } | null;

export const SEATS_LOST_MESSAGE =
  'Your booking session ended and these seats were sold to someone else before the payment completed. Your payment has been refunded.';

type HeldSelection = NonNullable<Hold['selection']>;

/** The category a booking is filed under: its category, map section, or its first plan seat's category. */
function bookedCategory(selection: HeldSelection): string {
  if (selection.kind === 'category') return selection.categoryId;
  if (selection.kind === 'seats') return selection.sectionId;
  return selection.seats[0]?.categoryId ?? '';
}

/** The seats a booking sells by id: map seats, or plan seats ('<blockId>:<index>'); none for category places. */
function bookedSeatIds(selection: HeldSelection): string[] {
  if (selection.kind === 'seats') return selection.seatIds;
  if (selection.kind === 'planSeats') return selection.seats.map((seat) => seat.id);
  return [];
}

/** 'KP-' and six characters without look-alikes (no 0/O, 1/I). */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(6);
  return `KP-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

/** How a capture was settled: a confirmed booking, or a refund (with why). */
export type Settlement = 'confirmed' | 'seats_lost' | 'event_cancelled' | 'refunded';

/** Thrown inside the confirming transaction when the sale is refused, so that it rolls back whole. */
class SaleRefused extends Error {
  constructor(readonly reason: SaleRefusal) {
    super(`sale refused: ${reason}`);
  }
}

export const PAYMENT_REFUNDED_MESSAGE =
  'This payment was for a booking window that was replaced or already paid. Your payment has been refunded.';
export const EVENT_CANCELLED_REFUND_MESSAGE =
  'This event was cancelled before your payment completed, so no tickets were issued. Your payment has been refunded.';
export const EVENT_CANCELLED_SALE_MESSAGE = 'This event was cancelled: its tickets are no longer sold.';
/** Paying an 'Awaiting payment' booking whose session ended (or was reopened to change it). */
export const PAYMENT_WINDOW_CLOSED_MESSAGE =
  'This booking can no longer be paid: its booking session has ended or was reopened to change it. Please book again.';

export function createBookingsService(deps: {
  repo: BookingsRepo;
  inventory: InventoryService;
  gateway: GatewayService;
  /** Signs tickets (KP2) with their event's Ed25519 key, which gates verify offline. */
  ticketKeys: TicketKeys;
  now: () => Date;
  recordActivity: (
    userId: string,
    action: 'booking_completed',
    data: Record<string, unknown>,
  ) => Promise<unknown>;
  /** Tells the booking's account what happened, in the transaction that makes it true (issue 12). */
  notifyIn: (transaction: Transaction, userId: string | null, notice: Notice) => Promise<void>;
  /** notifyIn for many accounts at once. */
  notifyAllIn: (
    transaction: Transaction,
    deliveries: { userId: string; notice: Notice }[],
  ) => Promise<unknown>;
  /** E-mails the bookings' contact addresses, in the transaction that makes the news true (issue 13). */
  mailIn: (transaction: Transaction, mails: BookingMail[]) => Promise<void>;
  /**
   * Told of each booking this process confirmed, after its transaction committed (its notification
   * is pushed). Must return at once and never throw: the confirmation does not wait for it.
   */
  onConfirmed?: (userId: string, booking: Booking) => void;
  /** Told after a transaction that wrote e-mails committed (they are sent); returns at once, never throws. */
  onMailed?: () => void;
  /**
   * Brings the event's count of places sold up once a sale of it committed (inventory.countSold);
   * never throws: the booking is made, and the reconciler mends a count that failed.
   */
  countSold: (eventId: string) => Promise<void>;
}) {
  const { repo, inventory, gateway, ticketKeys, now } = deps;

  async function toBooking(row: ListedBookingRow, ticketRows: BookingTicketRow[]): Promise<Booking> {
    const b = row.booking;
    const confirmed = b.status === 'confirmed';
    const ticketsOut: Ticket[] = await Promise.all(
      ticketRows
        .filter((ticket) => !ticket.transferredAt)
        .map(async (ticket) => ({
          id: ticket.id,
          seatLabel: ticket.seatLabel,
          holderName: ticket.holderName,
          token: await ticketCode(ticketKeys, ticket, b.category),
          admittedAt: ticket.admittedAt?.toISOString() ?? null,
        })),
    );
    const transferredTickets: TransferredTicket[] = ticketRows.flatMap((ticket) =>
      ticket.transferredAt
        ? [
            {
              id: ticket.id,
              seatLabel: ticket.seatLabel,
              holderName: ticket.holderName,
              transferredTo: ticket.transferredTo ?? 'someone else',
              transferredAt: ticket.transferredAt.toISOString(),
            },
          ]
        : [],
    );
    return {
      id: b.id,
      reference: b.reference,
      eventId: b.eventId,
      eventTitle: row.eventTitle,
      eventDate: row.eventStartsAt.toISOString(),
      eventEndsAt: row.eventEndsAt.toISOString(),
      venue: row.venue,
      city: row.city,
      category: seatingName(b.category),
      seats: b.seatLabels,
      addOns: b.addOns,
      insurance: b.insurance,
      quote: billInPaise(b.quote),
      totalPaise: b.totalPaise,
      status: bookingStatusShown(
        { status: b.status, holdExpiresAt: row.holdExpiresAt, holdStatus: row.holdStatus },
        now(),
      ),
      bookingDate: b.createdAt.toISOString(),
      confirmedAt: b.confirmedAt?.toISOString() ?? null,
      refundedAt: b.refundedAt?.toISOString() ?? null,
      paymentId: b.paymentId,
      paymentMethod: b.paymentMethod,
      contactName: b.contactName,
      contactEmail: b.contactEmail,
      eventCancelled: row.eventStatus === 'cancelled',
      // A refunded booking's tickets are void: their codes are not handed out again.
      tickets: confirmed ? ticketsOut : [],
      transferredTickets: confirmed ? transferredTickets : [],
    };
  }

  /** Cancels the booking a capture paid for when its sale was refused, unless another settlement got there first. */
  async function cancelUnsold(capture: Capture, refusal: SaleRefused) {
    return repo.transaction(async (tx) => {
      const booking = await tx.lockBooking(capture.bookingId);
      if (booking?.status !== 'pending' || booking.orderId !== capture.orderId) return 'refund' as const;
      await tx.updateBooking(booking.id, {
        status: 'cancelled',
        paymentId: capture.paymentId,
        paymentMethod: capture.method,
      });
      return refusal.reason === 'places_gone' ? ('seats_lost' as const) : ('event_cancelled' as const);
    });
  }

  /**
   * Settles a verified capture, exactly one way: its booking confirmed (the places sold, a ticket
   * each) or its money refunded. A capture of the booking's current order for the right amount
   * confirms it, unless the places are gone or the event was cancelled (refunded, booking
   * cancelled: 'seats_lost', 'event_cancelled'; the sale checks the event under its row lock, so a
   * cancel either refunds a booking sold before it or refuses the sale); any other capture (an
   * order a newer checkout replaced, a booking already paid or given up) is refunded. Settling
   * again answers the same.
   */
  async function settle(capture: Capture): Promise<Settlement> {
    const at = now();
    // The confirmation's e-mail carries the tickets, signed inside the transaction: the event's key
    // is loaded first (on the embedded database a read outside the transaction would wait for it).
    const paidFor = await repo.listed(capture.bookingId);
    if (paidFor) await ticketKeys.publicKey(paidFor.booking.eventId);
    const confirmed = await repo
      .transaction(async (tx, transaction) => {
        const booking = await tx.lockBooking(capture.bookingId);
        if (!booking) return 'refund' as const;
        if (booking.status === 'confirmed' && booking.paymentId === capture.paymentId) return 'confirmed';
        const payable =
          booking.status === 'pending' &&
          booking.orderId === capture.orderId &&
          capture.amountPaise === booking.totalPaise;
        if (!payable) return 'refund';
        const holders = [booking.contactName, ...booking.guests.map((guest) => guest.name)];
        await tx.insertTickets(
          booking.seatLabels.map((seatLabel, position) => ({
            bookingId: booking.id,
            eventId: booking.eventId,
            seatLabel,
            holderName: holders[position] ?? booking.contactName,
            position,
            issuedAt: at,
          })),
        );
        await tx.updateBooking(booking.id, {
          status: 'confirmed',
          paymentId: capture.paymentId,
          paymentMethod: capture.method,
          confirmedAt: at,
        });
        const listed = await tx.listed(booking.id);
        if (listed) {
          await deps.notifyIn(
            transaction,
            booking.userId,
            bookingConfirmedNotice({
              bookingId: booking.id,
              reference: booking.reference,
              eventId: booking.eventId,
              eventTitle: listed.eventTitle,
              startsAt: listed.eventStartsAt,
            }),
          );
        }
        await deps.mailIn(transaction, [
          { kind: 'booking_confirmed', booking: await bookingView(tx, booking.id) },
        ]);
        // The sale last: it locks the category's counters (or the seats), which other sales and holds
        // of the event need, and the event's row against a cancel, so they are held only until the
        // commit, not across the tickets, notification and e-mail above (decision 019 measured sales
        // queueing behind those).
        const refused = await inventory.sellHeld(transaction, {
          holdId: booking.holdId,
          bookingId: booking.id,
          eventId: booking.eventId,
          categoryId: booking.category,
          quantity: booking.seats,
          seatIds: booking.seatIds,
        });
        if (refused) throw new SaleRefused(refused);
        return { confirmedFor: booking.userId, eventId: booking.eventId };
      })
      .catch((error: unknown) => {
        if (error instanceof SaleRefused) return error;
        throw error;
      });
    // A refused sale undid the confirmation with it; the booking is cancelled on its own.
    const outcome = confirmed instanceof SaleRefused ? await cancelUnsold(capture, confirmed) : confirmed;
    if (outcome === 'confirmed') return 'confirmed';
    if (typeof outcome === 'string') {
      await gateway.refund(capture.paymentId);
      return outcome === 'refund' ? 'refunded' : outcome;
    }
    // Sold: the event's count of places sold catches up before the fan is answered.
    await deps.countSold(outcome.eventId);
    deps.onMailed?.();
    if (outcome.confirmedFor) {
      const view = await bookingView(repo, capture.bookingId);
      await deps.recordActivity(outcome.confirmedFor, 'booking_completed', {
        eventId: view.eventId,
        seats: view.seats.length,
        category: view.category,
        totalPaise: view.totalPaise,
      });
      deps.onConfirmed?.(outcome.confirmedFor, view);
    }
    return 'confirmed';
  }

  /**
   * A refunded capture, as its settlement said: its booking's places were gone or its event was
   * cancelled, or it could not pay it; or it did make its booking, refunded since with its event.
   */
  async function whyRefunded(capture: Capture): Promise<Settlement> {
    const row = await repo.listed(capture.bookingId);
    if (!row || row.booking.paymentId !== capture.paymentId) return 'refunded';
    if (row.booking.status === 'refunded') return 'confirmed';
    if (row.booking.status !== 'cancelled') return 'refunded';
    return row.eventStatus === 'cancelled' ? 'event_cancelled' : 'seats_lost';
  }

  /**
   * Refunds a confirmed booking the caller locked, in its transaction: the gateway's refund and the
   * booking's change commit together or not at all (decision 007: no capture without a booking or
   * a refund). In full, the rest of its payment goes back, the booking is refunded and its tickets
   * stop admitting (the gate's kp_ticket_admissible); its places are not put back on sale, whether
   * its event was cancelled or an admin refunded it: a ticket already handed out for that seat
   * (printed, or in a gate's offline pack) must never meet a second one. Only the insurance: that
   * line goes back and the booking stays confirmed. The fan is told by e-mail and notification.
   * Answers the amount returned.
   */
  async function refundLockedIn(
    tx: BookingQueries,
    transaction: Transaction,
    booking: BookingRow,
    refund: { scope: RefundScope; cause: RefundCause },
  ): Promise<number> {
    const at = now();
    const insurancePaise = billInPaise(booking.quote).insurancePaise;
    const returned = !booking.paymentId
      ? null
      : refund.scope === 'insurance'
        ? await gateway.refundIn(transaction, booking.paymentId, {
            amountPaise: insurancePaise,
            idempotencyKey: `insurance:${booking.id}`,
          })
        : await gateway.refundIn(transaction, booking.paymentId);
    const amountPaise =
      returned?.amountPaise ??
      refundAmountPaise(
        {
          totalPaise: booking.totalPaise,
          insurancePaise,
          insuranceRefunded: booking.insuranceRefundedAt !== null,
        },
        refund.scope,
      );
    await tx.updateBooking(
      booking.id,
      refund.scope === 'insurance' ? { insuranceRefundedAt: at } : { status: 'refunded', refundedAt: at },
    );
    const told = { ...refund, amountPaise };
    const listed = await tx.listed(booking.id);
    await deps.notifyIn(
      transaction,
      booking.userId,
      bookingRefundedNotice({
        bookingId: booking.id,
        reference: booking.reference,
        eventId: booking.eventId,
        eventTitle: listed?.eventTitle ?? '',
        refund: told,
      }),
    );
    await deps.mailIn(transaction, [
      { kind: 'booking_refunded', booking: await bookingFacts(tx, booking.id), refund: told },
    ]);
    return amountPaise;
  }

  /**
   * Refunds one confirmed booking of a cancelled event (of eventId, when given) in one transaction
   * (refundLockedIn); the booking is locked and must still be confirmed, so no booking is refunded
   * twice, whatever runs this at once or again after a stop. False when none is left to refund.
   */
  async function refundOne(eventId: string | undefined): Promise<boolean> {
    const refunded = await repo.transaction(async (tx, transaction) => {
      const booking = await tx.lockNextToRefund(eventId);
      if (!booking) return false;
      await refundLockedIn(tx, transaction, booking, { scope: 'full', cause: 'event_cancelled' });
      return true;
    });
    if (refunded) deps.onMailed?.();
    return refunded;
  }

  async function bookingView(tx: BookingQueries, bookingId: string): Promise<Booking> {
    const row = await tx.listed(bookingId);
    if (!row) throw notFound('Booking');
    return toBooking(row, await tx.ticketsOf([bookingId]));
  }

  /** A booking without its tickets (no signing): what e-mails about the event, not the entry, say. */
  async function bookingFacts(tx: BookingQueries, bookingId: string): Promise<Booking> {
    const row = await tx.listed(bookingId);
    if (!row) throw notFound('Booking');
    return toBooking(row, []);
  }

  return {
    refundLockedIn,

    /**
     * Its confirmation e-mail (the tickets with their QR codes) again, to `to`, in the caller's
     * transaction: a new mail each time (an admin re-sent it). The event's signing key is loaded
     * before the transaction (ticketKeys.publicKey), as settle does.
     */
    async mailConfirmationAgainIn(
      tx: BookingQueries,
      transaction: Transaction,
      bookingId: string,
      to: string,
    ) {
      await deps.mailIn(transaction, [
        { kind: 'booking_confirmed_again', booking: await bookingView(tx, bookingId), to, at: now() },
      ]);
    },

    /**
     * Step 4's 'Complete Booking': checks the caller's hold out (its selection is frozen from now
     * on) and, in the same transaction, a booking awaiting payment for what it holds, charged at
     * the server's own price, with one payable gateway order. Again for the same hold (the fan went
     * back and changed add-ons) updates the booking and replaces the order: the old one refuses
     * payment from then on.
     */
    async checkout(holdId: string, input: CheckoutInput, caller: HoldCaller): Promise<Checkout> {
      const at = now();
      const { booking, order } = await repo.transaction(async (tx, transaction) => {
        const { hold: held, userId: holderId } = await inventory.checkOut(transaction, holdId, caller);
        // Kinder than taking a payment only to refund it (the sale itself refuses it: settle).
        const eventStatus = await tx.eventStatus(held.eventId);
        if (eventStatus === 'cancelled')
          throw new HttpError(409, 'event_cancelled', EVENT_CANCELLED_SALE_MESSAGE);
        // Unpublished while this session was open: back to a draft, not on sale.
        if (eventStatus === 'draft') throw new HttpError(409, 'not_on_sale', NOT_ON_SALE_MESSAGE);
        if (!held.selection)
          throw new HttpError(409, 'selection_required', 'Please select seats and category');
        const seats = held.seatLabels.length;
        if (input.guests.length !== seats - 1) {
          const message = guestDetailsMessage(guestCount(seats));
          throw new HttpError(400, 'guest_details_required', message, { guests: message });
        }
        const bill = priceBooking({
          seats: pricedSeats(held.seatLines),
          addOnIds: input.addOns,
          insurance: input.insurance,
        });
        const values: Omit<NewBooking, 'reference'> = {
          userId: holderId ?? caller.userId,
          eventId: held.eventId,
          holdId: held.id,
          status: 'pending',
          category: bookedCategory(held.selection),
          seats,
          seatIds: bookedSeatIds(held.selection),
          seatLabels: held.seatLabels,
          addOns: [...new Set(input.addOns)],
          insurance: input.insurance,
          // The seat lines too: the tax invoice shows each with its unit price.
          quote: { ...bill, seatLines: held.seatLines },
          totalPaise: billInPaise(bill).totalPaise,
          contactName: input.contact.name,
          contactEmail: input.contact.email,
          contactPhone: input.contact.phone,
          emergencyContact: input.contact.emergencyContact,
          specialRequests: input.contact.specialRequests,
          guests: input.guests,
          newsletter: input.newsletter,
          smsUpdates: input.smsUpdates,
          orderId: null,
        };
        const existing = await tx.bookingForHold(held.id);
        if (existing && existing.status !== 'pending') {
          throw alreadyBooked();
        }
        const saved = existing
          ? { ...existing, ...values }
          : await tx.insertBooking({ ...values, reference: newReference(), createdAt: at });
        const order = await gateway.replaceOrder(transaction, saved.id, saved.totalPaise, saved.reference);
        await tx.updateBooking(saved.id, { ...(existing ? values : {}), orderId: order.id });
        return { booking: saved, order };
      });
      return { booking: await bookingView(repo, booking.id), order };
    },

    /**
     * The fan closed the payment window to change something: the booking's order is cancelled
     * (it refuses payment from then on) and the hold is open again. Refused once a payment for it
     * was received.
     */
    async reopen(holdId: string, caller: HoldCaller): Promise<Hold> {
      return repo.transaction(async (tx, transaction) => {
        const hold = await inventory.reopen(transaction, holdId, caller);
        const booking = await tx.bookingForHold(holdId);
        if (booking) await gateway.cancelOrders(transaction, booking.id);
        return hold;
      });
    },

    /**
     * Confirms a paid booking: verifies the gateway's signature, then settles the capture (settle).
     * Idempotent: confirming again with the same payment answers the same booking (refunded, once
     * its event was cancelled). A payment that could not make the booking (its seats were sold to
     * someone else, its event was cancelled, or its order was replaced) has been refunded, and the
     * fan is told why.
     */
    async confirm(bookingId: string, presented: PaymentResult): Promise<Booking> {
      const capture = await gateway.verify(presented);
      if (capture.bookingId !== bookingId) {
        throw new HttpError(400, 'invalid_signature', 'The payment could not be verified');
      }
      const settled = capture.status === 'refunded' ? await whyRefunded(capture) : await settle(capture);
      if (settled === 'seats_lost') throw new HttpError(409, 'seats_lost', SEATS_LOST_MESSAGE);
      if (settled === 'event_cancelled')
        throw new HttpError(409, 'event_cancelled', EVENT_CANCELLED_REFUND_MESSAGE);
      if (settled === 'refunded') throw new HttpError(409, 'payment_refunded', PAYMENT_REFUNDED_MESSAGE);
      return bookingView(repo, bookingId);
    },

    /**
     * Settles a capture the gateway's webhook (or the reconciler) reports: the same rules as the
     * fan's own confirmation, for a tab closed or a server killed before it came.
     */
    async settleCapture(paymentId: string): Promise<Settlement | null> {
      const capture = await gateway.capture(paymentId);
      if (!capture) return null;
      if (capture.status === 'refunded') return 'refunded';
      if (capture.status !== 'captured') return null;
      return settle(capture);
    },

    /**
     * Refunds confirmed bookings of cancelled events (of eventId only, when given), one transaction
     * each (refundOne), at most `limit`: how many it refunded. The refund pass runs it for every
     * cancelled event, so bookings a stopped server left confirmed are refunded when it starts again.
     */
    async refundCancelled(options: { eventId?: string; limit?: number } = {}): Promise<number> {
      // Nothing more can be paid for a cancelled event: its unpaid bookings' orders close first.
      await gateway.closeOrdersOfCancelledEvents(options.eventId);
      const limit = options.limit ?? Number.POSITIVE_INFINITY;
      let refunded = 0;
      while (refunded < limit && (await refundOne(options.eventId))) refunded += 1;
      return refunded;
    },

    /**
     * Tells the holders of the event's confirmed bookings its new start, in the transaction that
     * moves it (so a postponement is never left untold): a mail to each booking's contact, and a
     * notification to its account; once per booking and start.
     */
    async tellPostponed(transaction: Transaction, eventId: string): Promise<void> {
      const booked = await repo.joining(transaction).listedConfirmedOfEvent(eventId);
      const views = await Promise.all(booked.map((row) => toBooking(row, [])));
      await deps.mailIn(
        transaction,
        views.map((booking) => ({ kind: 'event_postponed' as const, booking })),
      );
      await deps.notifyAllIn(
        transaction,
        booked.flatMap((row) =>
          row.booking.userId
            ? [
                {
                  userId: row.booking.userId,
                  notice: eventPostponedNotice({
                    bookingId: row.booking.id,
                    reference: row.booking.reference,
                    eventId,
                    eventTitle: row.eventTitle,
                    startsAt: row.eventStartsAt,
                  }),
                },
              ]
            : [],
        ),
      );
    },

    /**
     * E-mails the holders of the event's confirmed bookings that it was cancelled (and why), in the
     * transaction that cancels it; the refund, one transaction per booking later, has its own.
     */
    async tellCancelled(transaction: Transaction, eventId: string, reason: string): Promise<void> {
      const booked = await repo.joining(transaction).listedConfirmedOfEvent(eventId);
      const views = await Promise.all(booked.map((row) => toBooking(row, [])));
      await deps.mailIn(
        transaction,
        views.map((booking) => ({ kind: 'event_cancelled' as const, booking, reason })),
      );
    },

    /**
     * A confirmed address's guest bookings join its account (issue 13), in the transaction that
     * confirms it; answers how many.
     */
    attachGuestBookingsIn: (transaction: Transaction, userId: string, email: string) =>
      repo.joining(transaction).attachGuestBookings(userId, email),
    /** attachGuestBookingsIn on its own: at each sign-in of a confirmed account (bookings made since). */
    attachGuestBookings: (userId: string, email: string) => repo.attachGuestBookings(userId, email),

    /**
     * A booking with its tickets, for a caller that established the right to see it (a guest's
     * look-up link: lookup.service.ts); undefined when there is no such booking.
     */
    async viewForGrant(bookingId: string): Promise<Booking | undefined> {
      const row = await repo.listed(bookingId);
      return row && toBooking(row, await repo.ticketsOf([bookingId]));
    },

    async listForUser(userId: string): Promise<Booking[]> {
      const rows = await repo.listedForUser(userId);
      const ticketRows = await repo.ticketsOf(rows.map((row) => row.booking.id));
      return Promise.all(
        rows.map((row) =>
          toBooking(
            row,
            ticketRows.filter((ticket) => ticket.bookingId === row.booking.id),
          ),
        ),
      );
    },

    /**
     * An 'Awaiting payment' booking paid later (from My Bookings or the dashboard): its booking and
     * open order, while its booking session lives; the fan's own only (404 otherwise). Once the
     * session ended the booking reads 'Expired' and this answers 409.
     */
    async resumeCheckout(bookingId: string, viewer: Viewer): Promise<Checkout> {
      const row = await repo.listed(bookingId);
      if (!row || !viewer || row.booking.userId !== viewer.id) throw notFound('Booking');
      const booking = await toBooking(row, []);
      const order =
        booking.status === 'pending' && row.booking.orderId
          ? await gateway.payableOrder(row.booking.orderId)
          : undefined;
      if (!order) throw new HttpError(409, 'payment_window_closed', PAYMENT_WINDOW_CLOSED_MESSAGE);
      return { booking, order };
    },

    /** A booking its owner (or an admin) may see; anyone else gets the same 404 as for no booking. */
    async getForViewer(bookingId: string, viewer: Viewer): Promise<Booking> {
      const row = await repo.listed(bookingId);
      if (!row || !viewer || (row.booking.userId !== viewer.id && viewer.role !== 'admin'))
        throw notFound('Booking');
      return toBooking(row, await repo.ticketsOf([bookingId]));
    },

    /**
     * A paid booking's GST tax invoice (bookings/invoice.ts), for whom may see the booking: its
     * account or an admin, and for a guest's booking the browser that opened its hold (its holder
     * cookie) or that opened a look-up link of it still working. Anyone else gets the same 404 as
     * for no booking; a booking not paid has no invoice.
     */
    async invoiceFor(bookingId: string, caller: { viewer: Viewer; holderKey: string }): Promise<Invoice> {
      const row = await repo.listed(bookingId);
      const parties = row && (await repo.invoiceParties(bookingId));
      const { viewer, holderKey } = caller;
      const guestBrowser = async () =>
        row?.booking.userId === null &&
        holderKey !== '' &&
        (parties?.holderKey === holderKey || (await repo.hasLookupGrant(bookingId, holderKey, now())));
      const mayView =
        row &&
        ((viewer && (row.booking.userId === viewer.id || viewer.role === 'admin')) || (await guestBrowser()));
      if (!row || !parties || !mayView) throw notFound('Booking');
      if (row.booking.status !== 'confirmed' && row.booking.status !== 'refunded') {
        throw new HttpError(409, 'not_invoiced', 'A tax invoice is issued once the booking is paid.');
      }
      return bookingInvoice(row, parties);
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
