import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants';
import {
  addToCart,
  cartTotalItems,
  cartTotalPaise,
  clearCart,
  lineTotalPaise,
  listedEvent,
  removeFromCart,
  setCartQuantity,
} from './cart';

type Line = { eventId: string; title: string; quantity: number; pricePaise: number };
const a = { eventId: 'a', title: 'A', pricePaise: 150_000 };
const b = { eventId: 'b', title: 'B', pricePaise: 80_000 };

describe('cart rules', () => {
  it('adds a new event with quantity 1 and raises the quantity of one already present', () => {
    let cart: Line[] = [];
    cart = addToCart(cart, a);
    expect(cart).toEqual([{ ...a, quantity: 1 }]);
    cart = addToCart(cart, b);
    cart = addToCart(cart, a);
    expect(cart).toEqual([
      { ...a, quantity: 2 },
      { ...b, quantity: 1 },
    ]);
  });

  it('caps the quantity', () => {
    let cart: Line[] = [{ ...a, quantity: LIMITS.cartQuantityMax }];
    cart = addToCart(cart, a);
    expect(cart[0]?.quantity).toBe(LIMITS.cartQuantityMax);
  });

  it('sets a quantity, and 0 or less removes the item', () => {
    const cart: Line[] = [
      { ...a, quantity: 1 },
      { ...b, quantity: 1 },
    ];
    expect(setCartQuantity(cart, 'a', 3)[0]?.quantity).toBe(3);
    expect(setCartQuantity(cart, 'a', 0)).toEqual([{ ...b, quantity: 1 }]);
    expect(setCartQuantity(cart, 'a', -2)).toEqual([{ ...b, quantity: 1 }]);
  });

  it('removes and clears', () => {
    const cart: Line[] = [
      { ...a, quantity: 1 },
      { ...b, quantity: 2 },
    ];
    expect(removeFromCart(cart, 'b')).toEqual([{ ...a, quantity: 1 }]);
    expect(clearCart(cart)).toEqual([]);
  });

  it('totals items and price × quantity', () => {
    const cart: Line[] = [
      { ...a, quantity: 2 },
      { ...b, quantity: 3 },
    ];
    expect(cartTotalItems(cart)).toBe(5);
    expect(cartTotalPaise(cart)).toBe(2 * 150_000 + 3 * 80_000);
    expect(lineTotalPaise(cart[1] as Line)).toBe(240_000);
    expect(cartTotalItems([])).toBe(0);
    expect(cartTotalPaise([])).toBe(0);
  });
});

describe('listedEvent', () => {
  it('keeps what the cart and wishlist show of an event, under its eventId', () => {
    const event = {
      id: 'ev-1',
      title: 'India vs Australia',
      date: '2026-12-01',
      time: '19:30',
      venue: 'Wankhede Stadium',
      pricePaise: 150_000,
      category: 'cricket' as const,
      startsAt: '2026-12-01T14:00:00.000Z',
      description: 'not kept',
    };
    expect(listedEvent(event)).toEqual({
      eventId: 'ev-1',
      title: 'India vs Australia',
      date: '2026-12-01',
      time: '19:30',
      venue: 'Wankhede Stadium',
      pricePaise: 150_000,
      category: 'cricket',
      startsAt: '2026-12-01T14:00:00.000Z',
    });
  });
});
