/**
 * The header's action slots: the notification bell, the wishlist and cart buttons with their live
 * counts and drawers, and the sign-in link or user menu (the weather button is the weather
 * feature's, features/weather/shell). Until notifications exist, the bell shows its empty state:
 * nothing is claimed. Heavy parts (the drawers' and menu's dialog code) load on first use, outside
 * the first load.
 */
import { Bell, Heart, LogIn, ShoppingCart } from 'lucide-react';
import {
  type ComponentProps,
  type ComponentType,
  lazy,
  Suspense,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { cn } from '@/client/lib/cn';
import { useSession } from '@/client/lib/session';
import { paths } from '@/client/paths';
import type { DrawerKind } from '@/client/shell/lazy/drawer-sheet';
import { badgeText } from './count-badge';
import { onDarkFocus } from './on-dark';

/** Counts shown by the header that later work feeds (notifications). */
export const headerCounts = { unread: 0 } as const;

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

const loadNotificationsPanel = () => import('@/client/shell/lazy/notifications-panel');
const preloadNotificationsPanel = () => void loadNotificationsPanel().catch(() => {});
// Offline (the chunk cannot be fetched): the bell toggles nothing rather than failing the page.
const NotificationsPanel = lazy(() =>
  loadNotificationsPanel().then(
    (m): { default: ComponentType<ComponentProps<typeof m.NotificationsPanel>> } => ({
      default: m.NotificationsPanel,
    }),
    () => ({ default: () => null }),
  ),
);

/**
 * Notifications: the bell opens a small panel with the spec's empty state until in-app
 * notifications exist. A plain disclosure (Escape and a click outside close it). The panel's code
 * loads on the bell's first hover, focus or press; until it is open an empty hidden section keeps
 * the bell's aria-controls pointing at something.
 */
export function NotificationsSlot() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const closed = <section id={panelId} hidden aria-label="Notifications" />;

  return (
    <div ref={wrapper} className="relative">
      <NotificationBell
        ref={button}
        count={headerCounts.unread}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={preloadNotificationsPanel}
        onFocus={preloadNotificationsPanel}
        onClick={() => setOpen((v) => !v)}
      />
      {open ? (
        <Suspense fallback={closed}>
          <NotificationsPanel id={panelId} wrapper={wrapper} button={button} onClose={close} />
        </Suspense>
      ) : (
        closed
      )}
    </div>
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
