-- No booking could be made before this migration (the table only fed dashboard figures); start it empty so the new NOT NULL columns apply.
DELETE FROM "bookings";--> statement-breakpoint
-- Events seeded before this migration counted a venue-sized allocation. Every event now sells the same
-- inventory (decision record 004): INVENTORY_TOTAL = 1908 places, INVENTORY_START_SOLD = 903 sold at
-- the start (src/shared/domain/seat-map.ts). Keep each event's sold share, never below the start.
UPDATE "events" SET "seats_sold" = GREATEST(903, ROUND("seats_sold"::numeric * 1908 / "total_seats")::int), "total_seats" = 1908 WHERE "total_seats" <> 1908;--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_categories" (
	"event_id" text NOT NULL,
	"category_id" text NOT NULL,
	"price_paise" integer NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_categories_event_id_category_id_pk" PRIMARY KEY("event_id","category_id"),
	CONSTRAINT "event_categories_counts_check" CHECK ("event_categories"."sold" >= 0 AND "event_categories"."held" >= 0 AND "event_categories"."sold" + "event_categories"."held" <= "event_categories"."capacity")
);
--> statement-breakpoint
CREATE TABLE "event_seats" (
	"event_id" text NOT NULL,
	"seat_id" text NOT NULL,
	"section" text NOT NULL,
	"row" text NOT NULL,
	"number" smallint NOT NULL,
	"position" smallint NOT NULL,
	"price_paise" integer NOT NULL,
	"view" text NOT NULL,
	"accessible" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"hold_id" uuid,
	"hold_expires_at" timestamp with time zone,
	"booking_id" uuid,
	CONSTRAINT "event_seats_event_id_seat_id_pk" PRIMARY KEY("event_id","seat_id"),
	CONSTRAINT "event_seats_status_check" CHECK ("event_seats"."status" IN ('available', 'sold', 'blocked'))
);
--> statement-breakpoint
CREATE TABLE "gateway_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"receipt" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"error_code" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"category_id" text,
	"quantity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "holds_status_check" CHECK ("holds"."status" IN ('active', 'expired', 'released', 'converted')),
	CONSTRAINT "holds_quantity_check" CHECK ("holds"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"seat_label" text NOT NULL,
	"holder_name" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reference" text NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "category" text NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "seat_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "seat_labels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "add_ons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "insurance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "quote" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "contact_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "contact_email" text NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "contact_phone" text NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "emergency_contact" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "special_requests" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guests" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "newsletter" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sms_updates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "event_categories" ADD CONSTRAINT "event_categories_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_seats" ADD CONSTRAINT "event_seats_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_orders" ADD CONSTRAINT "gateway_orders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD CONSTRAINT "gateway_payments_order_id_gateway_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."gateway_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_seats_hold_idx" ON "event_seats" USING btree ("hold_id") WHERE "event_seats"."hold_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "gateway_payments_order_idx" ON "gateway_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_payments_one_capture_idx" ON "gateway_payments" USING btree ("order_id") WHERE "gateway_payments"."status" IN ('captured', 'refunded');--> statement-breakpoint
CREATE INDEX "holds_active_category_idx" ON "holds" USING btree ("event_id","category_id","expires_at") WHERE "holds"."status" = 'active' AND "holds"."quantity" > 0;--> statement-breakpoint
CREATE INDEX "tickets_booking_idx" ON "tickets" USING btree ("booking_id","position");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hold_id_unique" UNIQUE("hold_id");