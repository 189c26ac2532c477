import { formatCount, formatEventTime } from '@/shared/domain/format';
import { coarsePosition } from '@/shared/domain/waiting-room';
import type { QueueStatus } from '@/shared/schemas/waiting-room';

/**
 * What the queue page's polite live region says for a status. It changes only when the fan's state
 * does or their place crosses a coarse step (coarsePosition), so a screen reader is not told of
 * every fan admitted ahead, nor of the countdowns' ticks.
 */
export function queueAnnouncement(status: QueueStatus): string {
  const place = status.place;
  if (!place) return '';
  switch (place.state) {
    case 'waiting':
      return place.position === null
        ? 'You are in the pre-queue: at the start everyone here gets a random place.'
        : place.position <= 10
          ? `Your place in the queue: ${formatCount(place.position)}.`
          : `Your place in the queue: about ${formatCount(coarsePosition(place.position))}.`;
    case 'admitted':
      return place.passExpiresAt
        ? `It's your turn. Continue to booking before ${formatEventTime(place.passExpiresAt)}.`
        : "It's your turn. Continue to booking.";
    case 'expired':
      return 'Your turn has ended: you may join the queue again.';
    case 'used':
      return 'You have used your turn for this sale.';
  }
}
