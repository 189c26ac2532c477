import { sql } from 'drizzle-orm';
import { bookings } from './schema';

// What a booking's money came to, for every figure that sums it (the organiser's sales and events,
// the admin overview, a fan's totals): one rule, so the figures agree with each other and with the
// refunds the gateway made.

/** The ticket insurance refunded on its own (issue 14: an admin's insurance-only refund), in paise. */
export const insuranceRefundedPaise = sql<number>`(case when ${bookings.insuranceRefundedAt} is not null
  then (${bookings.quote} ->> 'insurance')::bigint * 100 else 0 end)`;

/**
 * What the buyer paid and was not given back, in paise: the total less an insurance refunded on its
 * own. For a booking refunded in full, what that refund returned.
 */
export const keptPaise = sql<number>`(${bookings.totalPaise} - ${insuranceRefundedPaise})`;
