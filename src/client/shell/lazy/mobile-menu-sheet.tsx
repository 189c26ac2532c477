import { Heart, LayoutDashboard, LogOut, ShoppingCart } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/client/components/ui/sheet';
import { useSignOut } from '@/client/features/auth/use-sign-out';
import { useCartCount, useWishlistCount } from '@/client/features/cart/shell/cart-count';
import { cn } from '@/client/lib/cn';
import { useSession } from '@/client/lib/session';
import { paths } from '@/client/paths';
import { CitySelector } from '@/client/shell/city-selector';
import { LoginLink } from '@/client/shell/header-slots';
import { isActivePath, NAV_LINKS } from '@/client/shell/nav';
import { SPORTS } from '@/shared/constants';
import { avatarLetter } from '@/shared/domain/avatar';
import { dashboardPathFor, ROLE_LABELS } from '@/shared/domain/roles';
import type { DrawerKind } from './drawer-sheet';

/** The mobile menu's panel (loaded on first open, see mobile-menu.tsx). */
export function MobileMenuSheet({
  open,
  onOpenChange,
  onOpenDrawer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpenDrawer: (kind: DrawerKind) => void;
}) {
  const { pathname } = useLocation();
  const { user, role } = useSession();
  const signOut = useSignOut();
  const drawers = [
    { kind: 'wishlist', label: 'Wishlist', Icon: Heart, count: useWishlistCount() },
    { kind: 'cart', label: 'Cart', Icon: ShoppingCart, count: useCartCount() },
  ] as const;
  const close = () => onOpenChange(false);
  const openDrawer = (kind: DrawerKind) => {
    onOpenChange(false);
    onOpenDrawer(kind);
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right">
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Sports, pages, your city and account</SheetDescription>
        </SheetHeader>
        <div className="flex-1 space-y-6 px-5 py-5">
          <section aria-labelledby="mobile-sports">
            <h2 id="mobile-sports" className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
              Sports
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {SPORTS.map((sport) => {
                const href = paths.sport(sport.id);
                const active = isActivePath(pathname, href);
                return (
                  <li key={sport.id}>
                    <Link
                      to={href}
                      onClick={close}
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold',
                        active
                          ? 'border-brand-600 bg-brand-50 text-brand-800'
                          : 'border-ink-200 bg-white text-ink-900 hover:bg-ink-50',
                      )}
                    >
                      <span aria-hidden="true">{sport.emoji}</span>
                      {sport.name}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>

          <nav aria-label="Pages">
            <ul className="divide-y divide-ink-100 rounded-xl border border-ink-100">
              {NAV_LINKS.map((link) => {
                const active = isActivePath(pathname, link.href);
                return (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      onClick={close}
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        'flex h-12 items-center px-4 text-base font-semibold',
                        active ? 'text-brand-700' : 'text-ink-900 hover:bg-ink-50',
                      )}
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>

          <CitySelector tone="light" />

          <div className="grid grid-cols-2 gap-3">
            {drawers.map(({ kind, label, Icon, count }) => (
              <button
                key={kind}
                type="button"
                aria-haspopup="dialog"
                onClick={() => openDrawer(kind)}
                className="flex h-12 items-center justify-center gap-2 rounded-xl border border-ink-200 text-sm font-semibold text-ink-900 hover:bg-ink-50"
              >
                <Icon aria-hidden="true" className="h-5 w-5 text-brand-600" />
                {label} ({count})
              </button>
            ))}
          </div>

          {user ? (
            <section aria-label="Account" className="space-y-3">
              <p className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
                >
                  {avatarLetter(user)}
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-semibold">{user.name || user.email}</span>
                  <span className="block truncate text-sm text-ink-600">{ROLE_LABELS[role]}</span>
                </span>
              </p>
              <div className="grid grid-cols-2 gap-3">
                <Link
                  to={dashboardPathFor(role)}
                  onClick={close}
                  className="flex h-12 items-center justify-center gap-2 rounded-xl border border-ink-200 text-sm font-semibold text-ink-900 hover:bg-ink-50"
                >
                  <LayoutDashboard aria-hidden="true" className="h-5 w-5 text-brand-600" />
                  Dashboard
                </Link>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    void signOut();
                  }}
                  className="flex h-12 items-center justify-center gap-2 rounded-xl border border-ink-200 text-sm font-semibold text-ink-900 hover:bg-ink-50"
                >
                  <LogOut aria-hidden="true" className="h-5 w-5 text-brand-600" />
                  Logout
                </button>
              </div>
            </section>
          ) : (
            <LoginLink className="h-12 w-full justify-center text-base" onNavigate={close} />
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
