import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiRequestError } from '@/client/lib/api-client';
import type { QueueStatus } from '@/shared/schemas/waiting-room';
import { getQueueStatus, queueStatusQueryKey, queueStreamUrl } from './api/get-queue-status';
import { joinQueue, useJoinQueueAgain } from './api/join-queue';

/** How often the page asks where the fan stands while the live stream is down (decision 017: 20–30 s). */
export const FALLBACK_POLL_MS = 25_000;

export type QueueView =
  | { kind: 'joining' }
  /** `offsetMs`: the server's clock minus this browser's, for the countdowns. */
  | { kind: 'status'; status: QueueStatus; offsetMs: number }
  /** The sale has no queue (never had, or it was turned off): the fan may book straight away. */
  | { kind: 'no_queue'; message: string }
  | { kind: 'not_found' }
  | { kind: 'error'; message: string };

/** Refusals that no later answer will change: the page stops listening. */
function finalRefusal(error: unknown): QueueView | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.code === 'no_queue') return { kind: 'no_queue', message: error.message };
  if (error.status === 404) return { kind: 'not_found' };
  return null;
}

/**
 * The fan's place, joining the queue when they have none: a reload or another device reads the
 * place it has (one GET), and a turn that ended is shown as ended, not joined again unasked. The
 * live stream writes into the same cache.
 */
const queueStatusQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: queueStatusQueryKey(eventId),
    queryFn: async ({ signal }) => {
      const status = await getQueueStatus(eventId, signal);
      return status.place ? status : joinQueue(eventId);
    },
    // Kept fresh by the stream, or by the fallback poll while it is down.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

/**
 * The queue's live stream into the status cache. EventSource reconnects by itself with
 * Last-Event-ID; answers whether it is open now (the page polls while it is not). Closed for good
 * (the server refused it: the queue went off, the session ended), the page asks at once.
 */
function useQueueStream(eventId: string, enabled: boolean, setLive: (live: boolean) => void) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const queryKey = queueStatusQueryKey(eventId);
    const source = new EventSource(queueStreamUrl(eventId));
    source.addEventListener('status', (message) => {
      setLive(true);
      client.setQueryData(queryKey, JSON.parse((message as MessageEvent<string>).data) as QueueStatus);
    });
    source.onopen = () => setLive(true);
    source.onerror = () => {
      setLive(false);
      if (source.readyState === EventSource.CLOSED) void client.invalidateQueries({ queryKey });
    };
    return () => {
      source.close();
      setLive(false);
    };
  }, [client, eventId, enabled, setLive]);
}

/**
 * The signed-in fan's place in an event's queue, live. `retry` asks again after a failure;
 * `joinAgain` asks for a new place once a turn has ended.
 */
export function useQueue(eventId: string, signedIn: boolean) {
  const [live, setLive] = useState(false);
  const query = useQuery({
    ...queueStatusQueryOptions(eventId),
    enabled: signedIn,
    // The fallback poll runs only while the stream is down, and never after a final refusal.
    refetchInterval: (q) => (live || finalRefusal(q.state.error) ? false : FALLBACK_POLL_MS),
  });
  const refused = finalRefusal(query.error);
  useQueueStream(eventId, signedIn && query.data !== undefined && refused === null, setLive);
  const again = useJoinQueueAgain(eventId);

  let view: QueueView;
  if (refused) view = refused;
  else if (query.data)
    // A failed poll keeps what the page shows: the next one may answer.
    view = {
      kind: 'status',
      status: query.data,
      offsetMs: Date.parse(query.data.serverNow) - query.dataUpdatedAt,
    };
  else if (query.error)
    view = {
      kind: 'error',
      message:
        query.error instanceof ApiRequestError
          ? query.error.message
          : 'The server could not be reached. Please try again.',
    };
  else view = { kind: 'joining' };
  return { view, retry: () => void query.refetch(), joinAgain: () => again.mutate() };
}
