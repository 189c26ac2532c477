import { Heart } from 'lucide-react';
import { cn } from '@/client/lib/cn';
import type { ListedEvent } from '@/shared/schemas/account';
import { useWishlist } from '../use-wishlist';

/** The round wishlist heart of the booking dialog's header; disabled until the event has loaded. */
export function WishlistHeart({ event }: { event: ListedEvent | null }) {
  const wishlist = useWishlist();
  const saved = event !== null && wishlist.has(event.eventId);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? 'Remove from wishlist' : 'Add to wishlist'}
      disabled={!event}
      onClick={() => event && void wishlist.toggle(event)}
      className="inline-flex h-9 w-9 items-center justify-center rounded-full border border-ink-200 hover:bg-ink-50 disabled:opacity-50"
    >
      <Heart
        aria-hidden="true"
        className={cn('h-5 w-5', saved ? 'fill-brand-600 text-brand-600' : 'text-ink-700')}
      />
    </button>
  );
}
