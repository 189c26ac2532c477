import { useCallback } from 'react';
import { notify } from '@/client/lib/notify';
import { BOOKING_TOASTS } from './booking-messages';
import type { BookingEvent } from './booking-queue';

/**
 * The ONE app-wide booking entry point: every 'Book Tickets' button (and the cart's 'Proceed to
 * Checkout', several events one after another) calls the function this returns. The queue loads
 * on the first press, so the pages that book carry none of it (nor a preload entry for it).
 */
export function useOpenBooking(): (event: BookingEvent | readonly BookingEvent[]) => void {
  return useCallback((event) => {
    import('./booking-queue').then(
      ({ openBooking }) => openBooking(event),
      () => notify.error(...BOOKING_TOASTS.couldNotOpen),
    );
  }, []);
}
