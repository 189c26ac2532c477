-- Accounts and guests (issue 13): links mailed to prove an address is read. account_tokens holds an
-- account's reset, confirmation and e-mail change links (SHA-256 of the token only, single use,
-- short-lived); users.email_confirmed_at marks an address proven, and only then does the account
-- take in the guest bookings made with it, found through bookings_guest_email_idx. booking_lookups
-- holds a guest's look-up links, each claimed by the first browser that opens it.
CREATE TABLE "account_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" IN ('password_reset', 'email_confirmation', 'email_change'))
);
--> statement-breakpoint
CREATE TABLE "booking_lookups" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"holder_key" text
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_lookups" ADD CONSTRAINT "booking_lookups_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "account_tokens_expires_idx" ON "account_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "booking_lookups_booking_idx" ON "booking_lookups" USING btree ("booking_id","holder_key");--> statement-breakpoint
CREATE INDEX "booking_lookups_expires_idx" ON "booking_lookups" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "bookings_guest_email_idx" ON "bookings" USING btree (lower("contact_email")) WHERE "bookings"."user_id" IS NULL;