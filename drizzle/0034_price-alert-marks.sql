-- Issue 12 (decision 010): price alerts remember their last look at each watched event (its cheapest
-- buyable price and a count of moves, which names each move once), and find an event's watchers
-- (wishlists and carts) by an index on the event.
CREATE TABLE "event_price_marks" (
	"event_id" text PRIMARY KEY NOT NULL,
	"price_paise" integer,
	"moves" integer DEFAULT 0 NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_price_marks" ADD CONSTRAINT "event_price_marks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_price_marks_checked_idx" ON "event_price_marks" USING btree ("checked_at");--> statement-breakpoint
CREATE INDEX "cart_items_event_idx" ON "cart_items" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_event_idx" ON "wishlist_items" USING btree ("event_id");