import { describe, expect, it } from 'vitest';
import { addToWishlist, isWishlisted, removeFromWishlist } from './wishlist';

const a = { eventId: 'a', title: 'A', pricePaise: 100_000 };
const b = { eventId: 'b', title: 'B', pricePaise: 50_000 };

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
});
