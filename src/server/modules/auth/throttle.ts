import { CREDENTIAL_MESSAGES } from '../../../shared/schemas/credentials';
import { HttpError } from '../../http/errors';
import type { AuthRepo } from './auth.repo';

/**
 * A brake on guessing or on mass mailing (decision records 003 and 012): how many attempts one key
 * may make within its window. Past the limit the answer is 429 until the window ends.
 */
export interface Throttle {
  /** Prefix of the counter's key in sign_in_attempts ('pair', 'ip', 'reset-email', …). */
  prefix: string;
  limit: number;
  windowMs: number;
}

/** The counters of sign_in_attempts, for every brake of the auth module and the guests' look-ups. */
export function createThrottles(repo: Pick<AuthRepo, 'countAttempt' | 'uncountAttempt'>) {
  /**
   * Counts one attempt against the throttle's key in one atomic statement, before anything is
   * checked, so parallel attempts cannot slip past the limit. `refusal` is the 429 once it is over.
   */
  async function count(throttle: Throttle, id: string, now: Date, code: string, message: string) {
    const key = `${throttle.prefix}:${id}`;
    const counted = await repo.countAttempt(key, now, new Date(now.getTime() - throttle.windowMs));
    const endsInMs = counted.windowStart.getTime() + throttle.windowMs - now.getTime();
    const retryAfter = String(Math.max(1, Math.ceil(endsInMs / 1000)));
    return {
      key,
      failures: counted.failures,
      refusal:
        counted.failures > throttle.limit
          ? new HttpError(429, code, message, undefined, { 'Retry-After': retryAfter })
          : null,
    };
  }

  return {
    count,
    /** Counts one request; past the limit it is refused (429 too_many_requests). Returns its key. */
    async brake(throttle: Throttle, id: string, now: Date): Promise<string> {
      const counted = await count(
        throttle,
        id,
        now,
        'too_many_requests',
        CREDENTIAL_MESSAGES.tooManyRequests,
      );
      if (counted.refusal) throw counted.refusal;
      return counted.key;
    },
    /** Takes back one counted attempt (one that succeeded is not held against its key). */
    uncount: (key: string) => repo.uncountAttempt(key),
  };
}
export type Throttles = ReturnType<typeof createThrottles>;
