import { Heart, ShoppingCart } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/client/components/ui/sheet';
import { cn } from '@/client/lib/cn';
import { paths } from '@/client/paths';
import { SPORTS } from '@/shared/constants';
import { CitySelector } from './city-selector';
import { AccountSlot, type DrawerKind, headerCounts } from './header-slots';
import { isActivePath, NAV_LINKS } from './nav';

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
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => openDrawer('wishlist')}
              className="flex h-12 items-center justify-center gap-2 rounded-xl border border-ink-200 text-sm font-semibold text-ink-900 hover:bg-ink-50"
            >
              <Heart aria-hidden="true" className="h-5 w-5 text-brand-600" />
              Wishlist ({headerCounts.wishlist})
            </button>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => openDrawer('cart')}
              className="flex h-12 items-center justify-center gap-2 rounded-xl border border-ink-200 text-sm font-semibold text-ink-900 hover:bg-ink-50"
            >
              <ShoppingCart aria-hidden="true" className="h-5 w-5 text-brand-600" />
              Cart ({headerCounts.cart})
            </button>
          </div>

          <AccountSlot className="h-12 w-full justify-center text-base" onNavigate={close} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
