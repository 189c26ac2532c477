import { useCallback } from 'react';
import { openBooking } from '@/client/lib/booking-launcher';
import type { CatalogueEvent } from '@/shared/schemas/catalogue';

/**
 * The ONE app-wide booking entry point: every 'Book Tickets' button calls the function this returns.
 * It opens the global booking dialog (mounted lazily by the root layout) for the event.
 */
export function useOpenBooking(): (event: CatalogueEvent) => void {
  return useCallback((event) => openBooking(event), []);
}
