import type { Transaction } from '../db/transaction';
import type { ScheduleRepo } from './schedule.repo';

/**
 * The time a run handles: moments in (from, to]. `from` is where the last run stopped, or for a job
 * with a look-back the oldest moment still worth handling; null on a first run without one.
 */
export interface JobWindow {
  from: Date | null;
  to: Date;
  now: Date;
}

/** What one run did: how many notifications it created, and whether it stopped at a full batch. */
export interface JobOutcome {
  created: number;
  more?: boolean;
}

/** A job kept on the database's schedule (decision 010); it writes only through `transaction`. */
export interface ScheduledJob {
  name: string;
  /** How long after its moment something is still worth doing; older moments are skipped (downtime). */
  lookBackMs?: number;
  /** The longest window one run handles; a longer one (after downtime) goes in steps of this. */
  stepMs?: number;
  run(transaction: Transaction, window: JobWindow): Promise<JobOutcome>;
}

/** Runs one pass may make of one job (steps through a long window, full batches), so a pass ends. */
const MAX_RUNS_PER_PASS = 200;

/** The window a run covers, from where the job stopped (null: never ran) at `now`. */
export function jobWindow(job: ScheduledJob, coveredUntil: Date | null, now: Date): JobWindow {
  const oldestWorthIt = job.lookBackMs === undefined ? null : new Date(now.getTime() - job.lookBackMs);
  let from = coveredUntil;
  if (oldestWorthIt && (!from || from < oldestWorthIt)) from = oldestWorthIt;
  let to = now;
  if (from && job.stepMs !== undefined && to.getTime() - from.getTime() > job.stepMs) {
    to = new Date(from.getTime() + job.stepMs);
  }
  // Another process's clock may be a little ahead of this one's: the window never moves back.
  if (from && to < from) to = from;
  return { from, to, now };
}

/**
 * Runs scheduled jobs: each due job is claimed by one process at a time, run, and moved on to its
 * next run `everyMs` later (at once while it is behind: a window still short of now, a full batch).
 */
export function createJobSchedule(deps: {
  repo: ScheduleRepo;
  now: () => Date;
  log: (message: string, detail?: unknown) => void;
}) {
  const { repo, now, log } = deps;

  async function runJob(job: ScheduledJob, everyMs: number): Promise<number> {
    // Every pass, so a schedule row deleted by hand comes back (cheap: nothing to write).
    await repo.ensure(job.name, now());
    let created = 0;
    for (let run = 0; run < MAX_RUNS_PER_PASS; run += 1) {
      const at = now();
      const outcome = await repo.claim(job.name, at, async (row, transaction) => {
        const window = jobWindow(job, row.coveredUntil, at);
        const done = await job.run(transaction, window);
        const behind = done.more === true || window.to < at;
        return {
          result: { created: done.created, behind },
          record: {
            coveredUntil: window.to,
            nextRunAt: behind ? at : new Date(at.getTime() + everyMs),
          },
        };
      });
      if (!outcome) break;
      created += outcome.created;
      if (!outcome.behind) break;
    }
    return created;
  }

  return {
    /**
     * Runs every due job, one after another; answers how many notifications they created. A job that
     * fails is logged and tried again on the next pass (its window did not move); the others still run.
     */
    async runDue(jobs: readonly ScheduledJob[], everyMs: number): Promise<number> {
      let created = 0;
      for (const job of jobs) {
        try {
          created += await runJob(job, everyMs);
        } catch (error) {
          log(`${job.name} job failed`, error);
        }
      }
      return created;
    },
  };
}

export type JobSchedule = ReturnType<typeof createJobSchedule>;
