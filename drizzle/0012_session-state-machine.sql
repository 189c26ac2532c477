-- The booking session becomes a state machine (decision record 007): a hold can be 'checked_out',
-- each gateway order has a state and only one per booking is payable, and every hold has an owner
-- (holder_key, client_address) for the cap on open sessions. Rows written before are brought into
-- the new states first: orders a later checkout replaced are cancelled, orders whose payment was
-- refunded are refunded, and holds billed by a pending booking are checked out.
UPDATE "gateway_orders" o SET "status" = 'cancelled'
  WHERE o."status" = 'created'
    AND EXISTS (SELECT 1 FROM "bookings" b WHERE b."id" = o."booking_id" AND b."order_id" IS DISTINCT FROM o."id");--> statement-breakpoint
UPDATE "gateway_orders" o SET "status" = 'refunded'
  WHERE o."status" = 'paid'
    AND EXISTS (SELECT 1 FROM "gateway_payments" p WHERE p."order_id" = o."id" AND p."status" = 'refunded');--> statement-breakpoint
ALTER TABLE "holds" DROP CONSTRAINT "holds_status_check";--> statement-breakpoint
DROP INDEX "holds_active_category_idx";--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD COLUMN "notify_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD COLUMN "next_notify_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "holds" ADD COLUMN "holder_key" text;--> statement-breakpoint
ALTER TABLE "holds" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "bookings_payment_idx" ON "bookings" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_orders_one_payable_idx" ON "gateway_orders" USING btree ("booking_id") WHERE "gateway_orders"."status" = 'created';--> statement-breakpoint
CREATE INDEX "gateway_payments_unacknowledged_idx" ON "gateway_payments" USING btree ("next_notify_at") WHERE "gateway_payments"."status" = 'captured' AND "gateway_payments"."acknowledged_at" IS NULL;--> statement-breakpoint
CREATE INDEX "holds_open_holder_idx" ON "holds" USING btree ("event_id","holder_key") WHERE "holds"."status" IN ('active', 'checked_out');--> statement-breakpoint
CREATE INDEX "holds_open_address_idx" ON "holds" USING btree ("event_id","client_address") WHERE "holds"."status" IN ('active', 'checked_out');--> statement-breakpoint
CREATE INDEX "holds_open_user_idx" ON "holds" USING btree ("event_id","user_id") WHERE "holds"."status" IN ('active', 'checked_out');--> statement-breakpoint
CREATE INDEX "holds_live_category_idx" ON "holds" USING btree ("event_id","category_id","expires_at") WHERE "holds"."status" IN ('active', 'checked_out') AND "holds"."quantity" > 0;--> statement-breakpoint
ALTER TABLE "gateway_orders" ADD CONSTRAINT "gateway_orders_status_check" CHECK ("gateway_orders"."status" IN ('created', 'paid', 'cancelled', 'refunded'));--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD CONSTRAINT "gateway_payments_status_check" CHECK ("gateway_payments"."status" IN ('captured', 'failed', 'refunded'));--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_status_check" CHECK ("holds"."status" IN ('active', 'checked_out', 'expired', 'released', 'converted'));--> statement-breakpoint
UPDATE "holds" h SET "status" = 'checked_out'
  WHERE h."status" = 'active'
    AND EXISTS (SELECT 1 FROM "bookings" b WHERE b."hold_id" = h."id" AND b."status" = 'pending' AND b."order_id" IS NOT NULL);
--> statement-breakpoint
UPDATE "gateway_payments" p SET "acknowledged_at" = b."confirmed_at"
  FROM "bookings" b WHERE b."payment_id" = p."id" AND b."status" = 'confirmed' AND p."status" = 'captured';--> statement-breakpoint
UPDATE "gateway_payments" SET "next_notify_at" = now() WHERE "status" = 'captured' AND "acknowledged_at" IS NULL;
