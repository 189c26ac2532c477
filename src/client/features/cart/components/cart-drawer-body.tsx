import { Heart, Minus, Plus, ShoppingCart, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { paths } from '@/client/paths';
import { lineTotalPaise } from '@/shared/domain/cart';
import { formatEventDate, formatPaise } from '@/shared/domain/format';
import type { CartItem, WishlistItem } from '@/shared/schemas/account';
import { useCart } from '../use-cart';
import { useWishlist } from '../use-wishlist';

const when = (item: { startsAt: string; date: string; time: string }) => {
  try {
    return `${formatEventDate(item.startsAt)} · ${item.time}`;
  } catch {
    return `${item.date} · ${item.time}`;
  }
};

function Empty({ kind, onClose }: { kind: 'cart' | 'wishlist'; onClose: () => void }) {
  const Icon = kind === 'cart' ? ShoppingCart : Heart;
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-6 py-12 text-center">
      <Icon aria-hidden="true" className="h-10 w-10 text-ink-500" />
      <p className="mt-3 text-lg font-bold">
        {kind === 'cart' ? 'Your cart is empty' : 'Your wishlist is empty'}
      </p>
      <p className="mt-1 text-sm text-ink-600">
        {kind === 'cart'
          ? 'Find a match and pick your seats to get started.'
          : 'Save events you like and come back to them later.'}
      </p>
      <Link to={paths.events()} onClick={onClose} className={buttonClass('primary', 'md', 'mt-6')}>
        Browse events
      </Link>
    </div>
  );
}

/** A drawer line's title, date, venue (plus any extra detail) and its remove button. */
function LineHeader({
  item,
  list,
  onRemove,
  children,
}: {
  item: CartItem | WishlistItem;
  list: 'cart' | 'wishlist';
  onRemove: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="font-semibold text-ink-900">{item.title}</p>
        <p className="text-sm text-ink-600">{when(item)}</p>
        <p className="text-sm text-ink-600">{item.venue}</p>
        {children}
      </div>
      <button
        type="button"
        aria-label={`Remove ${item.title} from ${list}`}
        onClick={onRemove}
        className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100 hover:text-alert-700"
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const cart = useCart();
  return (
    <li className="py-4">
      <LineHeader item={item} list="cart" onRemove={() => void cart.remove(item.eventId)} />
      <div className="mt-2 flex items-center justify-between">
        <fieldset className="flex items-center gap-1">
          <legend className="sr-only">Quantity for {item.title}</legend>
          <button
            type="button"
            aria-label="Decrease quantity"
            onClick={() => void cart.setQuantity(item.eventId, item.quantity - 1)}
            className="inline-flex h-8 w-8 items-center justify-center rounded-full border border-ink-200 hover:bg-ink-50"
          >
            <Minus aria-hidden="true" className="h-4 w-4" />
          </button>
          <output aria-live="polite" className="w-8 text-center font-semibold">
            {item.quantity}
          </output>
          <button
            type="button"
            aria-label="Increase quantity"
            onClick={() => void cart.setQuantity(item.eventId, item.quantity + 1)}
            className="inline-flex h-8 w-8 items-center justify-center rounded-full border border-ink-200 hover:bg-ink-50"
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
          </button>
        </fieldset>
        <div className="text-right">
          <p className="font-semibold">{formatPaise(item.pricePaise)}</p>
          {item.quantity > 1 ? (
            <p className="text-xs text-ink-600">Total {formatPaise(lineTotalPaise(item))}</p>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** The cart drawer's contents (product-spec.md section 2 'Cart drawer'). */
export function CartDrawerBody({
  onClose,
  onCheckout,
}: {
  onClose: () => void;
  /** 'Proceed to Checkout': books the cart's events one after another ('Event 1 of 3'), each line's quantity kept. */
  onCheckout: (lines: readonly CartItem[]) => void;
}) {
  const cart = useCart();
  if (cart.isLoading) return <p className="px-5 py-8 text-sm text-ink-600">Loading your cart…</p>;
  if (cart.items.length === 0) return <Empty kind="cart" onClose={onClose} />;
  return (
    <>
      <ul aria-label="Cart items" className="flex-1 divide-y divide-ink-100 px-5">
        {cart.items.map((item) => (
          <CartLine key={item.eventId} item={item} />
        ))}
      </ul>
      <div className="sticky bottom-0 space-y-3 border-t border-ink-100 bg-white px-5 py-4">
        <p className="flex items-center justify-between text-base font-bold">
          <span>
            Total ({cart.totalItems} {cart.totalItems === 1 ? 'ticket' : 'tickets'})
          </span>
          <span>{formatPaise(cart.totalPaise)}</span>
        </p>
        <button
          type="button"
          className={buttonClass('primary', 'lg', 'w-full')}
          onClick={() => {
            onClose();
            onCheckout(cart.items);
          }}
        >
          Proceed to Checkout
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'md', 'w-full')}
          onClick={() => void cart.clear()}
        >
          Clear Cart
        </button>
      </div>
    </>
  );
}

function WishlistLine({ item }: { item: WishlistItem }) {
  const wishlist = useWishlist();
  return (
    <li className="py-4">
      <LineHeader item={item} list="wishlist" onRemove={() => void wishlist.remove(item.eventId)}>
        <p className="mt-1 font-semibold">{formatPaise(item.pricePaise)}</p>
      </LineHeader>
      <button
        type="button"
        className={buttonClass('secondary', 'sm', 'mt-2')}
        onClick={() => void wishlist.moveToCart(item)}
        aria-label={`Add ${item.title} to cart`}
      >
        <ShoppingCart aria-hidden="true" className="h-4 w-4" />
        Add to Cart
      </button>
    </li>
  );
}

/** The wishlist drawer's contents (product-spec.md section 2 'Wishlist drawer'). */
export function WishlistDrawerBody({ onClose }: { onClose: () => void }) {
  const wishlist = useWishlist();
  if (wishlist.isLoading) return <p className="px-5 py-8 text-sm text-ink-600">Loading your wishlist…</p>;
  if (wishlist.items.length === 0) return <Empty kind="wishlist" onClose={onClose} />;
  return (
    <>
      <ul aria-label="Wishlist items" className="flex-1 divide-y divide-ink-100 px-5">
        {wishlist.items.map((item) => (
          <WishlistLine key={item.eventId} item={item} />
        ))}
      </ul>
      <div className="sticky bottom-0 border-t border-ink-100 bg-white px-5 py-4">
        <button
          type="button"
          className={buttonClass('secondary', 'md', 'w-full')}
          onClick={() => void wishlist.clear()}
        >
          Clear Wishlist
        </button>
      </div>
    </>
  );
}
