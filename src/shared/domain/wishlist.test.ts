import { describe, expect, it } from 'vitest';
import { addToWishlist, isWishlisted, moveWishlistItemToCart, removeFromWishlist } from './wishlist';

const a = { eventId: 'a', title: 'A', pricePaise: 100_000 };
const b = { eventId: 'b', title: 'B', pricePaise: 50_000 };
type Entry = typeof a;
type Line = Entry & { quantity: number };

describe('wishlist rules', () => {
  it('ignores an event already listed', () => {
    let list = addToWishlist([], a);
    list = addToWishlist(list, b);
    list = addToWishlist(list, { ...a, title: 'A again' });
    expect(list).toEqual([a, b]);
    expect(isWishlisted(list, 'a')).toBe(true);
    expect(isWishlisted(list, 'z')).toBe(false);
  });

  it('removes an item', () => {
    expect(removeFromWishlist([a, b], 'a')).toEqual([b]);
  });

  it("'Add to Cart' moves the item into the cart, merging by eventId", () => {
    const toCart = (entry: typeof a) => entry;
    const first = moveWishlistItemToCart<Entry, Line>([a, b], [], 'a', toCart);
    expect(first.wishlist).toEqual([b]);
    expect(first.cart).toEqual([{ ...a, quantity: 1 }]);
    const second = moveWishlistItemToCart<Entry, Line>([a], first.cart, 'a', toCart);
    expect(second.wishlist).toEqual([]);
    expect(second.cart).toEqual([{ ...a, quantity: 2 }]);
    const missing = moveWishlistItemToCart<Entry, Line>([b], [], 'a', toCart);
    expect(missing).toEqual({ wishlist: [b], cart: [] });
  });
});
