import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '@/client/lib/api-client';
import { notify } from '@/client/lib/notify';
import { LIMITS } from '@/shared/constants';
import type { MapSeat } from '@/shared/schemas/booking';
import { BOOKING_TOASTS } from './booking-messages';
import { seatIsFree } from './seat-map-index';
import { type HoldSession, isHoldExpired } from './use-hold-session';

/** A category's place count as step 1 allows it: 1 to the seats per booking. */
const clampCount = (count: number) => Math.min(LIMITS.seatsPerBooking, Math.max(1, Math.floor(count)));

/** Quantity steps within this long are sent as one change to the hold. */
const COUNT_DEBOUNCE_MS = 350;

const refused = (error: unknown, code?: string): error is ApiRequestError =>
  error instanceof ApiRequestError && error.status === 409 && (code === undefined || error.code === code);

export interface BookingSelection {
  categoryId: string | null;
  count: number;
  seatIds: readonly string[];
  chooseCategory: (id: string) => void;
  changeCount: (next: number) => void;
  toggleSeat: (seat: MapSeat) => void;
  /** Sends a quantity change still waiting out its debounce. */
  flushCount: () => void;
  /** Shows a choice the hold already holds (a reopened dialog, auto-save): nothing is sent. */
  restore: (choice: { categoryId: string | null; count: number; seatIds: readonly string[] }) => void;
}

/**
 * Step 1's choice, shown at once and sent to the hold: a category and quantity (steps of the
 * quantity debounced into one change) or up to six map seats. When the server refuses, the screen
 * rolls back to what the hold really holds; a seat taken meanwhile is dropped and the map refetched.
 */
export function useBookingSelection(
  hold: HoldSession,
  refreshSeating: () => void,
  /** Seats to start with (a cart line's quantity), capped at the seats per booking. */
  initialCount = 1,
): BookingSelection {
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [count, setCount] = useState(() => clampCount(initialCount));
  const [seatIds, setSeatIds] = useState<readonly string[]>([]);
  // The seats as last chosen, also between renders (two clicks before a re-render).
  const seatIdsRef = useRef<readonly string[]>([]);
  const countTimer = useRef<{ id: number; send: () => void } | null>(null);

  const sendCategory = useCallback(
    (id: string, quantity: number) => {
      hold.select({ kind: 'category', categoryId: id, quantity }).catch((error: unknown) => {
        if (isHoldExpired(error)) return;
        if (refused(error)) {
          notify.error(error.message);
          refreshSeating();
        } else notify.failure(error);
        const held = hold.latest()?.selection;
        setCategoryId(held?.kind === 'category' ? held.categoryId : null);
        if (held?.kind === 'category') setCount(held.quantity);
      });
    },
    [hold, refreshSeating],
  );

  const cancelCount = () => {
    if (countTimer.current) window.clearTimeout(countTimer.current.id);
    countTimer.current = null;
  };
  useEffect(() => () => window.clearTimeout(countTimer.current?.id), []);

  const flushCount = useCallback(() => {
    const pending = countTimer.current;
    if (!pending) return;
    window.clearTimeout(pending.id);
    countTimer.current = null;
    pending.send();
  }, []);

  const chooseCategory = (id: string) => {
    cancelCount();
    setCategoryId(id);
    setSeatIds([]);
    seatIdsRef.current = [];
    sendCategory(id, count);
  };

  const changeCount = (next: number) => {
    const quantity = clampCount(next);
    setCount(quantity);
    if (!categoryId) return;
    cancelCount();
    const send = () => sendCategory(categoryId, quantity);
    countTimer.current = {
      id: window.setTimeout(() => {
        countTimer.current = null;
        send();
      }, COUNT_DEBOUNCE_MS),
      send,
    };
  };

  const toggleSeat = (seat: MapSeat) => {
    if (!seatIsFree(seat)) {
      notify.error(...BOOKING_TOASTS.seatUnavailable);
      return;
    }
    const current = seatIdsRef.current;
    const selected = current.includes(seat.id);
    if (!selected && current.length >= LIMITS.seatsOnMap) {
      notify.error(...BOOKING_TOASTS.maximumSeats);
      return;
    }
    const next = selected ? current.filter((id) => id !== seat.id) : [...current, seat.id];
    seatIdsRef.current = next;
    setSeatIds(next);
    if (next.length > 0) setCount(next.length);
    setCategoryId(null);
    hold.select(next.length > 0 ? { kind: 'seats', seatIds: [...next] } : null).catch((error: unknown) => {
      if (isHoldExpired(error)) return;
      const held = hold.latest()?.selection;
      const kept = held?.kind === 'seats' ? held.seatIds : [];
      if (refused(error, 'seat_unavailable')) {
        notify.error(...BOOKING_TOASTS.seatUnavailable);
        const lost = (error.fields.seatIds ?? '').split(',');
        refreshSeating();
        seatIdsRef.current = kept.filter((id) => !lost.includes(id));
      } else {
        notify.failure(error);
        seatIdsRef.current = kept;
      }
      setSeatIds(seatIdsRef.current);
    });
  };

  const restore: BookingSelection['restore'] = (choice) => {
    cancelCount();
    setCategoryId(choice.categoryId);
    setCount(clampCount(choice.count));
    seatIdsRef.current = choice.seatIds;
    setSeatIds(choice.seatIds);
  };

  return { categoryId, count, seatIds, chooseCategory, changeCount, toggleSeat, flushCount, restore };
}
