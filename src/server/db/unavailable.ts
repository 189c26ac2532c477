import pg from 'pg';

/** A query the database did not answer in time; its connection was closed (decision record 008). */
export class QueryDeadlineError extends Error {
  constructor(readonly deadlineMs: number) {
    super(`PostgreSQL did not answer within ${deadlineMs} ms; the connection was closed`);
    this.name = 'QueryDeadlineError';
  }
}

/** Socket errors of a server that is down, restarting or out of reach (a stopped container's name does not resolve). */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot serve right now: class 08 (connection exception), shutting
 * down or restarting (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now),
 * too_many_connections, and query_canceled (statement_timeout).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300|57014)$/;

/**
 * pg's own errors for a connection it could not open or lost carry no code, only a message (pg 8,
 * pg-pool 3). unavailable.test.ts produces each from the installed pg, so a change fails there.
 */
const CONNECTION_LOST = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
]);

/**
 * The error in `error`'s cause chain (drizzle wraps the driver's) that says the database cannot be
 * reached or cannot answer right now, or undefined when the failure is anything else.
 */
export function databaseUnavailableCause(error: unknown): Error | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 8; cause = cause.cause, depth += 1) {
    if (cause instanceof QueryDeadlineError || CONNECTION_LOST.has(cause.message)) return cause;
    const code = (cause as { code?: unknown }).code;
    if (typeof code !== 'string') continue;
    if (cause instanceof pg.DatabaseError ? UNAVAILABLE_STATES.test(code) : UNREACHABLE.has(code))
      return cause;
  }
  return undefined;
}
