-- Issue 12, banners (GET /api/banners): the last hour's confirmed sales (demand surges) and the week's
-- price changes (price drops) are read across the catalogue by time; without these, both scans grow
-- with every booking and price change ever made.
CREATE INDEX "bookings_confirmed_at_idx" ON "bookings" USING btree ("confirmed_at") WHERE "bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "event_price_changes_changed_idx" ON "event_price_changes" USING btree ("changed_at");