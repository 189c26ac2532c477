import { useEffect } from 'react';
import { keepTicketsOffline } from '@/client/lib/service-worker';
import { RECEIVED_TICKETS_READ } from './api/list-received-tickets';

/**
 * Once the tickets page has what it shows, the service worker keeps it for offline use: the page's
 * code, the session, these bookings reads and the tickets transferred to the fan (only these:
 * nothing with a price is kept). Each load online reads them all again, so a ticket given away
 * since (here or on another device) is never shown from an older copy.
 */
export function useKeepTicketsOffline(bookingIds: readonly string[] | undefined) {
  const key = bookingIds?.join(',');
  useEffect(() => {
    if (key === undefined) return;
    const reads = [
      '/api/auth/session',
      '/api/bookings',
      RECEIVED_TICKETS_READ,
      ...key
        .split(',')
        .filter(Boolean)
        .map((id) => `/api/bookings/${id}`),
    ];
    void keepTicketsOffline(reads).catch(() => {});
  }, [key]);
}
