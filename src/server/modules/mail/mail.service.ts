import type { RefundTold } from '../../../shared/domain/refund';
import type { Booking } from '../../../shared/schemas/booking';
import type { Transaction } from '../../db/transaction';
import { bookingCalendar } from '../bookings/ics';
import { nextMailAttempt } from './backoff';
import type { MailRepo, OutboxRow } from './mail.repo';
import { MailSendError, type MailTransport, SMTP_CONNECTIONS, SMTP_TIMEOUT_MS } from './mail.transport';
import {
  bookingConfirmedMail,
  bookingRefundedMail,
  eventCancelledMail,
  eventPostponedMail,
} from './templates/booking-mails';
import type { MailContent } from './templates/layout';

/** What happened to a booking that its contact address is told by e-mail. */
export type BookingMail =
  | { kind: 'booking_confirmed'; booking: Booking }
  /** Its confirmation again (an admin re-sent it, issue 14), to the address its e-mails go to now. */
  | { kind: 'booking_confirmed_again'; booking: Booking; to: string; at: Date }
  | { kind: 'booking_refunded'; booking: Booking; refund: RefundTold }
  | { kind: 'event_cancelled'; booking: Booking; reason: string }
  | { kind: 'event_postponed'; booking: Booking };

/**
 * Any other mail (an account's, a transfer's, a reminder's): its address, its words, and the key of
 * the fact it tells; the outbox keeps one mail per key, ever, so a retried change writes none again.
 */
export interface OutgoingMail {
  key: string;
  to: string;
  content: MailContent;
}

/** How many mails one round of a pass claims. */
const BATCH = 20;
/**
 * How long a claim holds a mail: longer than a batch can take on the transport's connections (a
 * fifth of it on each, every one allowed three timeouts), so a live sender is never overtaken; a
 * sender that died leaves its mails to be claimed again after this.
 */
export const MAIL_LEASE_MS = Math.ceil(BATCH / SMTP_CONNECTIONS) * 3 * SMTP_TIMEOUT_MS;

/**
 * E-mail through the outbox (decision 010 section 5, issue 13): mailIn writes a mail in the
 * transaction of the change it tells; deliverDue (the mail pass) sends what is due.
 */
export function createMailService(deps: {
  repo: MailRepo;
  transport: MailTransport;
  /** The site's address for links in mails (the first PUBLIC_ORIGIN). */
  siteOrigin: string;
  now: () => Date;
  log: (message: string, detail?: unknown) => void;
}) {
  const { repo, transport, siteOrigin, now, log } = deps;

  /** The mail's words and files, and the key of the fact it tells (one mail per key, ever). */
  function render(mail: BookingMail): { key: string; content: MailContent } {
    const { booking } = mail;
    switch (mail.kind) {
      case 'booking_confirmed':
        return {
          key: `booking-confirmed:${booking.id}`,
          content: bookingConfirmedMail({ booking, calendar: bookingCalendar(booking, now()), siteOrigin }),
        };
      case 'booking_confirmed_again':
        return {
          // Each re-send is a mail of its own.
          key: `booking-confirmed:${booking.id}:again:${mail.at.toISOString()}`,
          content: bookingConfirmedMail({ booking, calendar: bookingCalendar(booking, now()), siteOrigin }),
        };
      case 'booking_refunded':
        return {
          key: `${mail.refund.scope === 'insurance' ? 'booking-insurance-refunded' : 'booking-refunded'}:${booking.id}`,
          content: bookingRefundedMail({ booking, refund: mail.refund, siteOrigin }),
        };
      case 'event_cancelled':
        return {
          key: `event-cancelled:${booking.id}`,
          content: eventCancelledMail({ booking, reason: mail.reason, siteOrigin }),
        };
      case 'event_postponed':
        return {
          // Each new start is news of its own.
          key: `event-postponed:${booking.id}:${booking.eventDate}`,
          content: eventPostponedMail({ booking, calendar: bookingCalendar(booking, now()), siteOrigin }),
        };
    }
  }

  /** Writes mails in the caller's transaction: they leave only if it commits (once per key). */
  async function sendIn(transaction: Transaction, mails: readonly OutgoingMail[]): Promise<void> {
    const rows = mails.map(({ key, to, content }) => ({ dedupeKey: key, to, ...content }));
    await repo.enqueueIn(transaction, rows, now());
  }

  async function sendOne(mail: OutboxRow): Promise<boolean> {
    try {
      await transport.send(mail);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const next =
        error instanceof MailSendError && error.permanent ? null : nextMailAttempt(mail.attempts, now());
      log(`mail to ${mail.to} (${mail.subject}) refused, attempt ${mail.attempts}: ${message}`);
      await repo.settle(
        mail,
        next
          ? { status: 'pending', nextAttemptAt: next, error: message }
          : { status: 'failed', error: message },
      );
      return false;
    }
    await repo.settle(mail, { status: 'sent', at: now() });
    return true;
  }

  return {
    /** Writes the booking's mail to its contact address in the caller's transaction (once per fact). */
    async mailIn(transaction: Transaction, mails: readonly BookingMail[]): Promise<void> {
      await sendIn(
        transaction,
        mails.map((mail) => ({ ...render(mail), to: 'to' in mail ? mail.to : mail.booking.contactEmail })),
      );
    },

    sendIn,
    /** Where links in mails point: other modules' mails (accounts, look-ups) build theirs on it. */
    siteOrigin,

    /**
     * One mail pass: claims due mails (a lease each), sends them over the transport's few
     * connections, and marks each sent or due again later. Answers how many were sent.
     */
    async deliverDue(): Promise<number> {
      let sent = 0;
      for (;;) {
        const at = now();
        const claimed = await repo.claimDue(BATCH, at, new Date(at.getTime() + MAIL_LEASE_MS));
        // The transport's pool bounds how many go at once.
        const results = await Promise.all(claimed.map(sendOne));
        sent += results.filter(Boolean).length;
        if (claimed.length < BATCH) return sent;
      }
    },

    close: transport.close,
  };
}
export type MailService = ReturnType<typeof createMailService>;
