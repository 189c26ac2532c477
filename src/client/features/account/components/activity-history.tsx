import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/client/components/ui/empty-state';
import { formatDateTime } from '@/shared/domain/format';
import type { ActivityEntry } from '@/shared/schemas/account';
import { activityQueryOptions } from '../api/get-activity';

/** How each recorded action reads in the fan's activity history. */
const ACTIVITY_LABELS: Record<ActivityEntry['action'], string> = {
  event_viewed: 'Viewed an event',
  search: 'Searched',
  booking_started: 'Started a booking',
  booking_step_completed: 'Completed a booking step',
  booking_completed: 'Completed a booking',
  payment_completed: 'Paid for a booking',
  cart_add: 'Added to cart',
  cart_remove: 'Removed from cart',
  cart_clear: 'Cleared the cart',
  wishlist_add: 'Added to wishlist',
  wishlist_remove: 'Removed from wishlist',
  wishlist_clear: 'Cleared the wishlist',
  profile_updated: 'Updated the profile',
  preferences_updated: 'Updated preferences',
  share: 'Shared an event',
};

/** The dashboard's Activity tab: what the fan did, newest first, with when (India time). */
export function ActivityHistory({ owner }: { owner: string }) {
  const activity = useQuery(activityQueryOptions(owner));
  if (activity.isPending) return <div className="kp-skeleton h-32" />;
  if (activity.isError) return <p role="alert">{activity.error.message}</p>;
  if (activity.data.length === 0) return <EmptyState>Your activity appears here.</EmptyState>;
  return (
    <ol className="divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white">
      {activity.data.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
          <span className="font-medium text-ink-900">
            {ACTIVITY_LABELS[entry.action]}
            {typeof entry.data.title === 'string' ? `: ${entry.data.title}` : ''}
          </span>
          <time dateTime={entry.timestamp} className="text-ink-600">
            {formatDateTime(entry.timestamp)}
          </time>
        </li>
      ))}
    </ol>
  );
}
