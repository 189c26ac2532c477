-- A finished event shows its final score (issue 11): a score names the catalogue event it is of.
-- Scores seeded before this were copied from their event's title, venue and start, so those find it.
ALTER TABLE "scores" ADD COLUMN "event_id" text;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "scores" SET "event_id" = "events"."id" FROM "events"
WHERE "events"."venue_id" = "scores"."venue_id"
  AND "events"."starts_at" = "scores"."starts_at"
  AND "events"."title" = "scores"."match_title";--> statement-breakpoint
CREATE UNIQUE INDEX "scores_event_result_idx" ON "scores" USING btree ("event_id") WHERE "scores"."status" = 'completed';
