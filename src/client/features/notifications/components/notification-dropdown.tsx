import { type ReactNode, type RefObject, useRef } from 'react';
import { Button } from '@/client/components/ui/button';
import { Popover, PopoverAnchor, PopoverContent, PopoverTitle } from '@/client/components/ui/popover';
import { useNotifications } from '../shell/api/list-notifications';
import { useNotificationActions } from '../use-notification-actions';
import { NotificationBody } from './notification-body';

export interface NotificationPopupProps {
  /** The id the bell names in aria-controls. */
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's bell: the dropdown sits below it and gives focus back to it. */
  anchor: RefObject<HTMLButtonElement | null>;
  /** The signed-in account; null for a guest, who is invited to sign in. */
  userId: string | null;
  /** Push on this device ('Enable Push' when off, 'Push notifications enabled' when on), composed by the shell. */
  pushControl?: ReactNode;
}

/**
 * The desktop notification dropdown (product-spec.md section 2): 'Notifications', 'Mark all read',
 * the list (96 units wide, the list at most 80 high and scrolling), remove one, clear all, the
 * empty state, and push on this device at the foot. Modal while open: focus stays inside, Escape
 * or a click outside closes it, and focus returns to the bell.
 */
export function NotificationDropdown({
  id,
  open,
  onOpenChange,
  anchor,
  userId,
  pushControl,
}: NotificationPopupProps) {
  const title = useRef<HTMLHeadingElement>(null);
  const list = useNotifications(userId).data;
  const actions = useNotificationActions(userId ?? '', { onNavigate: () => onOpenChange(false) });
  const hasItems = (list?.items.length ?? 0) > 0;
  return (
    <Popover open={open} onOpenChange={onOpenChange} modal>
      <PopoverAnchor virtualRef={anchor} />
      <PopoverContent
        id={id}
        className="flex w-96 flex-col p-0"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          anchor.current?.focus();
        }}
      >
        <div className="flex items-center justify-between gap-2 border-b border-ink-100 px-4 py-3">
          <PopoverTitle ref={title} tabIndex={-1} className="text-base font-bold outline-none">
            Notifications
          </PopoverTitle>
          {userId !== null ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={actions.markAllRead}
              disabled={!list || list.unread === 0}
            >
              Mark all read
            </Button>
          ) : null}
        </div>
        <NotificationBody
          userId={userId}
          actions={actions}
          empty={{
            title: 'No notifications yet',
            hint: "You'll see booking updates, match alerts, and more here",
          }}
          listClassName="max-h-80 divide-y divide-ink-100 overflow-y-auto overscroll-contain"
          tintUnread
          onEmptied={() => title.current?.focus()}
          onSignIn={() => onOpenChange(false)}
        />
        {userId !== null && (hasItems || pushControl) ? (
          <div className="flex flex-wrap items-end justify-between gap-3 border-t border-ink-100 px-4 py-3">
            {pushControl ? <div className="min-w-0 flex-1">{pushControl}</div> : null}
            {hasItems ? (
              <Button variant="ghost" size="sm" className="ml-auto" onClick={actions.clear}>
                Clear all
              </Button>
            ) : null}
          </div>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}
