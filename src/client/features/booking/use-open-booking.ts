import { useCallback } from 'react';
import type { CatalogueEvent } from '@/shared/schemas/catalogue';

/**
 * The ONE app-wide booking entry point: every 'Book Tickets' button calls the function this returns.
 * It opens the global booking dialog for the event. The launcher loads on the first press, so the
 * pages that book carry none of it (nor a preload entry for it on the first load).
 */
export function useOpenBooking(): (event: CatalogueEvent) => void {
  return useCallback((event) => {
    void import('@/client/lib/booking-launcher').then(({ openBooking }) => openBooking(event));
  }, []);
}
