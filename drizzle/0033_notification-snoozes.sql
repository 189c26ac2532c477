-- Issue 12: a snoozed reminder waits here until it comes back, 15 minutes later (spec section 9),
-- so a restart does not lose it; the snooze job creates it again and deletes the row.
CREATE TABLE "notification_snoozes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"notice" jsonb NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_snoozes" ADD CONSTRAINT "notification_snoozes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_snoozes_due_idx" ON "notification_snoozes" USING btree ("due_at");