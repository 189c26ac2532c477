-- Admins suspend and restore accounts (issue 14): a suspended account's sessions end and it cannot
-- sign in until restored. The admin's reason is kept with the suspension; the check keeps the two
-- together (a reason without a suspension, or the reverse, is no state an account can be in).
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_suspension_check" CHECK (("users"."suspended_at" IS NULL) = ("users"."suspended_reason" IS NULL));