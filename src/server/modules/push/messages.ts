import type { AppNotification } from '../../../shared/schemas/notifications';
import { PUSH_BODY_MAX, PUSH_TITLE_MAX, type PushMessage } from '../../../shared/schemas/push';

/** What a push says beyond the notification (product-spec.md section 3): its event, its booking's reference. */
export interface PushFacts {
  event?: { title: string; teams: string; venue: string; startsAt: Date };
  reference?: string;
}

/** The text cut to `max` characters with an ellipsis, never halving a surrogate pair. */
const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, '')}…`;

/**
 * The Web Push message for an in-app notification: the same title, text and page, in the shape of
 * product-spec.md section 3's payload type for its kind (booking updates as booking_confirmed, price
 * alerts as price_drop, reminders and match news as match_reminder). Undefined when the shape's
 * facts are missing (an event since deleted): such a notification stays in-app only.
 */
export function pushMessageFor(
  notification: Pick<AppNotification, 'type' | 'title' | 'message' | 'target' | 'data'>,
  { event, reference }: PushFacts,
): PushMessage | undefined {
  const { data } = notification;
  // A match's title alone may be longer than a push title (two 60-character sides): cut, not refused.
  const shown = {
    title: clip(notification.title, PUSH_TITLE_MAX),
    body: clip(notification.message, PUSH_BODY_MAX),
    url: notification.target ?? '/',
  };
  if (notification.type === 'booking') {
    if (!data.bookingId || !event || !reference) return undefined;
    return {
      type: 'booking_confirmed',
      ...shown,
      data: { eventTitle: event.title, qrCodeUrl: shown.url, bookingId: data.bookingId, reference },
    };
  }
  if (!data.eventId || !event) return undefined;
  if (notification.type === 'price') {
    if (data.oldPrice === undefined || data.newPrice === undefined) return undefined;
    return {
      type: 'price_drop',
      ...shown,
      data: {
        eventTitle: event.title,
        oldPrice: data.oldPrice,
        newPrice: data.newPrice,
        eventId: data.eventId,
      },
    };
  }
  return {
    type: 'match_reminder',
    ...shown,
    data: {
      title: event.title,
      teams: event.teams,
      venue: event.venue,
      reminderTime: event.startsAt.toISOString(),
      eventId: data.eventId,
    },
  };
}
