import { useRef } from 'react';
import { Button } from '@/client/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/client/components/ui/sheet';
import { useNotifications } from '../shell/api/list-notifications';
import { useNotificationActions } from '../use-notification-actions';
import { NotificationBody } from './notification-body';
import type { NotificationPopupProps } from './notification-dropdown';

/**
 * The mobile notification panel (product-spec.md section 2): a side panel titled Notifications with
 * 'N unread' and the list; read entries plain, unread ones with a dot; pressing one marks it read
 * (and opens its target); empty: 'No notifications'. A modal dialog: focus trapped, Escape closes,
 * focus returns to the bell.
 */
export function NotificationPanel({
  open,
  onOpenChange,
  userId,
}: Pick<NotificationPopupProps, 'open' | 'onOpenChange' | 'userId'>) {
  const title = useRef<HTMLHeadingElement>(null);
  const list = useNotifications(userId).data;
  const actions = useNotificationActions(userId ?? '', { onNavigate: () => onOpenChange(false) });
  const hasItems = (list?.items.length ?? 0) > 0;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right">
        <SheetHeader>
          <SheetTitle ref={title} tabIndex={-1} className="outline-none">
            Notifications
          </SheetTitle>
          <SheetDescription>
            {userId !== null ? `${list?.unread ?? 0} unread` : 'Not signed in'}
          </SheetDescription>
          {hasItems ? (
            <div className="mt-3 flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={actions.markAllRead}
                disabled={list?.unread === 0}
              >
                Mark all read
              </Button>
              <Button variant="ghost" size="sm" onClick={actions.clear}>
                Clear all
              </Button>
            </div>
          ) : null}
        </SheetHeader>
        <NotificationBody
          userId={userId}
          actions={actions}
          empty={{ title: 'No notifications' }}
          listClassName="divide-y divide-ink-100"
          onEmptied={() => title.current?.focus()}
          onSignIn={() => onOpenChange(false)}
        />
      </SheetContent>
    </Sheet>
  );
}
