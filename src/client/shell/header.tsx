import { type ComponentType, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '@/client/components/ui/brand-mark';
import { useCartCount, useWishlistCount } from '@/client/features/cart/shell/cart-count';
import { WeatherButton } from '@/client/features/weather/shell/weather-button';
import { cn } from '@/client/lib/cn';
import { paths } from '@/client/paths';
import type { DrawerKind } from '@/client/shell/lazy/drawer-sheet';
import { CitySelector } from './city-selector';
import { AccountSlot, DrawerButton, DrawerSlot, NotificationsSlot } from './header-slots';
import { MobileMenu } from './mobile-menu';
import { isActivePath, NAV_LINKS } from './nav';
import { navLinkClass } from './nav-link-class';
import { onDarkFocus } from './on-dark';
import { SearchTrigger } from './search-trigger';
import { SportsMenu } from './sports-menu';

type SearchOverlayProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The overlay's code is loaded on first intent (hover, focus, Ctrl+K), never in the first bundle. */
const loadSearchOverlay = () =>
  import('@/client/shell/lazy/search-with-cart').then((m) => ({
    default: m.SearchOverlay as ComponentType<SearchOverlayProps>,
  }));
const SearchOverlay = lazy(loadSearchOverlay);

const isSearchShortcut = (e: KeyboardEvent) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';

function Logo() {
  return (
    <Link
      to={paths.home()}
      className={cn('flex shrink-0 items-center gap-2 rounded-lg text-white', onDarkFocus)}
      aria-label="KhelPass, home"
    >
      {/* Under 420 px the mark alone: the search box keeps room for its label beside the header's icons. */}
      <BrandMark nameClassName="max-[420px]:hidden" />
    </Link>
  );
}

export function Header() {
  const { pathname } = useLocation();
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchMounted, setSearchMounted] = useState(false);
  const [drawer, setDrawer] = useState<DrawerKind | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const cartCount = useCartCount();
  const wishlistCount = useWishlistCount();

  const openSearch = useCallback(() => {
    setSearchMounted(true);
    setSearchOpen(true);
  }, []);

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (!isSearchShortcut(e)) return;
      e.preventDefault();
      openSearch();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openSearch]);

  const openDrawer = (kind: DrawerKind) => {
    setDrawer(kind);
    setDrawerOpen(true);
  };

  return (
    <>
      <header className="sticky top-0 z-40 bg-ink-900 text-white shadow-[0_1px_0_rgba(255,255,255,0.08)]">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:px-8">
          <Logo />
          <SearchTrigger
            onOpen={openSearch}
            onIntent={() => void loadSearchOverlay().catch(() => {})}
            className="ml-1 flex-1 sm:ml-3 md:max-w-sm lg:max-w-md"
          />
          <CitySelector className="hidden w-40 shrink-0 md:block" />
          <div className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-1">
            <WeatherButton focusClass={onDarkFocus} />
            <NotificationsSlot />
            <div className="hidden items-center gap-1 md:flex">
              <DrawerButton kind="wishlist" count={wishlistCount} onOpen={() => openDrawer('wishlist')} />
              <DrawerButton kind="cart" count={cartCount} onOpen={() => openDrawer('cart')} />
            </div>
            <AccountSlot className="ml-2 hidden md:inline-flex" />
            <div className="md:hidden">
              <MobileMenu onOpenDrawer={openDrawer} />
            </div>
          </div>
        </div>
        <nav aria-label="Main" className="hidden border-t border-white/10 md:block">
          <ul className="mx-auto flex h-11 max-w-7xl items-center gap-1 px-3 sm:px-4 lg:px-6">
            <li>
              <SportsMenu />
            </li>
            {NAV_LINKS.map((link) => {
              const active = isActivePath(pathname, link.href);
              return (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    aria-current={active ? 'page' : undefined}
                    className={navLinkClass(active)}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </header>
      <DrawerSlot kind={drawer} open={drawerOpen} onOpenChange={setDrawerOpen} />
      {searchMounted ? (
        <Suspense fallback={null}>
          <SearchOverlay open={searchOpen} onOpenChange={setSearchOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
