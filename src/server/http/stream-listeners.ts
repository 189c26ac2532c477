/** What a live stream writes to (a route adapts hono's SSE stream to it; tests record it). */
export interface StreamSink {
  /** The stream's first bytes (the response's headers go with them: the browser's 'open'). */
  start(): Promise<void>;
  /** One event with its id and JSON data. */
  event(id: string, data: string): Promise<void>;
  /** A comment line (`: text`), which keeps idle proxies from closing the connection. */
  comment(text: string): Promise<void>;
  /** Resolves when the client has gone away. */
  readonly gone: Promise<void>;
}

/** One open stream, as the hubs of live streams (notifications, queue places) keep it. */
export interface StreamListener {
  userId: string;
  /** The sign-in session that opened it: a signed-out or revoked one stops hearing. */
  sessionId: string;
  openedAt: number;
  lastBeatAt: number;
  sink: StreamSink;
  /** Ends the stream: its serve returns and the route closes the response. */
  end(): void;
}

export interface StreamLimits {
  /** A comment this often on every stream, so idle proxies keep it open (15–25 s). */
  heartbeatMs: number;
  /** The longest a stream stays open: the browser then reconnects and is checked again. */
  maxStreamMs: number;
  /** Streams one account may hold open at once (a few tabs and devices); more are refused (429). */
  maxStreamsPerAccount: number;
  /** How often the open streams' sessions are checked. */
  sessionCheckMs: number;
}

/** `end()`, and a promise that resolves when it is called: what a listener's serve waits on. */
export function endSignal(): { end: () => void; ended: Promise<void> } {
  let end = () => {};
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  return { end, ended };
}

/**
 * The open streams of one hub, with what every live stream owes: a cap per account, heartbeats, a
 * lifetime, and an end when its sign-in ends (checked every sessionCheckMs, one query for all).
 */
export function createStreamListeners<L extends StreamListener>(
  limits: StreamLimits,
  /** Which of these sign-in sessions still live (auth). */
  liveSessionIds: (ids: readonly string[]) => Promise<Set<string>>,
) {
  const listeners = new Set<L>();
  const openOf = new Map<string, number>();
  let sessionsCheckedAt = Date.now();

  return {
    add(listener: L) {
      listeners.add(listener);
      openOf.set(listener.userId, (openOf.get(listener.userId) ?? 0) + 1);
    },
    /** Forgets a listener; false when it was gone already. */
    delete(listener: L): boolean {
      if (!listeners.delete(listener)) return false;
      const left = (openOf.get(listener.userId) ?? 1) - 1;
      if (left > 0) openOf.set(listener.userId, left);
      else openOf.delete(listener.userId);
      return true;
    },
    [Symbol.iterator]: () => listeners[Symbol.iterator](),
    get size() {
      return listeners.size;
    },
    /** Whether the account may open one more stream. */
    admits: (userId: string) => (openOf.get(userId) ?? 0) < limits.maxStreamsPerAccount,
    /** Ends the streams whose sign-in ended (signed out, revoked, suspended, expired). */
    async endSignedOut() {
      if (listeners.size === 0 || Date.now() - sessionsCheckedAt < limits.sessionCheckMs) return;
      sessionsCheckedAt = Date.now();
      const live = await liveSessionIds([...new Set([...listeners].map((l) => l.sessionId))]);
      for (const listener of listeners) if (!live.has(listener.sessionId)) listener.end();
    },
    /** Heartbeats, and closing streams past their lifetime (their browsers reconnect at once). */
    beat() {
      const at = Date.now();
      for (const listener of listeners) {
        if (at - listener.openedAt >= limits.maxStreamMs) listener.end();
        else if (at - listener.lastBeatAt >= limits.heartbeatMs) {
          listener.lastBeatAt = at;
          void listener.sink.comment('heartbeat').catch(() => {});
        }
      }
    },
  };
}
