import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { cn } from '@/client/lib/cn';
import type { DrawerKind } from '@/client/shell/lazy/drawer-sheet';
import { onDarkFocus } from './on-dark';

const loadSheet = () => import('@/client/shell/lazy/mobile-menu-sheet');
const MobileMenuSheet = lazy(() => loadSheet().then((m) => ({ default: m.MobileMenuSheet })));

/**
 * The mobile menu (below the md breakpoint): a side sheet with sport chips, the main links,
 * the city selector, wishlist, cart and Login. The sheet's code loads on the first tap.
 */
export function MobileMenu({ onOpenDrawer }: { onOpenDrawer: (kind: DrawerKind) => void }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const { pathname, search } = useLocation();

  // Any navigation (a link in the menu, Back, a search result) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change by design
  useEffect(() => {
    setOpen(false);
  }, [pathname, search]);

  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet().catch(() => {})}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className={cn(
          'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/10',
          onDarkFocus,
        )}
      >
        <Menu aria-hidden="true" className="h-6 w-6" />
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} onOpenDrawer={onOpenDrawer} />
        </Suspense>
      ) : null}
    </>
  );
}
