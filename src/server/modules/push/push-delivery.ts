import type { AppNotification } from '../../../shared/schemas/notifications';
import { pushMessageFor } from './messages';
import type { PushRepo } from './push.repo';
import { PUSH_DELIVERY, type PushService } from './push.service';

/** How many notifications one round of a pass takes from the outbox. */
const BATCH = 50;

/**
 * One pass of the Web Push outbox (the notifications not yet pushed): each is pushed, at most once,
 * to the fan's subscribed browsers (push.sendPush honours the fan's push preference). One older than
 * its message type's time-to-live (the server was down) is not pushed late: it is in-app only.
 * Answers how many were pushed to at least one browser.
 */
export function createPushDelivery(deps: {
  take: (limit: number) => Promise<{ userId: string; notification: AppNotification }[]>;
  repo: Pick<PushRepo, 'eventFacts' | 'references'>;
  push: Pick<PushService, 'sendPush'>;
  now: () => Date;
  log: (message: string, detail?: unknown) => void;
}) {
  return async function deliverDue(): Promise<number> {
    let pushed = 0;
    for (;;) {
      const taken = await deps.take(BATCH);
      const data = taken.map((item) => item.notification.data);
      const [events, references] = await Promise.all([
        deps.repo.eventFacts([...new Set(data.flatMap((d) => (d.eventId ? [d.eventId] : [])))]),
        deps.repo.references([...new Set(data.flatMap((d) => (d.bookingId ? [d.bookingId] : [])))]),
      ]);
      await Promise.all(
        taken.map(async ({ userId, notification }) => {
          const { eventId, bookingId } = notification.data;
          const message = pushMessageFor(notification, {
            event: eventId ? events.get(eventId) : undefined,
            reference: bookingId ? references.get(bookingId) : undefined,
          });
          if (!message) return;
          const ageSeconds = (deps.now().getTime() - Date.parse(notification.timestamp)) / 1000;
          const ttlSeconds = Math.floor(PUSH_DELIVERY[message.type].ttlSeconds - ageSeconds);
          if (ttlSeconds <= 0) return;
          try {
            const report = await deps.push.sendPush(userId, message, { ttlSeconds });
            if (report.delivered > 0) pushed += 1;
          } catch (error) {
            deps.log(`push of notification ${notification.id} failed`, error);
          }
        }),
      );
      if (taken.length < BATCH) return pushed;
    }
  };
}
