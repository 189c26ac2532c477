/**
 * The cart's rules (product-spec.md section 4), the same for a guest's local cart and the server's:
 * adding an event already present (by eventId) raises its quantity by 1, else it is added with 1;
 * a quantity of 0 or less removes the item; totals are the sums of quantities and price × quantity.
 */
import { LIMITS } from '../constants';
import type { ListedEvent } from '../schemas/account';

export interface CartLine {
  eventId: string;
  quantity: number;
  /** Price per ticket in paise. */
  pricePaise: number;
}

export function addToCart<T extends CartLine>(items: readonly T[], item: Omit<T, 'quantity'>): T[] {
  const existing = items.find((line) => line.eventId === item.eventId);
  if (existing) {
    return items.map((line) =>
      line.eventId === item.eventId
        ? { ...line, quantity: Math.min(line.quantity + 1, LIMITS.cartQuantityMax) }
        : line,
    );
  }
  return [...items, { ...item, quantity: 1 } as T];
}

export function setCartQuantity<T extends CartLine>(
  items: readonly T[],
  eventId: string,
  quantity: number,
): T[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return removeFromCart(items, eventId);
  const whole = Math.min(Math.floor(quantity), LIMITS.cartQuantityMax);
  return items.map((line) => (line.eventId === eventId ? { ...line, quantity: whole } : line));
}

export function removeFromCart<T extends CartLine>(items: readonly T[], eventId: string): T[] {
  return items.filter((line) => line.eventId !== eventId);
}

export function clearCart<T extends CartLine>(_items: readonly T[]): T[] {
  return [];
}

export function cartTotalItems(items: readonly CartLine[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}

export function cartTotalPaise(items: readonly CartLine[]): number {
  return items.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);
}

export function lineTotalPaise(line: CartLine): number {
  return line.pricePaise * line.quantity;
}

/** What the cart and the wishlist keep of a catalogue event. */
export function listedEvent(event: Omit<ListedEvent, 'eventId'> & { id: string }): ListedEvent {
  const { id, title, date, time, venue, pricePaise, category, startsAt } = event;
  return { eventId: id, title, date, time, venue, pricePaise, category, startsAt };
}
