import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '@/client/lib/api-client';
import type { QueueStatus } from '@/shared/schemas/waiting-room';
import { getQueueStatus, queueStreamUrl } from './api/get-queue-status';
import { joinQueue } from './api/join-queue';

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

function refusal(error: unknown): QueueView {
  if (error instanceof ApiRequestError) {
    if (error.code === 'no_queue') return { kind: 'no_queue', message: error.message };
    if (error.status === 404) return { kind: 'not_found' };
    return { kind: 'error', message: error.message };
  }
  return { kind: 'error', message: 'The server could not be reached. Please try again.' };
}

/** Refusals that no later answer will change: stop listening. */
const isFinal = (view: QueueView) => view.kind === 'no_queue' || view.kind === 'not_found';

/**
 * The signed-in fan's place in an event's queue: joins it (POST, idempotent), then follows the live
 * stream. EventSource reconnects by itself with Last-Event-ID; while it is down (or closed for
 * good) the page asks every FALLBACK_POLL_MS instead, and stops once the stream answers again.
 * `join` asks for a place again (after a turn ended, or a failed join).
 */
export function useQueue(eventId: string, signedIn: boolean): { view: QueueView; join: () => void } {
  const [view, setView] = useState<QueueView>({ kind: 'joining' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!signedIn) return;
    // A new attempt starts from 'Joining…' (the effect runs again for each).
    void attempt;
    let stopped = false;
    let source: EventSource | null = null;
    let poll: ReturnType<typeof setInterval> | undefined;

    const stopPolling = () => {
      clearInterval(poll);
      poll = undefined;
    };
    const stop = () => {
      stopped = true;
      source?.close();
      stopPolling();
    };
    const accept = (status: QueueStatus) => {
      if (!stopped) setView({ kind: 'status', status, offsetMs: Date.parse(status.serverNow) - Date.now() });
    };
    const refuse = (error: unknown) => {
      if (stopped) return;
      const next = refusal(error);
      // A failed poll keeps what the page shows: the next one may answer.
      if (isFinal(next)) {
        stop();
        setView(next);
      }
    };
    const ask = () => getQueueStatus(eventId).then(accept, refuse);
    const startPolling = () => {
      if (poll !== undefined || stopped) return;
      poll = setInterval(ask, FALLBACK_POLL_MS);
    };

    setView({ kind: 'joining' });
    joinQueue(eventId).then(
      (status) => {
        if (stopped) return;
        accept(status);
        if (typeof EventSource === 'undefined') {
          startPolling();
          return;
        }
        source = new EventSource(queueStreamUrl(eventId));
        source.addEventListener('status', (message) => {
          stopPolling();
          accept(JSON.parse((message as MessageEvent<string>).data) as QueueStatus);
        });
        source.onopen = stopPolling;
        source.onerror = () => {
          startPolling();
          // Closed for good (the server refused the stream: the queue was turned off, the session
          // ended): ask at once rather than after a whole interval.
          if (source?.readyState === EventSource.CLOSED) void ask();
        };
      },
      (error: unknown) => {
        if (!stopped) setView(refusal(error));
      },
    );
    return stop;
  }, [eventId, signedIn, attempt]);

  const join = useCallback(() => setAttempt((n) => n + 1), []);
  return { view, join };
}
