import { billInPaise } from '../../../shared/domain/pricing';
import { refundRefusal } from '../../../shared/domain/refund';
import { seatingName } from '../../../shared/domain/seat-map';
import type {
  AdminBooking,
  AdminBookingSummary,
  AdminPayment,
  AdminRefundInput,
} from '../../../shared/schemas/admin-bookings';
import { HttpError, notFound } from '../../http/errors';
import type { AuditActor, AuditTrail } from '../audit/audit.service';
import type { GatewayService } from '../gateway/gateway.service';
import type { TicketKeys } from '../signing/ticket-keys';
import type { AdminBookingsRepo } from './admin-bookings.repo';
import type { BookingsRepo } from './bookings.repo';
import type { BookingsService } from './bookings.service';

// The admin console's bookings (issue 14): look-up, a refund in full or of the insurance only, and
// the confirmation e-mail again. Each change commits with its audit entry; asking again for what is
// already so changes nothing and records nothing.

/** One re-send of a booking's e-mail per minute at most. */
export const RESEND_INTERVAL_MS = 60_000;

const REFUSALS = {
  not_confirmed: 'Only a confirmed booking can be refunded.',
  already_refunded: 'This booking was already refunded in full, its insurance with it.',
  no_insurance: 'This booking has no ticket insurance to refund.',
  tickets_given_away:
    'Tickets of this booking were transferred to someone else, and a full refund would void theirs. Refund only the insurance, or cancel the event to refund every holder.',
} as const;

type BookingWithEvent = NonNullable<Awaited<ReturnType<AdminBookingsRepo['byReference']>>>;

export function createAdminBookingsService(deps: {
  repo: AdminBookingsRepo;
  bookingsRepo: BookingsRepo;
  bookings: Pick<BookingsService, 'refundLockedIn' | 'mailConfirmationAgainIn'>;
  gateway: Pick<GatewayService, 'payment'>;
  ticketKeys: TicketKeys;
  audit: AuditTrail;
  now: () => Date;
  /** Told after a transaction that wrote e-mails committed (they are sent); returns at once. */
  onMailed?: () => void;
}) {
  const { repo, now } = deps;

  const summaryOf = (row: BookingWithEvent): AdminBookingSummary => ({
    reference: row.booking.reference,
    status: row.booking.status,
    eventTitle: row.eventTitle,
    eventDate: row.eventStartsAt.toISOString(),
    email: row.accountEmail ?? row.booking.contactEmail,
    totalPaise: row.booking.totalPaise,
    bookedAt: row.booking.createdAt.toISOString(),
  });

  async function paymentOf(paymentId: string | null): Promise<AdminPayment | null> {
    const payment = paymentId ? await deps.gateway.payment(paymentId) : undefined;
    if (!payment) return null;
    return {
      id: payment.id,
      orderId: payment.orderId,
      method: payment.method,
      instrument: payment.instrument,
      status: payment.status,
      amountPaise: payment.amountPaise,
      amountRefundedPaise: payment.amountRefundedPaise,
      capturedAt: payment.capturedAt.toISOString(),
      refunds: payment.refunds.map((refund) => ({
        id: refund.id,
        amountPaise: refund.amountPaise,
        at: refund.createdAt.toISOString(),
      })),
    };
  }

  async function detail(reference: string): Promise<AdminBooking> {
    const row = await repo.byReference(reference);
    if (!row) throw notFound('Booking');
    const { booking } = row;
    const [payment, tickets, admissions] = await Promise.all([
      paymentOf(booking.paymentId),
      repo.tickets(booking.id),
      repo.admissions(booking.id),
    ]);
    const iso = (at: Date | null) => at?.toISOString() ?? null;
    return {
      id: booking.id,
      reference: booking.reference,
      status: booking.status,
      event: {
        id: booking.eventId,
        title: row.eventTitle,
        startsAt: row.eventStartsAt.toISOString(),
        venue: row.venue,
        city: row.city,
        status: row.eventStatus,
      },
      account:
        booking.userId && row.accountEmail
          ? { id: booking.userId, name: row.accountName ?? '', email: row.accountEmail }
          : null,
      contact: { name: booking.contactName, email: booking.contactEmail, phone: booking.contactPhone },
      mailTo: row.accountEmail ?? booking.contactEmail,
      category: seatingName(booking.category),
      seats: booking.seatLabels,
      insurance: booking.insurance,
      quote: billInPaise(booking.quote),
      totalPaise: booking.totalPaise,
      bookedAt: booking.createdAt.toISOString(),
      confirmedAt: iso(booking.confirmedAt),
      refundedAt: iso(booking.refundedAt),
      insuranceRefundedAt: iso(booking.insuranceRefundedAt),
      emailResentAt: iso(booking.emailResentAt),
      payment,
      tickets: tickets.map(({ ticket, transferredTo, admittedBy }) => ({
        id: ticket.id,
        seatLabel: ticket.seatLabel,
        holderName: ticket.holderName,
        transferredTo: ticket.transferredAt ? (transferredTo ?? 'someone else') : null,
        transferredAt: iso(ticket.transferredAt),
        admittedAt: iso(ticket.admittedAt),
        admittedBy: ticket.admittedAt ? admittedBy : null,
      })),
      admissions: admissions.map(({ admission, seatLabel, recordedBy }) => ({
        id: admission.id,
        seatLabel,
        outcome: admission.outcome,
        voidReason: admission.voidReason,
        deviceId: admission.deviceId,
        admittedAt: admission.admittedAt.toISOString(),
        recordedBy,
        undoneAt: iso(admission.undoneAt),
      })),
    };
  }

  return {
    /** A reference (exact, any case) or an e-mail address (contact or account); newest first. */
    async search(q: string): Promise<AdminBookingSummary[]> {
      if (q.includes('@')) return (await repo.byEmail(q)).map(summaryOf);
      const row = await repo.byReference(q);
      return row ? [summaryOf(row)] : [];
    },

    detail,

    /**
     * Refunds a confirmed booking in full, or only its insurance (refundLockedIn: the gateway's
     * refund, the booking's change, the fan's e-mail and notification), with its audit entry, in
     * one transaction under the booking's row lock: two refunds at once make one. Asking again for
     * what is already so answers the booking as it is and records nothing.
     */
    async refund(reference: string, input: AdminRefundInput, actor: AuditActor): Promise<AdminBooking> {
      const changed = await repo.transaction(async (tx, transaction) => {
        const booking = await tx.lockByReference(reference);
        if (!booking) throw notFound('Booking');
        const insurancePaise = billInPaise(booking.quote).insurancePaise;
        const counts = await tx.ticketCounts(booking.id);
        const refusal = refundRefusal(
          {
            status: booking.status,
            insurancePaise: booking.insurance ? insurancePaise : 0,
            insuranceRefunded: booking.insuranceRefundedAt !== null,
            ticketsGivenAway: counts.givenAway,
          },
          input.scope,
        );
        if (refusal === 'done') return false;
        if (refusal) throw new HttpError(409, refusal, REFUSALS[refusal]);
        const admittedTickets = counts.admitted;
        const amountPaise = await deps.bookings.refundLockedIn(
          deps.bookingsRepo.joining(transaction),
          transaction,
          booking,
          { scope: input.scope, cause: 'admin' },
        );
        const full = input.scope === 'full';
        await deps.audit.record(transaction, {
          action: full ? 'booking.refunded' : 'booking.insurance_refunded',
          actor,
          targetId: booking.id,
          targetLabel: booking.reference,
          reason: input.reason,
          before: full ? { status: booking.status } : { insuranceRefunded: false },
          after: full
            ? { status: 'refunded', scope: 'full', amountPaise, admittedTickets }
            : { insuranceRefunded: true, scope: 'insurance', amountPaise },
        });
        return true;
      });
      if (changed) deps.onMailed?.();
      return detail(reference);
    },

    /**
     * Writes the booking's confirmation (its tickets with their QR codes) to the outbox again, to
     * the address its e-mails go to now, with its audit entry; at most once a minute per booking
     * (429 with Retry-After), so a double click sends one.
     */
    async resendEmail(reference: string, actor: AuditActor): Promise<AdminBooking> {
      const found = await repo.byReference(reference);
      if (!found) throw notFound('Booking');
      // The tickets are signed inside the transaction: their event's key is loaded before it.
      await deps.ticketKeys.publicKey(found.booking.eventId);
      const mailTo = found.accountEmail ?? found.booking.contactEmail;
      await repo.transaction(async (tx, transaction) => {
        const booking = await tx.lockByReference(reference);
        if (!booking) throw notFound('Booking');
        if (booking.status !== 'confirmed')
          throw new HttpError(409, 'not_confirmed', 'Only a confirmed booking has tickets to e-mail.');
        const at = now();
        const waitMs = booking.emailResentAt
          ? booking.emailResentAt.getTime() + RESEND_INTERVAL_MS - at.getTime()
          : 0;
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw new HttpError(
            429,
            'resend_too_soon',
            `The e-mail was re-sent a moment ago. Please wait ${seconds} s before sending it again.`,
            undefined,
            { 'Retry-After': String(seconds) },
          );
        }
        const bookingsTx = deps.bookingsRepo.joining(transaction);
        await deps.bookings.mailConfirmationAgainIn(bookingsTx, transaction, booking.id, mailTo);
        await bookingsTx.updateBooking(booking.id, { emailResentAt: at });
        await deps.audit.record(transaction, {
          action: 'booking.email_resent',
          actor,
          targetId: booking.id,
          targetLabel: booking.reference,
          after: { to: mailTo },
        });
      });
      deps.onMailed?.();
      return detail(reference);
    },
  };
}
export type AdminBookingsService = ReturnType<typeof createAdminBookingsService>;
