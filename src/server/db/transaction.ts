import type { Db } from './client';

/** PostgreSQL's deadlock and serialization failures: the transaction is safe to run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 4;

const errorCode = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;

/**
 * Runs fn in one transaction. When PostgreSQL aborts it as a deadlock (two buyers locking the
 * same seats in different orders) or a serialization failure, it rolls back and runs fn again.
 */
export async function retryingTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => fn(tx as unknown as Db));
    } catch (error) {
      const code = errorCode(error);
      if (attempt >= MAX_ATTEMPTS || !code || !RETRYABLE.has(code)) throw error;
    }
  }
}
