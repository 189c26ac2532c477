-- Issue 12 (decision 010): the events the recommendations have already seen on sale; an event on sale
-- and not listed here is new and is announced once to the fans it suits.
CREATE TABLE "announced_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"announced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announced_events" ADD CONSTRAINT "announced_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;