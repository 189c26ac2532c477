-- Ticket transfers (issue 13): a fan gives a ticket to someone by e-mail. The old ticket is void
-- (transferred_at, migration 0038) and a new one is issued to the recipient: tickets.issued_at is the
-- time each code was issued (signed into it; existing tickets keep their booking's confirmation time,
-- so their codes do not change), holder_email / holder_user_id say who holds a ticket a transfer
-- issued. ticket_transfers records each transfer. The database keeps the rules too: a ticket is let
-- in or given away, never both; a transfer is final and happens once per ticket; the record is
-- never rewritten.
CREATE TABLE "ticket_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_ticket_id" uuid NOT NULL,
	"to_ticket_id" uuid NOT NULL,
	"from_user_id" uuid,
	"from_name" text NOT NULL,
	"to_name" text NOT NULL,
	"to_email" text NOT NULL,
	"to_user_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ticket_transfers_from_ticket_unique" UNIQUE("from_ticket_id"),
	CONSTRAINT "ticket_transfers_to_ticket_unique" UNIQUE("to_ticket_id"),
	CONSTRAINT "ticket_transfers_to_email_check" CHECK ("ticket_transfers"."to_email" = lower("ticket_transfers"."to_email"))
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
UPDATE "tickets" SET "issued_at" = coalesce("bookings"."confirmed_at", "bookings"."created_at")
  FROM "bookings" WHERE "bookings"."id" = "tickets"."booking_id";--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "issued_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "holder_email" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "holder_user_id" uuid;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_from_ticket_id_tickets_id_fk" FOREIGN KEY ("from_ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_to_ticket_id_tickets_id_fk" FOREIGN KEY ("to_ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_holder_user_id_users_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_holder_user_idx" ON "tickets" USING btree ("holder_user_id") WHERE "tickets"."holder_user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tickets_holder_email_idx" ON "tickets" USING btree ("holder_email") WHERE "tickets"."holder_email" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_admitted_or_transferred_check" CHECK ("tickets"."admitted_at" IS NULL OR "tickets"."transferred_at" IS NULL);--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_holder_check" CHECK ("tickets"."holder_email" = lower("tickets"."holder_email") AND ("tickets"."holder_user_id" IS NULL OR "tickets"."holder_email" IS NOT NULL));--> statement-breakpoint

-- A ticket is given away once (issue 13): once its transferred_at is set it never changes or clears,
-- so a void code is never made to admit again and no ticket is transferred twice (trigger
-- tickets_transferred_once, BEFORE UPDATE OF transferred_at, on rows already transferred). Refused
-- with check_violation, whatever the code that tried it.
CREATE OR REPLACE FUNCTION kp_ticket_transferred_once() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ticket % was transferred at %: its transfer is final', OLD.id, OLD.transferred_at
    USING ERRCODE = 'check_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tickets_transferred_once BEFORE UPDATE OF transferred_at ON tickets
  FOR EACH ROW WHEN (OLD.transferred_at IS NOT NULL AND NEW.transferred_at IS DISTINCT FROM OLD.transferred_at)
  EXECUTE FUNCTION kp_ticket_transferred_once();--> statement-breakpoint
-- The accounts a record names may be removed (their ids set null); nothing else in it changes.
CREATE TRIGGER ticket_transfers_append_only
  BEFORE UPDATE OF id, from_ticket_id, to_ticket_id, from_name, to_name, to_email, created_at OR DELETE
  ON ticket_transfers FOR EACH ROW EXECUTE FUNCTION kp_append_only();
