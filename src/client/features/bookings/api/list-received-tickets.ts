import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { ReceivedTicket } from '@/shared/schemas/ticket-transfer';

/** The read the service worker keeps for offline use with the bookings (use-keep-offline.ts). */
export const RECEIVED_TICKETS_READ = '/api/tickets/received';

/** GET /api/tickets/received: tickets others transferred to the signed-in fan, soonest match first. */
export const receivedTicketsQueryOptions = (owner: string) =>
  queryOptions({
    queryKey: ['me', owner, 'tickets', 'received'],
    queryFn: async ({ signal }) =>
      (await apiGet<{ items: ReceivedTicket[] }>('/tickets/received', { signal })).items,
    // Asked even without a network: the service worker answers with the kept copy (tickets offline).
    networkMode: 'offlineFirst',
  });
