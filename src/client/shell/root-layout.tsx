import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { BannersSlot } from '@/client/features/banners/shell/banners-slot';
import { BookingSlot } from '@/client/features/booking/shell/booking-slot';
import { DeferredFooter } from './deferred-footer';
import { Header } from './header';
import { RouteSkeleton } from './route-skeleton';
import { useAppEvents } from './use-app-events';

/** The booking dialog composed with what it shows from other features, loaded on first use. */
const loadBookingHost = () => import('@/client/shell/lazy/booking-host');

/**
 * Every route change scrolls smoothly to the top (product-spec.md section 2). Filter updates that replace
 * the URL in place (typing in a filter box) keep the scroll position, and links to an anchor
 * (/help#privacy) let the page scroll to that anchor instead.
 */
function useScrollToTopOnRouteChange() {
  const { pathname, search, hash } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the query string is a route change too
  useEffect(() => {
    const pathChanged = previousPath.current !== pathname;
    previousPath.current = pathname;
    if (hash) return;
    if (!pathChanged && navigationType === 'REPLACE') return;
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname, search, hash, navigationType]);
}

const mainClass = 'flex-1 outline-none';

export function RootLayout() {
  useScrollToTopOnRouteChange();
  useAppEvents();
  const { pathname } = useLocation();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-white px-4 py-3 font-semibold text-ink-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <Header />
      {/* While the page's module (or anything it suspends on) loads: its skeleton, and no footer,
          which would otherwise sit in view under the short skeleton and load its code early. */}
      <Suspense
        fallback={
          <main id="main" tabIndex={-1} className={mainClass}>
            <RouteSkeleton path={pathname} />
          </main>
        }
      >
        <main id="main" tabIndex={-1} className={mainClass}>
          <Outlet />
        </main>
        <DeferredFooter />
      </Suspense>
      <BookingSlot loadHost={loadBookingHost} />
      <BannersSlot />
    </div>
  );
}
