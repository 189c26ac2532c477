-- Issue 12 (decision 010): the notification jobs.
-- scheduled_jobs: the schedule of background jobs, so several API processes run each job once (a
--   process claims a due job's row, does the work in that transaction, moves it on).
-- notification_snoozes: a snoozed reminder waits here until it comes back 15 minutes later (spec
--   section 9), so a restart does not lose it.
-- event_price_marks: price alerts remember their last look at each watched event (its cheapest
--   buyable price and a count of moves, which names each move once); watchers (wishlists, carts)
--   are found by an index on the event.
-- announced_events: events the recommendations have already seen on sale.
-- session_reminders: sessions whose fan has had the next reminder (one per sign-in session).
CREATE TABLE "announced_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"announced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_price_marks" (
	"event_id" text PRIMARY KEY NOT NULL,
	"price_paise" integer,
	"moves" integer DEFAULT 0 NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_snoozes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"notice" jsonb NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"covered_until" timestamp with time zone,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "session_reminders" (
	"session_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announced_events" ADD CONSTRAINT "announced_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_price_marks" ADD CONSTRAINT "event_price_marks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_snoozes" ADD CONSTRAINT "notification_snoozes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reminders" ADD CONSTRAINT "session_reminders_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_price_marks_checked_idx" ON "event_price_marks" USING btree ("checked_at");--> statement-breakpoint
CREATE INDEX "notification_snoozes_due_idx" ON "notification_snoozes" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "cart_items_event_idx" ON "cart_items" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_event_idx" ON "wishlist_items" USING btree ("event_id");