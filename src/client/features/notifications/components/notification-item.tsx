import { AlarmClock, X } from 'lucide-react';
import { cn } from '@/client/lib/cn';
import { TIMING } from '@/shared/constants';
import type { AppNotification } from '@/shared/schemas/notifications';
import { timeAgo } from '../time-ago';

export interface NotificationItemProps {
  item: AppNotification;
  onOpen: (item: AppNotification) => void;
  onRemove: (id: string) => void;
  onSnooze: (id: string) => void;
  /** The dropdown tints unread entries; the mobile panel leaves them plain with the dot alone. */
  tintUnread?: boolean;
}

const iconButton =
  'inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100 hover:text-ink-900';

/**
 * One notification: pressing it marks it read and opens its target; unread ones carry a dot and
 * say 'Unread' to screen readers (never the dot or a colour alone). Remove, and for a reminder
 * 'Snooze 15 min'.
 */
export function NotificationItem({
  item,
  onOpen,
  onRemove,
  onSnooze,
  tintUnread = false,
}: NotificationItemProps) {
  return (
    <li className={cn('flex items-start gap-2 px-3 py-3', tintUnread && !item.read && 'bg-brand-50')}>
      <span
        aria-hidden="true"
        className={cn('mt-2 h-2 w-2 shrink-0 rounded-full', item.read ? 'bg-transparent' : 'bg-brand-600')}
      />
      <div className="min-w-0 flex-1">
        <button
          type="button"
          data-notification-open=""
          onClick={() => onOpen(item)}
          className="block w-full rounded-lg text-left"
        >
          {item.read ? null : <span className="sr-only">Unread: </span>}
          <span className={cn('block text-sm text-ink-900', item.read ? 'font-medium' : 'font-bold')}>
            {item.title}
          </span>
          <span className="mt-0.5 block text-sm break-words text-ink-600">{item.message}</span>
          <span className="mt-1 block text-xs text-ink-600">{timeAgo(item.timestamp)}</span>
        </button>
        {item.type === 'reminder' ? (
          <button
            type="button"
            onClick={() => onSnooze(item.id)}
            aria-label={`Snooze ${TIMING.snoozeMinutes} min: ${item.title}`}
            className="mt-2 inline-flex h-8 items-center gap-1 rounded-full border border-ink-200 px-3 text-xs font-semibold text-ink-700 hover:bg-ink-100"
          >
            <AlarmClock aria-hidden="true" className="h-3.5 w-3.5" />
            Snooze {TIMING.snoozeMinutes} min
          </button>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => onRemove(item.id)}
        aria-label={`Remove: ${item.title}`}
        className={iconButton}
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </li>
  );
}
