-- Ticket transfers (issue 13): a transferred ticket's code is void at every gate from the moment it
-- is given away; the partial index serves the gate pack's list of an event's void tickets.
ALTER TABLE "tickets" ADD COLUMN "transferred_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tickets_event_transferred_idx" ON "tickets" USING btree ("event_id") WHERE "tickets"."transferred_at" IS NOT NULL;