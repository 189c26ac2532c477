-- Decision 009: an event's life (draft, on-sale window, postponed from, cancelled at), its price
-- changes as an append-only ledger, deals as rows, bookings refunded when their event is cancelled,
-- and the struck-through price's time. One index serves an event's bookings by status.
CREATE TABLE "event_deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" smallint NOT NULL,
	"point_ids" text[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "event_deals_percent_check" CHECK ("event_deals"."percent_off" BETWEEN 1 AND 90),
	CONSTRAINT "event_deals_time_check" CHECK ("event_deals"."ends_at" > "event_deals"."starts_at"),
	CONSTRAINT "event_deals_points_check" CHECK (cardinality("event_deals"."point_ids") > 0)
);
--> statement-breakpoint
CREATE TABLE "event_price_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"point_kind" text NOT NULL,
	"point_id" text NOT NULL,
	"old_price_paise" integer NOT NULL,
	"new_price_paise" integer NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by" uuid,
	CONSTRAINT "event_price_changes_kind_check" CHECK ("event_price_changes"."point_kind" IN ('category', 'section')),
	CONSTRAINT "event_price_changes_price_check" CHECK ("event_price_changes"."old_price_paise" > 0 AND "event_price_changes"."new_price_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_status_check";--> statement-breakpoint
DROP INDEX "bookings_event_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sale_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "original_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "price_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_deals" ADD CONSTRAINT "event_deals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_deals" ADD CONSTRAINT "event_deals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_price_changes" ADD CONSTRAINT "event_price_changes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_price_changes" ADD CONSTRAINT "event_price_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_deals_event_idx" ON "event_deals" USING btree ("event_id","ends_at");--> statement-breakpoint
CREATE INDEX "event_deals_starts_idx" ON "event_deals" USING btree ("starts_at") WHERE "event_deals"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "event_deals_ends_idx" ON "event_deals" USING btree ("ends_at") WHERE "event_deals"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "event_price_changes_event_idx" ON "event_price_changes" USING btree ("event_id","changed_at");--> statement-breakpoint
CREATE INDEX "bookings_event_status_idx" ON "bookings" USING btree ("event_id","status");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" IN ('pending', 'confirmed', 'cancelled', 'refunded'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_status_check" CHECK ("events"."status" IN ('draft', 'scheduled', 'postponed', 'cancelled'));