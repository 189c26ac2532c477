-- Issue 12 (decision 010): the schedule of background jobs in the database, so several API processes
-- run each job once: a process claims a due job's row, does the work in that transaction, moves it on.
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"covered_until" timestamp with time zone,
	"last_run_at" timestamp with time zone
);
