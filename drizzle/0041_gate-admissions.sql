-- The gate (issue 13, section 5): the admissions log, where devices that admitted offline sync what
-- they did (a replay is recognised by ticket, device and time; one standing admission per ticket;
-- conflicts and void tickets let in are flagged; a supervisor's undo is kept on the row), the rule
-- that only an admissible ticket is let in (kp_ticket_admissible, as a trigger on tickets), and the
-- tickets let in before the log existed, copied into it as the online gate's admissions.
CREATE TABLE "admissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"ticket_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"admitted_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"recorded_by" uuid,
	"outcome" text NOT NULL,
	"void_reason" text,
	"conflict_with" uuid,
	"undone_at" timestamp with time zone,
	"undone_by" uuid,
	CONSTRAINT "admissions_outcome_check" CHECK ("admissions"."outcome" IN ('admitted', 'conflict', 'void')),
	CONSTRAINT "admissions_void_reason_check" CHECK (("admissions"."outcome" = 'void') = ("admissions"."void_reason" IS NOT NULL) AND ("admissions"."void_reason" IS NULL OR "admissions"."void_reason" IN ('refunded', 'transferred', 'cancelled'))),
	CONSTRAINT "admissions_undo_check" CHECK ("admissions"."undone_at" IS NULL OR "admissions"."outcome" = 'admitted')
);
--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_conflict_with_admissions_id_fk" FOREIGN KEY ("conflict_with") REFERENCES "public"."admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admissions_replay_idx" ON "admissions" USING btree ("ticket_id","device_id","admitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admissions_standing_idx" ON "admissions" USING btree ("ticket_id") WHERE "admissions"."outcome" = 'admitted' AND "admissions"."undone_at" IS NULL;--> statement-breakpoint
CREATE INDEX "admissions_event_idx" ON "admissions" USING btree ("event_id","recorded_at" DESC NULLS LAST);--> statement-breakpoint
-- A ticket is let in at the gate (tickets.admitted_at set) only while it admits: its booking is
-- confirmed (not refunded), its event is not cancelled, and it was not transferred (its holder gave
-- it away: the recipient's new ticket admits instead). Likewise a ticket already let in cannot be
-- transferred. Anything else is refused with check_violation, whatever code tried it (trigger
-- tickets_admissible, BEFORE INSERT OR UPDATE OF admitted_at, transferred_at; issue 13, section 5).
-- An offline gate may still have let such a ticket in: the gate module records that as a flagged
-- admission in its log, never on the ticket.
CREATE OR REPLACE FUNCTION kp_ticket_admissible() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.admitted_at IS NULL THEN
    RETURN NEW;
  END IF;
  IF NEW.transferred_at IS NOT NULL THEN
    RAISE EXCEPTION 'ticket % was transferred: it cannot be admitted', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM bookings WHERE id = NEW.booking_id AND status = 'confirmed') THEN
    RAISE EXCEPTION 'ticket % is not of a confirmed booking: it cannot be admitted', NEW.id
      USING ERRCODE = 'check_violation';
  END IF;
  IF EXISTS (SELECT 1 FROM events WHERE id = NEW.event_id AND status = 'cancelled') THEN
    RAISE EXCEPTION 'ticket % is of a cancelled event: it cannot be admitted', NEW.id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tickets_admissible BEFORE INSERT OR UPDATE OF admitted_at, transferred_at ON tickets
  FOR EACH ROW EXECUTE FUNCTION kp_ticket_admissible();--> statement-breakpoint
INSERT INTO "admissions" ("event_id", "ticket_id", "device_id", "admitted_at", "recorded_at", "recorded_by", "outcome")
  SELECT "event_id", "id", 'online', "admitted_at", "admitted_at", "admitted_by", 'admitted' FROM "tickets"
  WHERE "admitted_at" IS NOT NULL;
