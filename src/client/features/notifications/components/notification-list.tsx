import { useRef } from 'react';
import type { AppNotification } from '@/shared/schemas/notifications';
import type { NotificationActions } from '../use-notification-actions';
import { NotificationItem } from './notification-item';

/**
 * The notifications, newest first. A removed entry's focus moves to the next one (or the one
 * before), never to the page behind the popup; none left, to `emptyFocus`.
 */
export function NotificationList({
  items,
  actions,
  className,
  tintUnread,
  onEmptied,
}: {
  items: AppNotification[];
  actions: Pick<NotificationActions, 'open' | 'remove' | 'snooze'>;
  className?: string;
  tintUnread?: boolean;
  /** Where focus goes when the last one is removed. */
  onEmptied: () => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  const leaving = (index: number) => {
    const left = items.length - 1;
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>('[data-notification-open]');
      const next = buttons?.[Math.min(index, left - 1)];
      if (left > 0 && next) next.focus();
      else onEmptied();
    });
  };
  return (
    <ul ref={list} aria-label="Notifications" className={className}>
      {items.map((item, index) => (
        <NotificationItem
          key={item.id}
          item={item}
          tintUnread={tintUnread}
          onOpen={actions.open}
          onRemove={(id) => {
            actions.remove(id);
            leaving(index);
          }}
          onSnooze={(id) => {
            actions.snooze(id);
            leaving(index);
          }}
        />
      ))}
    </ul>
  );
}
