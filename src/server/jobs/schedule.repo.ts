import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { scheduledJobs } from '../db/schema';
import { retryingTransaction, type Transaction } from '../db/transaction';

export type JobRow = typeof scheduledJobs.$inferSelect;

/** What a claimed run leaves in the job's row. */
export interface JobRunRecord {
  coveredUntil: Date | null;
  nextRunAt: Date;
}

/** The job schedule's table (decision 010): its rows, claimed one process at a time. */
export function createScheduleRepo(db: Db) {
  return {
    /** Adds the job, due at once, unless it is there. */
    async ensure(name: string, at: Date): Promise<void> {
      await db.insert(scheduledJobs).values({ name, nextRunAt: at }).onConflictDoNothing();
    },

    /**
     * Claims the job when it is due at `now`: its row stays locked while `work` runs in the same
     * transaction, and another process's claim passes over it (SKIP LOCKED) instead of waiting.
     * What the work wrote and the job's new row commit together. Undefined when not claimed.
     */
    claim<T>(
      name: string,
      now: Date,
      work: (job: JobRow, transaction: Transaction) => Promise<{ result: T; record: JobRunRecord }>,
    ): Promise<T | undefined> {
      return retryingTransaction(db, async (tx, transaction) => {
        const [job] = await tx
          .select()
          .from(scheduledJobs)
          .where(and(eq(scheduledJobs.name, name), lte(scheduledJobs.nextRunAt, now)))
          .for('update', { skipLocked: true });
        if (!job) return undefined;
        const { result, record } = await work(job, transaction);
        await tx
          .update(scheduledJobs)
          .set({ ...record, lastRunAt: now })
          .where(eq(scheduledJobs.name, name));
        return result;
      });
    },
  };
}

export type ScheduleRepo = ReturnType<typeof createScheduleRepo>;
