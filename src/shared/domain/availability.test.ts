import { describe, expect, it } from 'vitest';
import { placesShownAvailable, type SeatState, seatShown } from './availability';

const at = new Date('2030-04-01T12:00:00Z');
const later = new Date(at.getTime() + 60_000);
const earlier = new Date(at.getTime() - 1);

describe('shown available', () => {
  it('counts places neither sold nor held by a live hold, never below zero', () => {
    expect(placesShownAvailable({ capacity: 100, sold: 60, liveHeld: 15 })).toBe(25);
    expect(placesShownAvailable({ capacity: 100, sold: 100, liveHeld: 0 })).toBe(0);
    expect(placesShownAvailable({ capacity: 10, sold: 8, liveHeld: 3 })).toBe(0);
  });

  it('shows a seat held by another live hold as blocked, and the viewer their own as available', () => {
    const held: SeatState = { status: 'available', holdId: 'h1', holdExpiresAt: later };
    expect(seatShown(held, at, 'h2')).toEqual({ status: 'blocked', heldByYou: false });
    expect(seatShown(held, at, undefined)).toEqual({ status: 'blocked', heldByYou: false });
    expect(seatShown(held, at, 'h1')).toEqual({ status: 'available', heldByYou: true });
  });

  it('frees a seat whose hold has expired, swept or not', () => {
    expect(seatShown({ status: 'available', holdId: 'h1', holdExpiresAt: earlier }, at, 'h2')).toEqual({
      status: 'available',
      heldByYou: false,
    });
    expect(seatShown({ status: 'available', holdId: 'h1', holdExpiresAt: at }, at, 'h1')).toEqual({
      status: 'available',
      heldByYou: false,
    });
    expect(seatShown({ status: 'available', holdId: null, holdExpiresAt: null }, at, 'h1')).toEqual({
      status: 'available',
      heldByYou: false,
    });
  });

  it('shows sold seats as occupied and seats never for sale as blocked', () => {
    expect(seatShown({ status: 'sold', holdId: null, holdExpiresAt: null }, at, undefined).status).toBe(
      'occupied',
    );
    expect(seatShown({ status: 'blocked', holdId: null, holdExpiresAt: null }, at, undefined).status).toBe(
      'blocked',
    );
  });
});
