import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/client/paths';
import type { CatalogueEvent } from '@/shared/schemas/catalogue';

/**
 * The ONE app-wide booking entry point: every 'Book Tickets' button calls the function this returns.
 * Until the booking dialog exists it opens the event's page (on that page itself this is a no-op
 * in effect). The booking issue replaces the body with "open the booking dialog for this event".
 */
export function useOpenBooking(): (event: CatalogueEvent) => void {
  const navigate = useNavigate();
  return useCallback((event) => navigate(paths.event(event.id, event.category)), [navigate]);
}
