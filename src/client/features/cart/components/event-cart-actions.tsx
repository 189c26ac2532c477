import { Heart, ShoppingCart } from 'lucide-react';
import { buttonClass } from '@/client/components/ui/button-class';
import { cn } from '@/client/lib/cn';
import type { ListedEvent } from '@/shared/schemas/account';
import { useCart } from '../use-cart';
import { useWishlist } from '../use-wishlist';

/** 'Add to cart' and the wishlist heart for one event (event details page). */
export function EventCartActions({ event, canAddToCart }: { event: ListedEvent; canAddToCart: boolean }) {
  const cart = useCart();
  const wishlist = useWishlist();
  const saved = wishlist.has(event.eventId);
  return (
    <div className="flex gap-2">
      {canAddToCart ? (
        <button
          type="button"
          className={buttonClass('secondary', 'lg', 'flex-1')}
          onClick={() => void cart.add(event)}
        >
          <ShoppingCart aria-hidden="true" className="h-4 w-4" />
          Add to cart
        </button>
      ) : null}
      <button
        type="button"
        aria-pressed={saved}
        aria-label={saved ? 'Remove from wishlist' : 'Add to wishlist'}
        className={buttonClass('secondary', 'lg', cn('px-4', canAddToCart ? '' : 'flex-1'))}
        onClick={() => void wishlist.toggle(event)}
      >
        <Heart aria-hidden="true" className={cn('h-5 w-5', saved ? 'fill-brand-600 text-brand-600' : '')} />
        {canAddToCart ? null : saved ? 'Saved' : 'Save'}
      </button>
    </div>
  );
}
