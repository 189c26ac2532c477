-- Issue 12: the sessions whose fan has had the next reminder (at most one per sign-in session, even
-- after the fan removed it); the row goes with its session.
CREATE TABLE "session_reminders" (
	"session_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_reminders" ADD CONSTRAINT "session_reminders_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;