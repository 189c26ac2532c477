import type { SportId } from '../constants';
import type { Deal } from '../schemas/catalogue';
import type {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
  NotificationData,
} from '../schemas/notifications';
import { dealPlaces } from './deals';
import { DEAL_LABELS } from './event-badges';
import { formatEventWhen, formatPaise } from './format';
import type { RefundTold } from './refund';
import { bookingTicketsPath, eventPagePath, MY_BOOKINGS_PATH } from './site-paths';
import { findSport } from './sports';
import { istDateTime } from './time';

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

/**
 * Money of a booking went back: all of it (the event was called off, or an admin refunded the
 * booking), or only its ticket insurance (its tickets stay valid). Once per booking and scope.
 */
export const bookingRefundedNotice = (b: BookedEvent & { refund: RefundTold }): Notice => {
  const amount = formatPaise(b.refund.amountPaise);
  const insurance = b.refund.scope === 'insurance';
  const cancelled = b.refund.cause === 'event_cancelled';
  return {
    key: `${insurance ? 'booking-insurance-refunded' : 'booking-refunded'}:${b.bookingId}`,
    type: 'booking',
    channel: 'booking-updates',
    priority: 'high',
    title: insurance
      ? 'Ticket insurance refunded'
      : cancelled
        ? 'Event cancelled: refunded'
        : 'Booking refunded',
    message: insurance
      ? `${b.eventTitle}. Booking ${b.reference}: the ticket insurance, ${amount}, refunded. Your tickets stay valid.`
      : `${cancelled ? `${b.eventTitle} was cancelled.` : `${b.eventTitle}.`} Booking ${b.reference}: ${amount} refunded in full.`,
    target: bookingTicketsPath(b.bookingId),
    data: { eventId: b.eventId, bookingId: b.bookingId },
  };
};

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

/** Someone transferred a ticket to this account: it is under 'Tickets transferred to you'. */
export const ticketReceivedNotice = (t: {
  transferId: string;
  fromName: string;
  eventId: string;
  eventTitle: string;
  startsAt: Date;
  seatLabel: string;
}): Notice => ({
  key: `ticket-received:${t.transferId}`,
  type: 'booking',
  channel: 'booking-updates',
  priority: 'high',
  title: 'A ticket for you',
  message: `${t.fromName} transferred a ticket to you: ${t.eventTitle}, ${formatEventWhen(t.startsAt)}, seat ${t.seatLabel}.`,
  target: MY_BOOKINGS_PATH,
  data: { eventId: t.eventId },
});

/**
 * What happened to a match, told to someone holding tickets given to them (issue 13): they bought
 * nothing, so the money goes back to the buyer; each change once per account (and each new date).
 */
export type GivenTicketsChange = { kind: 'cancelled'; reason: string } | { kind: 'postponed' };

/** 'seat A-1' or 'seats A-1, A-2'. */
export const seatsPhrase = (seatLabels: readonly string[]) =>
  `${seatLabels.length === 1 ? 'seat' : 'seats'} ${seatLabels.join(', ')}`;

/** The tickets `fromName` gave this account: the match was cancelled (they no longer admit) or moved. */
export const givenTicketsNotice = (t: {
  change: GivenTicketsChange;
  /** The giver's booking: tickets from two bookings are two notices. */
  bookingId: string;
  eventId: string;
  eventTitle: string;
  startsAt: Date;
  fromName: string;
  seatLabels: readonly string[];
}): Notice => {
  const cancelled = t.change.kind === 'cancelled';
  const seats = seatsPhrase(t.seatLabels);
  return {
    key: cancelled
      ? `given-tickets-cancelled:${t.bookingId}`
      : `given-tickets-postponed:${t.bookingId}:${t.startsAt.toISOString()}`,
    type: 'match',
    channel: 'booking-updates',
    priority: 'high',
    title: cancelled ? 'Match cancelled' : 'Match postponed',
    message: cancelled
      ? `${t.eventTitle} was cancelled. The tickets ${t.fromName} gave you (${seats}) no longer admit; ${t.fromName}'s booking is refunded in full.`
      : `${t.eventTitle} now starts ${formatEventWhen(t.startsAt)}. The tickets ${t.fromName} gave you (${seats}) stay valid.`,
    target: MY_BOOKINGS_PATH,
    data: { eventId: t.eventId },
  };
};

/** What a snoozed reminder said, kept until it comes back (notification_snoozes). */
export type SnoozedNotice = Omit<Notice, 'key'>;

/** A snoozed reminder coming back: the same words, new (its own key, so it is a new notification). */
export const snoozedNotice = (snoozeId: string, notice: SnoozedNotice): Notice => ({
  ...notice,
  key: `snoozed:${snoozeId}`,
});

const HOUR_MS = 3_600_000;

/**
 * The reminders of a booked match: when each is due (before the start), and until when it is still
 * worth sending late (after downtime): the 24-hour one until the 2-hour one is due, the 2-hour one
 * until the start.
 */
export const MATCH_REMINDERS = [
  { id: '24h', beforeMs: 24 * HOUR_MS, usefulUntilBeforeMs: 2 * HOUR_MS, title: 'Starts in 24 hours' },
  { id: '2h', beforeMs: 2 * HOUR_MS, usefulUntilBeforeMs: 0, title: 'Starts in 2 hours' },
] as const;
export type MatchReminder = (typeof MATCH_REMINDERS)[number];

type BookedMatch = BookedEvent & { startsAt: Date; venue: string };

const bookedMatchMessage = (b: BookedMatch) =>
  `${b.eventTitle} at ${b.venue}, ${formatEventWhen(b.startsAt)}. Booking ${b.reference}: your tickets are in My bookings.`;

/** A booked match is 24 or 2 hours away; once per fan, match and start (a postponed match's new start has its own). */
export const matchReminderNotice = (reminder: MatchReminder, b: BookedMatch): Notice => ({
  key: `reminder-${reminder.id}:${b.eventId}:${b.startsAt.toISOString()}`,
  type: 'reminder',
  channel: 'match-reminders',
  priority: reminder.id === '2h' ? 'high' : 'medium',
  title: reminder.title,
  message: bookedMatchMessage(b),
  target: bookingTicketsPath(b.bookingId),
  data: { eventId: b.eventId, bookingId: b.bookingId },
});

/** A live update is worth sending until the next one is due: the updates are this far apart. */
export const LIVE_UPDATE_USEFUL_MS = 15 * 60_000;

/** One of the spec's live match updates (15, 30, 45, 60 minutes after the start) of a booked match. */
export const liveUpdateNotice = (
  update: { minutes: number; message: string },
  match: { eventId: string; eventTitle: string; startsAt: Date },
): Notice => ({
  key: `live-${update.minutes}:${match.eventId}:${match.startsAt.toISOString()}`,
  type: 'live',
  channel: 'live-updates',
  priority: 'medium',
  title: match.eventTitle,
  message: update.message,
  target: eventPagePath(match.eventId),
  data: { eventId: match.eventId, matchId: match.eventId },
});

/**
 * What a watched event's cheapest buyable price did between two looks (null: nothing free):
 * 'back' when places came back after it sold out, 'drop' when it fell; nothing else is news.
 */
export function priceMove(before: number | null, after: number | null): 'back' | 'drop' | null {
  if (after === null) return null;
  if (before === null) return 'back';
  return after < before ? 'drop' : null;
}

type WatchedEvent = { eventId: string; eventTitle: string };

/** The cheapest buyable price of an event in the fan's wishlist or cart fell (`move` numbers the event’s price moves). */
export const priceDropNotice = (
  e: WatchedEvent & { move: number; oldPrice: number; newPrice: number },
): Notice => ({
  key: `price-drop:${e.eventId}:${e.move}`,
  type: 'price',
  channel: 'price-alerts',
  priority: 'medium',
  title: 'Price drop',
  message: `${e.eventTitle}: tickets now from ${formatPaise(e.newPrice)} (was ${formatPaise(e.oldPrice)}).`,
  target: eventPagePath(e.eventId),
  data: { eventId: e.eventId, oldPrice: e.oldPrice, newPrice: e.newPrice },
});

/** Places came back on a watched event that had sold out. */
export const placesBackNotice = (e: WatchedEvent & { move: number; newPrice: number }): Notice => ({
  key: `places-back:${e.eventId}:${e.move}`,
  type: 'price',
  channel: 'price-alerts',
  priority: 'high',
  title: 'Tickets available again',
  message: `${e.eventTitle} had sold out: places are back, from ${formatPaise(e.newPrice)}.`,
  target: eventPagePath(e.eventId),
  data: { eventId: e.eventId, newPrice: e.newPrice },
});

/**
 * A deal started on a watched event: what it takes off, and the card's cheapest price before and
 * now (the same when the deal is on dearer places only).
 */
export const dealStartedNotice = (
  e: WatchedEvent & {
    dealId: string;
    kind: Deal;
    percentOff: number;
    pointIds: readonly string[];
    endsAt: Date;
    oldPrice: number | null;
    newPrice: number;
  },
): Notice => ({
  key: `deal:${e.dealId}`,
  type: 'price',
  channel: 'price-alerts',
  priority: 'high',
  title: DEAL_LABELS[e.kind],
  message: `${e.eventTitle}: ${e.percentOff}% off ${dealPlaces(e.pointIds)} until ${formatEventWhen(e.endsAt)}. Tickets from ${formatPaise(e.newPrice)}.`,
  target: eventPagePath(e.eventId),
  data: {
    eventId: e.eventId,
    ...(e.oldPrice !== null && { oldPrice: e.oldPrice }),
    newPrice: e.newPrice,
  },
});

/** Why an event is recommended: a favourite team plays, or it is a favourite sport in the fan's city. */
export type RecommendationReason = { team: string } | { sport: SportId };

/** A new event for the fan; at most one a day (the key is the India date). */
export const recommendationNotice = (
  e: WatchedEvent & { startsAt: Date; venue: string; cityName: string; reason: RecommendationReason },
  now: Date,
): Notice => ({
  key: `recommendation:${istDateTime(now).date}`,
  type: 'match',
  channel: 'recommendations',
  priority: 'low',
  title:
    'team' in e.reason
      ? `${e.reason.team} play in ${e.cityName}`
      : `New ${findSport(e.reason.sport)?.name ?? e.reason.sport} match in ${e.cityName}`,
  message: `${e.eventTitle} at ${e.venue}, ${formatEventWhen(e.startsAt)}. Tickets are on sale.`,
  target: eventPagePath(e.eventId),
  data: { eventId: e.eventId },
});

/**
 * The fan's real next reminder, once per sign-in session (`session` is a digest naming it): their
 * next booked match, or else a favourite team's next match.
 */
export const nextReminderNotice = (
  session: string,
  next:
    | ({ kind: 'booked' } & BookedMatch)
    | ({ kind: 'team'; team: string } & WatchedEvent & { startsAt: Date; venue: string }),
): Notice => ({
  key: `next-reminder:${session}`,
  type: 'reminder',
  channel: 'match-reminders',
  priority: 'medium',
  title: next.kind === 'booked' ? 'Your next match' : `${next.team}: next match`,
  message:
    next.kind === 'booked'
      ? bookedMatchMessage(next)
      : `${next.eventTitle} at ${next.venue}, ${formatEventWhen(next.startsAt)}.`,
  target: next.kind === 'booked' ? bookingTicketsPath(next.bookingId) : eventPagePath(next.eventId),
  data:
    next.kind === 'booked' ? { eventId: next.eventId, bookingId: next.bookingId } : { eventId: next.eventId },
});
