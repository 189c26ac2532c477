import { standingTag } from '../../../shared/domain/waiting-room';
import type { QueueStatus } from '../../../shared/schemas/waiting-room';
import {
  createStreamListeners,
  endSignal,
  type StreamListener,
  type StreamSink,
} from '../../http/stream-listeners';
import { periodicPass } from '../../jobs/periodic-pass';

export interface QueueStreamOptions {
  /** How often the hub reads the places of the fans listening (one read per event per tick). */
  pollMs?: number;
  /** A comment this often on every stream, so idle proxies keep it open. */
  heartbeatMs?: number;
  /** The longest a stream stays open: the browser then reconnects (and is checked again). */
  maxStreamMs?: number;
  /** Streams one account may hold open at once (a few tabs and devices); more are refused (429). */
  maxStreamsPerAccount?: number;
  /** How often the open streams' sessions are checked: a signed-out or suspended fan stops hearing. */
  sessionCheckMs?: number;
}

const DEFAULTS: Required<QueueStreamOptions> = {
  pollMs: 2000,
  heartbeatMs: 20_000,
  maxStreamMs: 30 * 60_000,
  maxStreamsPerAccount: 5,
  sessionCheckMs: 5000,
};

/** The event id of a status: what the fan is shown (a reconnect's Last-Event-ID names it). */
export const statusTag = (status: QueueStatus) => (status.place ? standingTag(status.place) : 'none');

interface Listener extends StreamListener {
  eventId: string;
  /** The tag of what this stream last sent (or the browser had, from Last-Event-ID). */
  lastTag: string | null;
}

/**
 * Live places in the queues for every process on one database: while anyone listens, one read of
 * each listened-to event's places per tick (never a query per stream), and each stream is sent its
 * status only when what the fan sees changed. A queue's state lives in PostgreSQL, so a fan's
 * place moves here whichever process admitted the fans ahead.
 */
export function createQueueStreams(deps: {
  statuses: (eventId: string, userIds: readonly string[]) => Promise<Map<string, QueueStatus>>;
  /** Which of these sign-in sessions still live (auth). */
  liveSessionIds: (ids: readonly string[]) => Promise<Set<string>>;
  log: (message: string, detail?: unknown) => void;
  options?: QueueStreamOptions;
}) {
  const { pollMs, ...limits } = { ...DEFAULTS, ...deps.options };
  const listeners = createStreamListeners<Listener>(limits, deps.liveSessionIds);
  let stopPolling: (() => void) | null = null;
  let closed = false;

  async function poll(): Promise<number> {
    await listeners.endSignedOut();
    const byEvent = new Map<string, Listener[]>();
    for (const listener of listeners) {
      const list = byEvent.get(listener.eventId);
      if (list) list.push(listener);
      else byEvent.set(listener.eventId, [listener]);
    }
    let sent = 0;
    for (const [eventId, list] of byEvent) {
      const statuses = await deps.statuses(eventId, [...new Set(list.map((l) => l.userId))]);
      for (const listener of list) {
        const status = statuses.get(listener.userId);
        // The queue was turned off: the fan may book straight away; the page reads that on reconnect.
        if (!status) {
          listener.end();
          continue;
        }
        const tag = statusTag(status);
        if (tag === listener.lastTag) continue;
        listener.lastTag = tag;
        sent += 1;
        void listener.sink.event(tag, JSON.stringify(status)).catch(() => {});
      }
    }
    listeners.beat();
    return sent;
  }

  const pass = periodicPass('queue stream', poll, deps.log);

  return {
    /** Serves one fan's stream of their place until they go away; lastTag: what their page shows. */
    async serve(
      caller: { eventId: string; userId: string; sessionId: string },
      lastTag: string | null,
      sink: StreamSink,
    ) {
      if (closed) return;
      const { end, ended } = endSignal();
      const openedAt = Date.now();
      const listener: Listener = { ...caller, lastTag, openedAt, lastBeatAt: openedAt, sink, end };
      await sink.start();
      listeners.add(listener);
      stopPolling ??= pass.start(pollMs);
      try {
        await pass.nudge();
        await Promise.race([sink.gone, ended]);
      } finally {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopPolling?.();
          stopPolling = null;
        }
      }
    },
    /** Whether the account may open one more stream (a script opening hundreds would cost a poll each). */
    admits: listeners.admits,
    /** Places moved in this process (an admission): tell the streams now rather than at the next tick. */
    nudge() {
      if (listeners.size > 0)
        void pass.nudge().catch((error: unknown) => deps.log('queue stream poll failed', error));
    },
    get open() {
      return listeners.size;
    },
    /** Ends every stream and refuses new ones (shutdown). */
    close() {
      closed = true;
      for (const listener of [...listeners]) listener.end();
    },
  };
}

export type QueueStreams = ReturnType<typeof createQueueStreams>;
