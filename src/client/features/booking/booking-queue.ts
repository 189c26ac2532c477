import { useSyncExternalStore } from 'react';
import { notify } from '@/client/lib/notify';
import { BOOKING_TOASTS } from './booking-messages';
import { requestBookingHost } from './shell/booking-slot';

/**
 * The global booking modal (product-spec.md section 4 "Booking modal (global)"): a queue of events to book.
 * One event from a 'Book Tickets' button, several from the cart's 'Proceed to Checkout' (booked one
 * after another). Only lazily loaded code imports this module (useOpenBooking loads it on the
 * first press); openBooking asks the root layout's BookingSlot to load and show the dialog's host.
 */

/** product-spec.md section 3 "Event as received by the booking dialog"; the dialog loads the rest itself. */
export interface BookingEvent {
  id: string;
  title: string;
  date: string;
  time: string;
  venue: string;
  pricePaise?: number;
  category: string;
  /** Seats to start with: a cart line's quantity (the dialog caps it at the seats per booking). */
  quantity?: number;
}

export interface BookingQueue {
  events: readonly BookingEvent[];
  /** Index of the event being booked. */
  position: number;
}

const EMPTY: BookingQueue = { events: [], position: 0 };
let state: BookingQueue = EMPTY;
const listeners = new Set<() => void>();

function set(next: BookingQueue) {
  state = next;
  for (const listener of listeners) listener();
}

const pick = ({
  id,
  title,
  date,
  time,
  venue,
  pricePaise,
  category,
  quantity,
}: BookingEvent): BookingEvent => ({
  id,
  title,
  date,
  time,
  venue,
  pricePaise,
  category,
  quantity,
});

/** Opens the booking dialog for one event, or for several one after another. */
export function openBooking(event: BookingEvent | readonly BookingEvent[]): void {
  const events = (Array.isArray(event) ? event : [event]) as BookingEvent[];
  if (events.length === 0) return;
  set({ events: events.map(pick), position: 0 });
  requestBookingHost().catch(() => {
    closeBooking();
    notify.error(...BOOKING_TOASTS.couldNotOpen);
  });
}

/** Closes the dialog and forgets the queue. */
export function closeBooking(): void {
  set(EMPTY);
}

/** Moves to the next queued event; closes when the last one is done. True when another opens. */
export function nextBooking(): boolean {
  if (state.position + 1 >= state.events.length) {
    set(EMPTY);
    return false;
  }
  set({ ...state, position: state.position + 1 });
  return true;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const snapshot = () => state;

export function useBookingQueue(): BookingQueue {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
