import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/client/components/ui/sheet';
import { useOpenBooking } from '@/client/features/booking';
import { CartDrawerBody, WishlistDrawerBody } from '@/client/features/cart';

/** The two drawers the header opens. */
export type DrawerKind = 'wishlist' | 'cart';

const drawerCopy: Record<DrawerKind, { title: string; description: string }> = {
  wishlist: { title: 'Wishlist', description: 'Events you saved for later' },
  cart: { title: 'Cart', description: 'Tickets you are about to book' },
};

/** The wishlist and cart drawers (loaded on first hover, focus or open). */
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
  const close = () => onOpenChange(false);
  const openBooking = useOpenBooking();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right">
        <SheetHeader>
          <SheetTitle>{copy.title}</SheetTitle>
          <SheetDescription className="sr-only">{copy.description}</SheetDescription>
        </SheetHeader>
        {kind === 'cart' ? (
          <CartDrawerBody
            onClose={close}
            onCheckout={(lines) =>
              openBooking(lines.map((line) => ({ ...line, id: line.eventId, quantity: line.quantity })))
            }
          />
        ) : (
          <WishlistDrawerBody onClose={close} />
        )}
      </SheetContent>
    </Sheet>
  );
}
