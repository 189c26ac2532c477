import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { EventBlocks } from '@/shared/schemas/booking';

/** While the map is open it asks again this often (the contract: every 5 s; 304 when nothing changed). */
export const BLOCKS_POLL_MS = 5000;

/**
 * GET /api/events/:eventId/blocks: every block's seats free now and the event's version. The browser
 * revalidates with the answer's ETag (Cache-Control: no-cache), so an unchanged event costs a 304.
 */
export function fetchEventBlocks(eventId: string, signal?: AbortSignal): Promise<EventBlocks> {
  return apiGet<EventBlocks>(`/events/${encodeURIComponent(eventId)}/blocks`, { signal });
}

export const eventBlocksQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ['event-blocks', eventId],
    queryFn: ({ signal }) => fetchEventBlocks(eventId, signal),
    staleTime: BLOCKS_POLL_MS,
  });

export const useEventBlocks = (eventId: string) =>
  useQuery({ ...eventBlocksQueryOptions(eventId), refetchInterval: BLOCKS_POLL_MS });
