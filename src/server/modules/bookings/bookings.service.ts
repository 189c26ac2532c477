import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { guestCount, guestDetailsMessage } from '../../../shared/domain/booking-details';
import { bookingStatusShown } from '../../../shared/domain/booking-status';
import { formatEventDate, formatEventTime } from '../../../shared/domain/format';
import { billInPaise, priceBooking } from '../../../shared/domain/pricing';
import { seatingName } from '../../../shared/domain/seat-map';
import type {
  Booking,
  Checkout,
  checkoutInputSchema,
  PaymentResult,
  Ticket,
  TicketVerification,
} from '../../../shared/schemas/booking';
import { HttpError, notFound } from '../../http/errors';
import type { GatewayService } from '../gateway/gateway.service';
import type { InventoryService } from '../inventory/inventory.service';
import type { Signer } from '../signing/signing';
import type { BookingQueries, BookingsRepo, ListedBookingRow, NewBooking, TicketRow } from './bookings.repo';

type CheckoutInput = z.infer<typeof checkoutInputSchema>;
type Viewer = { id: string; role: string } | null;

export const SEATS_LOST_MESSAGE =
  'Your booking session ended and these seats were sold to someone else before the payment completed. Your payment has been refunded.';

/** 'KP-' and six characters without look-alikes (no 0/O, 1/I). */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(6);
  return `KP-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

/** Thrown inside the confirming transaction to roll it back when the held seats are gone. */
class SeatsLost extends Error {}

export function createBookingsService(deps: {
  repo: BookingsRepo;
  inventory: InventoryService;
  gateway: GatewayService;
  ticketSigner: Signer;
  now: () => Date;
  recordActivity: (
    userId: string,
    action: 'booking_completed',
    data: Record<string, unknown>,
  ) => Promise<unknown>;
}) {
  const { repo, inventory, gateway, ticketSigner, now } = deps;

  const ticketPayload = (ticket: Pick<TicketRow, 'id' | 'eventId' | 'seatLabel'>) =>
    `ticket|${ticket.id}|${ticket.eventId}|${ticket.seatLabel}`;

  /** A genuine ticket of a confirmed booking, as the gate sees it (with when it was used). */
  async function checkTicket(token: string): Promise<TicketVerification> {
    const invalid = (reason: string): TicketVerification => ({ valid: false, reason, ticket: null });
    // Exactly the text ticketToken issues: nothing before or after it, the id as we write it.
    const parts =
      /^KP1\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/.exec(
        token,
      );
    const [, ticketId, signature] = parts ?? [];
    if (!ticketId || !signature) return invalid('Not a KhelPass ticket');
    const found = await repo.ticket(ticketId);
    if (!found || !(await ticketSigner.verify(ticketPayload(found.ticket), signature, 'base64url'))) {
      return invalid('Not a KhelPass ticket');
    }
    const ticket = {
      id: found.ticket.id,
      seatLabel: found.ticket.seatLabel,
      holderName: found.ticket.holderName,
      eventId: found.ticket.eventId,
      eventTitle: found.eventTitle,
      bookingReference: found.reference,
      admittedAt: found.ticket.admittedAt?.toISOString() ?? null,
    };
    if (found.status !== 'confirmed')
      return { valid: false, reason: 'This booking is not confirmed', ticket };
    return { valid: true, reason: null, ticket };
  }

  /** The QR's text: a version, the ticket id and a signature over ticket, event and seat. */
  const ticketToken = async (ticket: TicketRow) =>
    `KP1.${ticket.id}.${await ticketSigner.sign(ticketPayload(ticket), 'base64url')}`;

  async function toBooking(row: ListedBookingRow, ticketRows: TicketRow[]): Promise<Booking> {
    const b = row.booking;
    const ticketsOut: Ticket[] = await Promise.all(
      ticketRows.map(async (ticket) => ({
        id: ticket.id,
        seatLabel: ticket.seatLabel,
        holderName: ticket.holderName,
        token: await ticketToken(ticket),
        admittedAt: ticket.admittedAt?.toISOString() ?? null,
      })),
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
      status: bookingStatusShown({ status: b.status, holdExpiresAt: row.holdExpiresAt }, now()),
      bookingDate: b.createdAt.toISOString(),
      confirmedAt: b.confirmedAt?.toISOString() ?? null,
      paymentId: b.paymentId,
      paymentMethod: b.paymentMethod,
      contactName: b.contactName,
      contactEmail: b.contactEmail,
      tickets: ticketsOut,
    };
  }

  async function bookingView(tx: BookingQueries, bookingId: string): Promise<Booking> {
    const row = await tx.listed(bookingId);
    if (!row) throw notFound('Booking');
    return toBooking(row, await tx.ticketsOf([bookingId]));
  }

  return {
    /**
     * Step 4's 'Complete Booking': a booking awaiting payment for what the hold holds, charged at
     * the server's own price, and a gateway order for that amount. Again for the same hold updates
     * the same booking (the fan went back and changed add-ons) with a new order.
     */
    async checkout(holdId: string, input: CheckoutInput, viewer: Viewer): Promise<Checkout> {
      const at = now();
      const booking = await repo.transaction(async (tx, transaction) => {
        const { hold: held, userId: holderId } = await inventory.lockForCheckout(transaction, holdId);
        if (!held.selection)
          throw new HttpError(409, 'selection_required', 'Please select seats and category');
        const seats = held.seatLabels.length;
        if (input.guests.length !== seats - 1) {
          const message = guestDetailsMessage(guestCount(seats));
          throw new HttpError(400, 'guest_details_required', message, { guests: message });
        }
        const bill = priceBooking({
          seats: held.seatLines.map((line) => ({
            unitPrice: line.unitPricePaise / 100,
            quantity: line.quantity,
          })),
          addOnIds: input.addOns,
          insurance: input.insurance,
        });
        const values: Omit<NewBooking, 'reference'> = {
          userId: viewer?.id ?? holderId,
          eventId: held.eventId,
          holdId: held.id,
          status: 'pending',
          category: held.selection.kind === 'category' ? held.selection.categoryId : held.selection.sectionId,
          seats,
          seatIds: held.selection.kind === 'seats' ? held.selection.seatIds : [],
          seatLabels: held.seatLabels,
          addOns: [...new Set(input.addOns)],
          insurance: input.insurance,
          quote: bill,
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
          throw new HttpError(409, 'already_booked', 'This booking is already complete');
        }
        if (existing) {
          await tx.updateBooking(existing.id, values);
          return { ...existing, ...values };
        }
        return tx.insertBooking({ ...values, reference: newReference(), createdAt: at });
      });
      const order = await gateway.createOrder(booking.id, booking.totalPaise, booking.reference);
      await repo.updateBooking(booking.id, { orderId: order.id });
      return { booking: await bookingView(repo, booking.id), order };
    },

    /**
     * Confirms a paid booking: verifies the gateway's signature, then in one transaction sells the
     * held seats, turns each into a ticket and marks the booking confirmed. Idempotent: confirming
     * again with the same payment answers the same booking. If the seats were lost (the hold ran
     * out and someone else bought them), the payment is refunded and the fan told why.
     */
    async confirm(bookingId: string, presented: PaymentResult): Promise<Booking> {
      const payment = await gateway.verify(presented);
      const at = now();
      try {
        const userId = await repo.transaction(async (tx, transaction) => {
          const booking = await tx.lockBooking(bookingId);
          if (!booking) throw notFound('Booking');
          if (booking.status === 'confirmed') {
            if (booking.paymentId === payment.paymentId) return null;
            throw new HttpError(409, 'already_booked', 'This booking was already paid with another payment');
          }
          if (booking.status !== 'pending') throw new HttpError(409, 'booking_closed', SEATS_LOST_MESSAGE);
          if (booking.orderId !== presented.orderId || payment.amountPaise !== booking.totalPaise) {
            throw new HttpError(400, 'invalid_signature', 'The payment could not be verified');
          }
          const sold = await inventory.sellHeld(transaction, {
            holdId: booking.holdId,
            bookingId: booking.id,
            eventId: booking.eventId,
            categoryId: booking.category,
            quantity: booking.seats,
            seatIds: booking.seatIds,
          });
          if (!sold) throw new SeatsLost();
          const holders = [booking.contactName, ...booking.guests.map((guest) => guest.name)];
          await tx.insertTickets(
            booking.seatLabels.map((seatLabel, position) => ({
              bookingId: booking.id,
              eventId: booking.eventId,
              seatLabel,
              holderName: holders[position] ?? booking.contactName,
              position,
            })),
          );
          await tx.updateBooking(booking.id, {
            status: 'confirmed',
            paymentId: payment.paymentId,
            paymentMethod: payment.method,
            confirmedAt: at,
          });
          return booking.userId;
        });
        const view = await bookingView(repo, bookingId);
        if (userId) {
          await deps.recordActivity(userId, 'booking_completed', {
            eventId: view.eventId,
            seats: view.seats.length,
            category: view.category,
            totalPaise: view.totalPaise,
          });
        }
        return view;
      } catch (error) {
        if (!(error instanceof SeatsLost)) throw error;
        await gateway.refund(payment.paymentId);
        await repo.updateBooking(bookingId, {
          status: 'cancelled',
          paymentId: payment.paymentId,
          paymentMethod: payment.method,
        });
        throw new HttpError(409, 'seats_lost', SEATS_LOST_MESSAGE);
      }
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

    /** A booking its owner (or an admin) may see; anyone else gets the same 404 as for no booking. */
    async getForViewer(bookingId: string, viewer: Viewer): Promise<Booking> {
      const row = await repo.listed(bookingId);
      if (!row || !viewer || (row.booking.userId !== viewer.id && viewer.role !== 'admin'))
        throw notFound('Booking');
      return toBooking(row, await repo.ticketsOf([bookingId]));
    },

    /** The gate's check, changing nothing: a genuine ticket of a confirmed booking, and whether it was used. */
    async verifyTicket(token: string): Promise<TicketVerification> {
      const checked = await checkTicket(token);
      if (!checked.valid || !checked.ticket?.admittedAt) return checked;
      return { ...checked, valid: false, reason: alreadyAdmitted(checked.ticket.admittedAt) };
    },

    /**
     * The gate of eventId lets a ticket in: valid once; a second scan is refused with when it was
     * used, and a ticket for another event is refused without being used up.
     */
    async admitTicket(token: string, eventId: string, gateUserId: string): Promise<TicketVerification> {
      const checked = await checkTicket(token);
      if (!checked.valid || !checked.ticket) return checked;
      if (checked.ticket.eventId !== eventId)
        return { ...checked, valid: false, reason: `This ticket is for ${checked.ticket.eventTitle}` };
      const admittedAt = await repo.admitTicket(checked.ticket.id, gateUserId, now());
      if (admittedAt)
        return { ...checked, ticket: { ...checked.ticket, admittedAt: admittedAt.toISOString() } };
      const used = (await repo.ticket(checked.ticket.id))?.ticket.admittedAt?.toISOString() ?? null;
      return {
        valid: false,
        reason: used ? alreadyAdmitted(used) : 'This ticket was already used',
        ticket: { ...checked.ticket, admittedAt: used },
      };
    },
  };
}
/** The gate's answer for a ticket already used, in India time: 'Already admitted at 6:42 pm IST on Mon, 1 Apr 2030'. */
function alreadyAdmitted(admittedAt: string): string {
  return `Already admitted at ${formatEventTime(admittedAt)} on ${formatEventDate(admittedAt)}`;
}

export type BookingsService = ReturnType<typeof createBookingsService>;
