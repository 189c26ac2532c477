-- Issue 15 §1, decision 016 point 5: events on their venue's whole seating plan (events.seat_plan)
-- sell named seats from small per-block rows. block_inventory keeps a block's sold bits and a version,
-- written on the block's first hold (a 1,32,000-seat event costs nothing at its start); seat_holds
-- names each held seat, its primary key letting one hold at a time have it.
CREATE TABLE "block_inventory" (
	"event_id" text NOT NULL,
	"block_id" text NOT NULL,
	"seats" smallint NOT NULL,
	"sold" bit varying NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "block_inventory_event_id_block_id_pk" PRIMARY KEY("event_id","block_id"),
	CONSTRAINT "block_inventory_sold_check" CHECK (bit_length("block_inventory"."sold") = "block_inventory"."seats" AND "block_inventory"."seats" > 0),
	CONSTRAINT "block_inventory_version_check" CHECK ("block_inventory"."version" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seat_holds" (
	"event_id" text NOT NULL,
	"block_id" text NOT NULL,
	"seat_index" smallint NOT NULL,
	"hold_id" uuid NOT NULL,
	"category_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seat_holds_event_id_block_id_seat_index_pk" PRIMARY KEY("event_id","block_id","seat_index"),
	CONSTRAINT "seat_holds_index_check" CHECK ("seat_holds"."seat_index" >= 0)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "seat_plan" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "block_inventory" ADD CONSTRAINT "block_inventory_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_hold_id_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_holds_hold_idx" ON "seat_holds" USING btree ("hold_id");