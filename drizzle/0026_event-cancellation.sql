-- Decision 009 section 6: an organiser cancels an event with a reason fans see on its page; the
-- refund pass finds the cancelled events whose bookings are still confirmed through a partial index
-- (few cancelled events among many).
ALTER TABLE "events" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
CREATE INDEX "events_cancelled_idx" ON "events" USING btree ("cancelled_at") WHERE "events"."status" = 'cancelled';