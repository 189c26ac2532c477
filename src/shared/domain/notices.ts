import type {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
  NotificationData,
} from '../schemas/notifications';
import { formatEventWhen, formatPaise } from './format';
import { bookingTicketsPath } from './site-paths';

/**
 * A notification to create: what the fan reads and where it leads. `key` makes it happen once per
 * account (a second attempt, after a restart or from another process, writes nothing).
 */
export interface Notice {
  key: string;
  type: (typeof NOTIFICATION_TYPES)[number];
  channel: (typeof NOTIFICATION_CHANNELS)[number];
  priority: (typeof NOTIFICATION_PRIORITIES)[number];
  title: string;
  message: string;
  target: string | null;
  data: NotificationData;
}

type BookedEvent = { bookingId: string; reference: string; eventId: string; eventTitle: string };

/** A booking was paid for and its tickets issued. */
export const bookingConfirmedNotice = (b: BookedEvent & { startsAt: Date }): Notice => ({
  key: `booking-confirmed:${b.bookingId}`,
  type: 'booking',
  channel: 'booking-updates',
  priority: 'high',
  title: 'Booking confirmed',
  message: `${b.eventTitle}, ${formatEventWhen(b.startsAt)}. Booking ${b.reference}: your tickets are ready.`,
  target: bookingTicketsPath(b.bookingId),
  data: { eventId: b.eventId, bookingId: b.bookingId },
});

/** The event was called off and the whole payment returned. */
export const bookingRefundedNotice = (b: BookedEvent & { refundedPaise: number }): Notice => ({
  key: `booking-refunded:${b.bookingId}`,
  type: 'booking',
  channel: 'booking-updates',
  priority: 'high',
  title: 'Event cancelled: refunded',
  message: `${b.eventTitle} was cancelled. Booking ${b.reference}: ${formatPaise(b.refundedPaise)} refunded in full.`,
  target: bookingTicketsPath(b.bookingId),
  data: { eventId: b.eventId, bookingId: b.bookingId },
});

/** The event moved to a new date (each new date its own notice); the tickets stay valid. */
export const eventPostponedNotice = (b: BookedEvent & { startsAt: Date }): Notice => ({
  key: `event-postponed:${b.bookingId}:${b.startsAt.toISOString()}`,
  type: 'match',
  channel: 'booking-updates',
  priority: 'high',
  title: 'Match postponed',
  message: `${b.eventTitle} now starts ${formatEventWhen(b.startsAt)}. Booking ${b.reference}: your tickets stay valid.`,
  target: bookingTicketsPath(b.bookingId),
  data: { eventId: b.eventId, bookingId: b.bookingId },
});
