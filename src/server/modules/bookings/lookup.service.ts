import type { z } from 'zod';
import { LINK_LIFETIME_MS, lookupAccess, sameAddress } from '../../../shared/domain/account-links';
import { bookingLinkPath } from '../../../shared/domain/site-paths';
import type { SessionUser } from '../../../shared/schemas/account';
import type { Booking } from '../../../shared/schemas/booking';
import {
  type bookingLookupRequestSchema,
  type FoundBooking,
  LOOKUP_MESSAGES,
} from '../../../shared/schemas/booking-lookup';
import type { AcceptedAnswer } from '../../../shared/schemas/credentials';
import { HttpError } from '../../http/errors';
import { LINK_ADDRESS_THROTTLE, linkGone } from '../auth/credentials.service';
import { linkIdOf, newLinkToken } from '../auth/link-token';
import type { Throttle } from '../auth/throttle';
import type { MailService } from '../mail/mail.service';
import { bookingLookupMail } from '../mail/templates/account-mails';
import type { LookupRepo } from './lookup.repo';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Look-ups from one address, whatever they name (decision record 012). */
export const LOOKUP_ADDRESS_THROTTLE: Throttle = { prefix: 'lookup-ip', limit: 10, windowMs: 15 * MINUTE_MS };
/** Look-ups naming one e-mail from anywhere: nobody's mailbox is flooded with links. */
export const LOOKUP_EMAIL_THROTTLE: Throttle = { prefix: 'lookup-email', limit: 5, windowMs: HOUR_MS };

/** Who opens a look-up link: the browser (its holder key) and the account signed in there, if any. */
export interface LookupCaller {
  holderKey: string;
  user: SessionUser | null;
  ip: string;
}

/**
 * A guest finds their booking (issue 13, decision record 012): its reference and contact address
 * mail a link to that address, whatever the answer says; the first browser to open the link sees
 * the booking, its tickets and its invoice until the link expires.
 */
export function createLookupService(deps: {
  repo: LookupRepo;
  mail: Pick<MailService, 'sendIn' | 'siteOrigin'>;
  /** Counts one request against a brake of sign_in_attempts (429 past it): auth/throttle.ts. */
  brake: (throttle: Throttle, id: string, now: Date) => Promise<string>;
  /** The booking with its tickets, once the caller may see it (bookings.service). */
  viewForGrant: (bookingId: string) => Promise<Booking | undefined>;
  /** The signed-in account proved its address: confirmed, its guest bookings taken in (credentials.service). */
  confirmAddress: (userId: string, email: string) => Promise<number>;
  now: () => Date;
  /** Told after a transaction that wrote e-mails committed; returns at once, never throws. */
  onMailed: () => void;
}) {
  const { repo, mail, brake, now } = deps;

  /** A link that showed nothing: counted against the caller's address (tokens are not guessed). */
  async function refuse(ip: string, error: HttpError): Promise<never> {
    await brake(LINK_ADDRESS_THROTTLE, ip, now());
    throw error;
  }

  return {
    /**
     * Mails a link to the booking when a guest booking has this reference and address; the same
     * answer either way, counted per address and per e-mail before anything is looked at.
     */
    async requestLink(
      input: z.infer<typeof bookingLookupRequestSchema>,
      ip: string,
    ): Promise<AcceptedAnswer> {
      await brake(LOOKUP_ADDRESS_THROTTLE, ip, now());
      await brake(LOOKUP_EMAIL_THROTTLE, input.email, now());
      const booking = await repo.guestBooking(input.reference, input.email);
      if (booking) {
        const at = now();
        const expiresAt = new Date(at.getTime() + LINK_LIFETIME_MS.booking_lookup);
        const { token, id } = newLinkToken();
        await repo.transaction(async (tx, transaction) => {
          await tx.deleteExpiredBefore(new Date(at.getTime() - DAY_MS));
          await tx.insertLookup({ id, bookingId: booking.id, email: input.email, createdAt: at, expiresAt });
          const content = bookingLookupMail({
            booking: { ...booking, eventDate: booking.eventStartsAt },
            url: `${mail.siteOrigin}${bookingLinkPath(token)}`,
            expiresAt,
          });
          await mail.sendIn(transaction, [
            { key: `booking-lookup:${id}`, to: booking.contactEmail, content },
          ]);
        });
        deps.onMailed();
      }
      return { message: LOOKUP_MESSAGES.sent };
    },

    /**
     * Opens a look-up link: the first browser claims it, and sees the booking again until it
     * expires; any other is refused (410), as are a wrong or expired link. Signed in with the
     * booking's address, the account proves that address by opening it: the booking (and the
     * address's other guest bookings) join the account.
     */
    async open(token: string, caller: LookupCaller): Promise<FoundBooking> {
      const lookup = await repo.findLookup(linkIdOf(token));
      if (!lookup) return refuse(caller.ip, linkGone('link_invalid'));
      if (lookupAccess(lookup, caller.holderKey, now()) === 'expired') {
        return refuse(caller.ip, linkGone('link_expired'));
      }
      const { user } = caller;
      if (user && sameAddress(user.email, lookup.email)) await deps.confirmAddress(user.id, user.email);
      const owner = await repo.bookingOwner(lookup.bookingId);
      if (owner !== null) {
        // In an account now (this one's, or another's since): the account shows it, the link does not.
        const booking = owner === user?.id ? await deps.viewForGrant(lookup.bookingId) : undefined;
        if (booking) return { booking, inAccount: true };
        throw new HttpError(410, 'link_in_account', LOOKUP_MESSAGES.inAccount);
      }

      let access = lookupAccess(lookup, caller.holderKey, now());
      if (access === 'claim') {
        const claimed = await repo.claim(lookup.id, caller.holderKey, now());
        // Lost to another request at once: granted only if it came from this same browser.
        const after = claimed ? undefined : await repo.findLookup(lookup.id);
        access = after ? lookupAccess(after, caller.holderKey, now()) : 'granted';
      }
      if (access !== 'granted') {
        return refuse(caller.ip, new HttpError(410, 'link_used', LOOKUP_MESSAGES.openedElsewhere));
      }
      const booking = await deps.viewForGrant(lookup.bookingId);
      if (!booking) throw linkGone('link_invalid');
      return { booking, inAccount: false };
    },
  };
}

export type LookupService = ReturnType<typeof createLookupService>;
