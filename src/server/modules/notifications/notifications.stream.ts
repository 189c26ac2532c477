import type { NotificationEvent } from '../../../shared/schemas/notifications';
import {
  createStreamListeners,
  endSignal,
  type StreamListener,
  type StreamSink,
} from '../../http/stream-listeners';
import { periodicPass } from '../../jobs/periodic-pass';
import type { NotificationRow, NotificationsRepo } from './notifications.repo';
import { notificationView } from './notifications.service';

export interface NotificationStreamOptions {
  /** How often the hub reads new notifications while anyone listens (other processes' writes). */
  pollMs?: number;
  /** A comment this often on every stream (the contract's 15–25 s). */
  heartbeatMs?: number;
  /**
   * How long a written notification may take to commit and still reach its streams: `seq` is taken
   * at insert, so a transaction that commits after a later one shows a seq below what was already
   * seen. The hub re-reads from the highest seq it had seen this long ago and skips ids it delivered.
   */
  commitGraceMs?: number;
  /**
   * The longest a stream stays open: the browser then reconnects and its session is checked again
   * (a refresh of whatever it missed).
   */
  maxStreamMs?: number;
  /** How often the open streams' sessions are checked: a signed-out or revoked one stops hearing. */
  sessionCheckMs?: number;
  /** Streams one account may hold open at once (a few tabs); more are refused (429). */
  maxStreamsPerAccount?: number;
}

const DEFAULTS: Required<NotificationStreamOptions> = {
  pollMs: 1000,
  heartbeatMs: 20_000,
  commitGraceMs: 30_000,
  maxStreamMs: 30 * 60_000,
  maxStreamsPerAccount: 10,
  sessionCheckMs: 5000,
};
/** A resumed stream replays at most this many (the newest); the client reloads its list on reconnect anyway. */
const REPLAY_LIMIT = 50;
/** Ids a stream remembers having sent, to send none twice when the replay and the hub overlap. */
const SENT_MEMORY = 200;
/** A nudge reads again this much later: a writer inside a transaction nudges before its commit. */
const AFTER_COMMIT_MS = 250;

interface Listener extends StreamListener {
  deliver(rows: NotificationRow[], unread: number): void;
}

/**
 * Live delivery of new notifications to the accounts' open streams, for every process on one
 * database: one shared poll of the table per process while anyone listens (never a query per
 * stream per tick), nudged at once when this process writes one. Each stream gets each
 * notification of its account once.
 */
export function createNotificationStreams(deps: {
  repo: NotificationsRepo;
  /** Which of these sign-in sessions still live (auth). */
  liveSessionIds: (ids: readonly string[]) => Promise<Set<string>>;
  log: (message: string, detail?: unknown) => void;
  options?: NotificationStreamOptions;
}) {
  const { repo, log } = deps;
  const { pollMs, heartbeatMs, commitGraceMs, maxStreamMs, maxStreamsPerAccount, sessionCheckMs } = {
    ...DEFAULTS,
    ...deps.options,
  };
  const listeners = createStreamListeners<Listener>(
    { heartbeatMs, maxStreamMs, maxStreamsPerAccount, sessionCheckMs },
    deps.liveSessionIds,
  );
  /** Rows with a seq at or below this are delivered or were written before anyone listened. */
  let floor: number | null = null;
  /** The highest seq seen at each poll, to move the floor once a mark is commitGraceMs old. */
  let marks: { at: number; highest: number }[] = [];
  /** Ids above the floor already delivered (a re-read window sees them again). */
  const delivered = new Map<string, number>();
  let closed = false;
  let stopPolling: (() => void) | null = null;
  let followUp: ReturnType<typeof setTimeout> | null = null;

  async function poll(): Promise<number> {
    if (listeners.size === 0) return 0;
    if (floor === null) {
      floor = await repo.latestSeq();
      marks = [{ at: Date.now(), highest: floor }];
      return 0;
    }
    await listeners.endSignedOut();
    const userIds = [...new Set([...listeners].map((listener) => listener.userId))];
    // The table's newest too: the floor moves on while the listening accounts get nothing.
    const [rows, latest] = await Promise.all([repo.since(userIds, floor), repo.latestSeq()]);
    const fresh = rows.filter((row) => !delivered.has(row.id));
    let highest = Math.max(marks.at(-1)?.highest ?? floor, latest);
    for (const row of fresh) {
      delivered.set(row.id, row.seq);
      highest = Math.max(highest, row.seq);
    }
    advanceFloor(highest);
    if (fresh.length > 0) await deliver(fresh);
    listeners.beat();
    return fresh.length;
  }

  function advanceFloor(highest: number) {
    const at = Date.now();
    marks.push({ at, highest });
    const settled = marks.filter((mark) => mark.at <= at - commitGraceMs).at(-1);
    if (!settled) return;
    floor = settled.highest;
    marks = marks.filter((mark) => mark.at > settled.at);
    marks.unshift(settled);
    for (const [id, seq] of delivered) if (seq <= settled.highest) delivered.delete(id);
  }

  async function deliver(rows: NotificationRow[]) {
    const byUser = new Map<string, NotificationRow[]>();
    for (const row of rows) {
      const mine = byUser.get(row.userId);
      if (mine) mine.push(row);
      else byUser.set(row.userId, [row]);
    }
    const unread = await repo.unreadOf([...byUser.keys()]);
    for (const listener of listeners) {
      const mine = byUser.get(listener.userId);
      if (mine) listener.deliver(mine, unread.get(listener.userId) ?? 0);
    }
  }

  const pass = periodicPass('notification stream', poll, log);

  function nudge() {
    if (listeners.size === 0) return;
    void pass.nudge().catch((error: unknown) => log('notification stream poll failed', error));
    if (followUp) return;
    followUp = setTimeout(() => {
      followUp = null;
      void pass.nudge().catch((error: unknown) => log('notification stream poll failed', error));
    }, AFTER_COMMIT_MS);
    followUp.unref();
  }

  function remove(listener: Listener) {
    if (!listeners.delete(listener) || listeners.size > 0) return;
    stopPolling?.();
    stopPolling = null;
    floor = null;
    marks = [];
    delivered.clear();
  }

  /**
   * Serves one account's stream until the client goes away or the hub ends it: the notifications
   * after `lastSeq` first (a reconnect's Last-Event-ID), then each new one as it is written.
   */
  async function serve(
    caller: { userId: string; sessionId: string },
    lastSeq: number | null,
    sink: StreamSink,
  ): Promise<void> {
    const { userId } = caller;
    if (closed) return;
    const sent = new Set<string>();
    let writing = Promise.resolve();
    const write = (row: NotificationRow, unread: number) => {
      if (sent.has(row.id)) return;
      sent.add(row.id);
      if (sent.size > SENT_MEMORY) sent.delete(sent.values().next().value as string);
      const data = JSON.stringify({
        notification: notificationView(row),
        unread,
      } satisfies NotificationEvent);
      writing = writing.then(() => sink.event(String(row.seq), data)).catch(() => {});
    };
    // What the hub delivers while the replay is read waits here, to go out after it.
    let pending: { row: NotificationRow; unread: number }[] | null = [];
    const { end, ended } = endSignal();
    const now = Date.now();
    const listener: Listener = {
      ...caller,
      openedAt: now,
      lastBeatAt: now,
      sink,
      end,
      deliver: (rows, unread) => {
        for (const row of rows) {
          if (pending) pending.push({ row, unread });
          else write(row, unread);
        }
      },
    };
    listeners.add(listener);
    stopPolling ??= pass.start(pollMs);
    try {
      // The hub knows where it starts before the response's first byte (the browser's 'open').
      await pass.nudge();
      await sink.start();
      if (lastSeq !== null) {
        const [rows, unread] = await Promise.all([
          repo.after(userId, lastSeq, REPLAY_LIMIT),
          repo.unread(userId),
        ]);
        for (const row of rows) write(row, unread);
      }
      const buffered = pending;
      pending = null;
      for (const { row, unread } of buffered) write(row, unread);
      await Promise.race([sink.gone, ended]);
      await writing;
    } finally {
      remove(listener);
    }
  }

  return {
    serve,
    /** Whether the account may open one more stream (it holds fewer than maxStreamsPerAccount). */
    admits: listeners.admits,
    /** A notification was written in this process: read now rather than at the next tick. */
    nudge,
    /** How many streams are open (tests, health). */
    get open() {
      return listeners.size;
    },
    /** Ends every stream and refuses new ones (server shutdown: open streams would hold it up). */
    close() {
      closed = true;
      for (const listener of [...listeners]) {
        listener.end();
        remove(listener);
      }
      if (followUp) clearTimeout(followUp);
    },
  };
}

export type NotificationStreams = ReturnType<typeof createNotificationStreams>;
