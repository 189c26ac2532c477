-- Decision 009: the card's deal and struck-through price come from records (event_deals, the price
-- ledger), no longer from columns the generator wrote once. A data folder from before keeps its
-- running deals and its recent price moves as records (the seeded percentages of
-- src/server/db/seed/generate.ts: flash 20, early bird 15, last chance 10, special 25, on every
-- category), then the columns go. event_price_refreshes queues events whose cached price is stale.
CREATE TABLE "event_price_refreshes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "event_deals" ("event_id", "kind", "percent_off", "point_ids", "starts_at", "ends_at")
SELECT e."id", e."deal",
  CASE e."deal" WHEN 'flash' THEN 20 WHEN 'early-bird' THEN 15 WHEN 'last-chance' THEN 10 ELSE 25 END,
  ARRAY['platinum', 'gold', 'premium', 'regular', 'economy'], least(now(), e."deal_ends_at") - interval '1 day', e."deal_ends_at"
FROM "events" e WHERE e."deal" IS NOT NULL AND e."deal_ends_at" IS NOT NULL AND e."deal_ends_at" > now();--> statement-breakpoint
INSERT INTO "event_price_changes" ("event_id", "point_kind", "point_id", "old_price_paise", "new_price_paise", "changed_at")
SELECT e."id", 'category', 'economy', greatest(100, round(e."original_price_paise" / 5000.0) * 5000)::integer, c."price_paise", now() - interval '2 days'
FROM "events" e JOIN "event_categories" c ON c."event_id" = e."id" AND c."category_id" = 'economy'
WHERE e."original_price_paise" IS NOT NULL AND e."starts_at" > now()
  AND greatest(100, round(e."original_price_paise" / 5000.0) * 5000)::integer <> c."price_paise";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "original_price_paise";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "price_changed_at";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "deal";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "deal_ends_at";