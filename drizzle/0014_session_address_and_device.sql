-- Where a session was started and in which browser: a sign-in from the owner's own address or
-- browser passes the per-e-mail brake on guessing (decision record 003).
ALTER TABLE "sessions" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_hash" text;
