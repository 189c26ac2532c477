DROP INDEX "events_popularity_idx";--> statement-breakpoint
DROP INDEX "events_ends_idx";--> statement-breakpoint
DROP INDEX "events_local_date_idx";--> statement-breakpoint
CREATE INDEX "events_popularity_idx" ON "events" USING btree ("popularity" DESC NULLS FIRST,"starts_at","id");--> statement-breakpoint
CREATE INDEX "events_ends_idx" ON "events" USING btree ("ends_at","id");--> statement-breakpoint
CREATE INDEX "events_local_date_idx" ON "events" USING btree ("local_date","starts_at","id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_length_check" CHECK ("events"."ends_at" <= "events"."starts_at" + interval '12 hours');