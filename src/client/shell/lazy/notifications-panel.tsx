import {
  NotificationDropdown,
  type NotificationPopupProps,
} from '@/client/features/notifications/components/notification-dropdown';
import { NotificationPanel } from '@/client/features/notifications/components/notification-panel';
import { EnablePushButton } from '@/client/features/push/components/enable-push-button';

/**
 * The bell's popup, composed here because features do not import each other: the desktop dropdown
 * with push on this device at its foot (the push feature's Enable Push), or below the md
 * breakpoint, where the header shows its mobile menu, the side panel. Loaded on the bell's first
 * hover, focus or press (header-slots.tsx), never with the first page.
 */
export function NotificationsPopup({
  desktop,
  ...props
}: Omit<NotificationPopupProps, 'pushControl'> & { desktop: boolean }) {
  if (!desktop) return <NotificationPanel {...props} />;
  return (
    <NotificationDropdown
      {...props}
      pushControl={props.userId !== null ? <EnablePushButton className="text-left" /> : undefined}
    />
  );
}
