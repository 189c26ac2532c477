import type { AppNotification } from '../../../shared/schemas/notifications';
import type { PushMessage } from '../../../shared/schemas/push';

/** What a push says beyond the notification (product-spec.md section 3): its event, its booking's reference. */
export interface PushFacts {
  event?: { title: string; teams: string; venue: string; startsAt: Date };
  reference?: string;
}

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
  const shown = { title: notification.title, body: notification.message, url: notification.target ?? '/' };
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
