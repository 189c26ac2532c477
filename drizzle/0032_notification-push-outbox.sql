-- Issue 12: notifications are the Web Push outbox (pushed_at: taken by the push pass), and seq is
-- indexed for the live stream's reads of what is new. Notifications written before this were
-- delivered in-app only; they are not pushed now, days late.
ALTER TABLE "notifications" ADD COLUMN "pushed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notifications_seq_idx" ON "notifications" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "notifications_push_due_idx" ON "notifications" USING btree ("seq") WHERE "notifications"."pushed_at" IS NULL;--> statement-breakpoint
UPDATE "notifications" SET "pushed_at" = "created_at";
