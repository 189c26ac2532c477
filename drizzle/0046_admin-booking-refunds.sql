-- Issue 14, the admin console's bookings: an admin refunds one booking in full or only its
-- insurance, and sees how it was paid. The gateway simulator keeps refunds as a real gateway does,
-- one row each (part of a capture, or the rest of it) under an idempotency key, and the amount
-- returned so far on the payment; it keeps the instrument only masked (a card's last 4 digits).
-- Payments refunded before this are recorded as one whole refund each, so every payment's refunds
-- add up to its amount_refunded_paise. A booking records when its insurance alone was refunded and
-- when its confirmation e-mail was last re-sent (re-sending is rate-limited per booking).
CREATE TABLE "gateway_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gateway_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "gateway_refunds_amount_check" CHECK ("gateway_refunds"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "insurance_refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "email_resent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD COLUMN "instrument" text;--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD COLUMN "amount_refunded_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD CONSTRAINT "gateway_refunds_payment_id_gateway_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."gateway_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_refunds_payment_idx" ON "gateway_refunds" USING btree ("payment_id","created_at");--> statement-breakpoint
UPDATE "gateway_payments" SET "amount_refunded_paise" = "amount_paise" WHERE "status" = 'refunded';--> statement-breakpoint
INSERT INTO "gateway_refunds" ("id", "payment_id", "amount_paise", "idempotency_key", "created_at")
  SELECT 'rfnd_' || substr(md5("id"), 1, 20), "id", "amount_paise", 'before-0048:' || "id", "created_at"
  FROM "gateway_payments" WHERE "status" = 'refunded' AND "amount_paise" > 0;--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD CONSTRAINT "gateway_payments_refunded_check" CHECK ("gateway_payments"."amount_refunded_paise" BETWEEN 0 AND "gateway_payments"."amount_paise" AND ("gateway_payments"."status" <> 'refunded' OR "gateway_payments"."amount_refunded_paise" = "gateway_payments"."amount_paise"));