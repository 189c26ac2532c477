-- Auto-save of the booking dialog (issue 13): a signed-in fan's progress (step, add-ons, details,
-- guests) is kept with the hold it belongs to and ends with it; advisory only, validated when read.
-- The check bounds what any writer can store; the API's field limits keep a progress far below it.
ALTER TABLE "holds" ADD COLUMN "progress" jsonb;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_progress_size_check" CHECK (octet_length("holds"."progress"::text) <= 16384);
