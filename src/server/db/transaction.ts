import type { Db } from './client';

/** PostgreSQL's deadlock and serialization failures: the transaction is safe to run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 4;

export const errorCode = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;

/** The constraint a PostgreSQL error names (a CHECK, a unique index, or a rule raised naming one). */
export const errorConstraint = (error: unknown) =>
  (error as { cause?: { constraint?: string } }).cause?.constraint ??
  (error as { constraint?: string }).constraint;

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

const handle = Symbol('open transaction');

/**
 * An open transaction as a service hands it to another module, whose repository joins it
 * (joinTransaction): bookings confirms a payment and inventory sells the places in one transaction,
 * each module writing only its own tables. Services cannot query through it.
 */
export interface Transaction {
  readonly [handle]: Db;
}

/** The database handle of an open transaction, for the repository of a module that joins it. */
export function joinTransaction(transaction: Transaction): Db {
  return transaction[handle];
}

/**
 * Runs fn in one transaction, run again after a deadlock or serialization failure. fn gets the
 * transaction's handle and the same transaction for other modules to join.
 */
export function retryingTransaction<T>(
  db: Db,
  fn: (tx: Db, transaction: Transaction) => Promise<T>,
): Promise<T> {
  return retryOnConflict(() =>
    db.transaction((tx) => {
      const joined = tx as unknown as Db;
      return fn(joined, { [handle]: joined });
    }),
  );
}
