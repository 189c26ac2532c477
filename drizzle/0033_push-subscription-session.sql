-- Issue 12: a push subscription belongs to the sign-in that made it; the browser gets the account's
-- pushes only while that session lives, so a fan who signs out of a shared device stops them.
-- Subscriptions made before this carry no session: they are forgotten (the browser's Enable Push
-- subscribes it again), since they cannot be tied to a sign-in.
DELETE FROM "push_subscriptions";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "session_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;