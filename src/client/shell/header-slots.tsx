/**
 * The header's action slots: the notification bell, the wishlist and cart buttons with their live
 * counts and drawers, and the sign-in link or user menu (the weather button is the weather
 * feature's, features/weather/shell). Heavy parts (the drawers', menu's and notification popups'
 * code, the live notification stream) load on first use, outside the first load.
 */
import { Bell, Heart, LogIn, ShoppingCart } from 'lucide-react';
import { type ComponentProps, type ComponentType, lazy, Suspense, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useNotifications } from '@/client/features/notifications/shell/api/list-notifications';
import { cn } from '@/client/lib/cn';
import { useSession } from '@/client/lib/session';
import { paths } from '@/client/paths';
import type { DrawerKind } from '@/client/shell/lazy/drawer-sheet';
import { badgeText } from './count-badge';
import { onDarkFocus } from './on-dark';

// `.kp-icon-button` and `.kp-count-badge` are component classes (styles.css): less script on the first load.
const iconButton = cn('kp-icon-button', onDarkFocus);

function CountBadge({ count }: { count: number }) {
  const text = badgeText(count);
  if (text === null) return null;
  return (
    <span aria-hidden="true" className="kp-count-badge">
      {text}
    </span>
  );
}

/** The notification bell: presentational, takes the unread count; the badge hides at 0 and caps at 9+. */
export function NotificationBell({
  count,
  className,
  ...props
}: ComponentProps<'button'> & { count: number }) {
  const label = count > 0 ? `Notifications, ${count} unread` : 'Notifications';
  return (
    <button type="button" aria-label={label} className={cn(iconButton, className)} {...props}>
      <Bell aria-hidden="true" className="h-5 w-5" />
      <CountBadge count={count} />
    </button>
  );
}

const loadNotificationsPopup = () => import('@/client/shell/lazy/notifications-panel');
const preloadNotificationsPopup = () => void loadNotificationsPopup().catch(() => {});
// Offline (the chunk cannot be fetched): the bell opens nothing rather than failing the page.
const NotificationsPopup = lazy(() =>
  loadNotificationsPopup().then(
    (m): { default: ComponentType<ComponentProps<typeof m.NotificationsPopup>> } => ({
      default: m.NotificationsPopup,
    }),
    () => ({ default: () => null }),
  ),
);
const NotificationsLive = lazy(() =>
  import('@/client/shell/lazy/notifications-live').then(
    (m): { default: ComponentType<ComponentProps<typeof m.NotificationsLive>> } => ({
      default: m.NotificationsLive,
    }),
    () => ({ default: () => null }),
  ),
);

/** Where the header stops showing its mobile menu (Tailwind's md): the dropdown from here, else the side panel. */
const DESKTOP_MEDIA = '(min-width: 48rem)';

/**
 * Notifications: the bell with the account's unread count opens the desktop dropdown, or on a
 * phone the side panel (their code loads on the bell's first hover, focus or press). A guest sees
 * the bell too, with no count, and is invited to sign in: the header stays the same shape, and the
 * fan learns where updates will appear. Signed in, the live stream and the next reminder run from
 * here (notifications-live, loaded once a session is known).
 */
export function NotificationsSlot() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const unread = useNotifications(userId).data?.unread ?? 0;
  const [open, setOpen] = useState(false);
  const [desktop, setDesktop] = useState(true);
  const [popupWanted, setPopupWanted] = useState(false);
  const popupId = useId();
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <NotificationBell
        ref={button}
        count={userId ? unread : 0}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onPointerEnter={preloadNotificationsPopup}
        onFocus={preloadNotificationsPopup}
        onClick={() => {
          setDesktop(window.matchMedia(DESKTOP_MEDIA).matches);
          setPopupWanted(true);
          setOpen((wasOpen) => !wasOpen);
        }}
      />
      {popupWanted ? (
        <Suspense fallback={null}>
          <NotificationsPopup
            id={popupId}
            open={open}
            onOpenChange={setOpen}
            anchor={button}
            userId={userId}
            desktop={desktop}
          />
        </Suspense>
      ) : null}
      {user ? (
        <Suspense fallback={null}>
          <NotificationsLive key={user.id} userId={user.id} isFan={user.role === 'user'} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Wishlist or cart icon button with its item count in the accessible name. */
export function DrawerButton({
  kind,
  count,
  onOpen,
}: {
  kind: DrawerKind;
  count: number;
  onOpen: () => void;
}) {
  const Icon = kind === 'wishlist' ? Heart : ShoppingCart;
  const noun = kind === 'wishlist' ? 'Wishlist' : 'Cart';
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={`${noun}, ${count} ${count === 1 ? 'item' : 'items'}`}
      className={iconButton}
      onPointerEnter={preloadDrawer}
      onFocus={preloadDrawer}
      onClick={onOpen}
    >
      <Icon aria-hidden="true" className="h-5 w-5" />
      <CountBadge count={count} />
    </button>
  );
}

const loadDrawer = () => import('@/client/shell/lazy/drawer-sheet');
const preloadDrawer = () => void loadDrawer().catch(() => {});
const DrawerSheet = lazy(() => loadDrawer().then((m) => ({ default: m.DrawerSheet })));

/** Wishlist and cart drawers: mounted on first open. */
export function DrawerSlot({
  kind,
  open,
  onOpenChange,
}: {
  kind: DrawerKind | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  if (kind === null) return null;
  return (
    <Suspense fallback={null}>
      <DrawerSheet kind={kind} open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}

// Signed in only: the avatar (and the landing redirect) load once a session is known, and the
// menu's Radix code on the avatar's first hover, focus or press (user-menu.tsx).
const UserMenu = lazy(() => import('@/client/shell/lazy/user-menu').then((m) => ({ default: m.UserMenu })));

/** The user menu when signed in; a Login button to /auth while signed out (or while checking). */
export function AccountSlot({ className }: { className?: string }) {
  const { user, role } = useSession();
  if (user)
    return (
      <div className={cn('items-center', className)}>
        <Suspense fallback={<span aria-hidden="true" className="kp-avatar" />}>
          <UserMenu user={user} role={role} />
        </Suspense>
      </div>
    );
  return <LoginLink className={className} />;
}

/** The Login button to /auth. */
export function LoginLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <Link
      to={paths.auth()}
      onClick={onNavigate}
      // `.kp-login` is a component class (styles.css) so the caller's utilities (hidden, h-12, …) win.
      className={cn('kp-login', onDarkFocus, className)}
    >
      <LogIn aria-hidden="true" className="h-4 w-4" />
      Login
    </Link>
  );
}
