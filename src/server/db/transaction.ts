import type { Db } from './client';

/** PostgreSQL's deadlock and serialization failures: the transaction is safe to run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 4;

const errorCode = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;

/**
 * Runs fn again when PostgreSQL aborted it as a deadlock (two buyers locking the same seats in
 * different orders) or a serialization failure; fn must be one transaction or one statement.
 */
export async function retryOnConflict<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fn();
    } catch (error) {
      const code = errorCode(error);
      if (attempt >= MAX_ATTEMPTS || !code || !RETRYABLE.has(code)) throw error;
    }
  }
}

/** Runs fn in one transaction, run again after a deadlock or serialization failure. */
export function retryingTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return retryOnConflict(() => db.transaction((tx) => fn(tx as unknown as Db)));
}
