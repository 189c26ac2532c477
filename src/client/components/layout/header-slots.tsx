/**
 * PLACEHOLDER SLOTS of the header, all in this one file so later work can replace them:
 * weather button, notification bell, wishlist and cart drawers, user menu.
 * Each is honest about today's state (nothing saved yet, no notifications) and makes no claims.
 */
import { Bell, Heart, LogIn, ShoppingCart } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { Popover, PopoverContent, PopoverTrigger } from '@/client/components/ui/popover';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/client/components/ui/sheet';
import { cn } from '@/client/lib/cn';
import { paths } from '@/client/paths';
import { badgeText } from './count-badge';
import { onDarkFocus } from './on-dark';

const iconButton = cn(
  'relative inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/10',
  onDarkFocus,
);

function CountBadge({ count }: { count: number }) {
  const text = badgeText(count);
  if (text === null) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-ink-900"
    >
      {text}
    </span>
  );
}

/** Weather button: filled in by the weather work. Until then the header shows nothing here. */
export function WeatherSlot() {
  return null;
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

/** Notifications: the bell opens the spec's empty state until in-app notifications exist. */
export function NotificationsSlot() {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <NotificationBell count={headerCounts.unread} />
      </PopoverTrigger>
      <PopoverContent aria-label="Notifications">
        <div className="border-b border-ink-100 px-4 py-3">
          <p className="font-bold">Notifications</p>
        </div>
        <div className="px-4 py-8 text-center">
          <Bell aria-hidden="true" className="mx-auto h-8 w-8 text-ink-500" />
          <p className="mt-2 font-semibold">No notifications yet</p>
          <p className="mt-1 text-sm text-ink-600">You'll see booking updates, match alerts, and more here</p>
        </div>
      </PopoverContent>
    </Popover>
  );
}

export type DrawerKind = 'wishlist' | 'cart';

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
      onClick={onOpen}
    >
      <Icon aria-hidden="true" className="h-5 w-5" />
      <CountBadge count={count} />
    </button>
  );
}

const drawerCopy: Record<DrawerKind, { title: string; empty: string; hint: string }> = {
  wishlist: {
    title: 'Wishlist',
    empty: 'Your wishlist is empty',
    hint: 'Save events you like and come back to them later.',
  },
  cart: {
    title: 'Cart',
    empty: 'Your cart is empty',
    hint: 'Find a match and pick your seats to get started.',
  },
};

/** Wishlist and cart drawers: empty until the wishlist and cart work lands. */
export function DrawerSlot({
  kind,
  open,
  onOpenChange,
}: {
  kind: DrawerKind | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const copy = drawerCopy[kind ?? 'cart'];
  const Icon = kind === 'wishlist' ? Heart : ShoppingCart;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right">
        <SheetHeader>
          <SheetTitle>{copy.title}</SheetTitle>
          <SheetDescription className="sr-only">{copy.empty}</SheetDescription>
        </SheetHeader>
        <div className="flex flex-1 flex-col items-center justify-center px-6 py-12 text-center">
          <Icon aria-hidden="true" className="h-10 w-10 text-ink-500" />
          <p className="mt-3 text-lg font-bold">{copy.empty}</p>
          <p className="mt-1 text-sm text-ink-600">{copy.hint}</p>
          <Link
            to={paths.events()}
            onClick={() => onOpenChange(false)}
            className="mt-6 inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Browse events
          </Link>
        </div>
      </SheetContent>
    </Sheet>
  );
}

/** User menu: a Login button to /auth while signed out (accounts arrive with later work). */
export function AccountSlot({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <Link
      to={paths.auth()}
      onClick={onNavigate}
      className={cn(
        'inline-flex h-10 shrink-0 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700',
        onDarkFocus,
        className,
      )}
    >
      <LogIn aria-hidden="true" className="h-4 w-4" />
      Login
    </Link>
  );
}

/** Counts shown by the header today; later work feeds real values. */
export const headerCounts = { wishlist: 0, cart: 0, unread: 0 } as const;
