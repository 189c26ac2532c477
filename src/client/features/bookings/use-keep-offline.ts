import { useEffect } from 'react';
import { keepTicketsOffline } from '@/client/lib/service-worker';

/**
 * Once the tickets page has what it shows, the service worker keeps it for offline use: the page's
 * code, the session and these bookings reads (only these: nothing with a price is kept).
 */
export function useKeepTicketsOffline(bookingIds: readonly string[] | undefined) {
  const key = bookingIds?.join(',');
  useEffect(() => {
    if (key === undefined) return;
    const reads = [
      '/api/auth/session',
      '/api/bookings',
      ...key
        .split(',')
        .filter(Boolean)
        .map((id) => `/api/bookings/${id}`),
    ];
    void keepTicketsOffline(reads).catch(() => {});
  }, [key]);
}
