import { Heart, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/client/components/ui/sheet';
import { paths } from '@/client/paths';
import type { DrawerKind } from './header-slots';

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

/** PLACEHOLDER wishlist and cart drawers (loaded on first open): empty until that work lands. */
export function DrawerSheet({
  kind,
  open,
  onOpenChange,
}: {
  kind: DrawerKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const copy = drawerCopy[kind];
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
