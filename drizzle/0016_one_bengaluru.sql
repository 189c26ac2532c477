-- One city per place (issue 11): 'bangalore' and 'bengaluru' were two cities, so a filter on either
-- missed the other's events. Everything filed under 'bangalore' moves to 'bengaluru' and the
-- 'bangalore' row goes; requests and links that still say 'bangalore' are read as Bengaluru
-- (src/shared/domain/cities.ts). The texts that name the city are brought along.
INSERT INTO "cities" ("id", "name", "state", "country")
SELECT 'bengaluru', 'Bengaluru', "state", "country" FROM "cities" WHERE "id" = 'bangalore'
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
UPDATE "venues" SET
  "address" = replace("address", ', Bangalore, ', ', Bengaluru, '),
  "description" = replace("description", ' Bangalore.', ' Bengaluru.'),
  "city_id" = 'bengaluru'
WHERE "city_id" = 'bangalore';--> statement-breakpoint
UPDATE "teams" SET "city_id" = 'bengaluru' WHERE "city_id" = 'bangalore';--> statement-breakpoint
UPDATE "events" SET
  "description" = replace("description", ', Bangalore. ', ', Bengaluru. '),
  "city_id" = 'bengaluru'
WHERE "city_id" = 'bangalore';--> statement-breakpoint
DELETE FROM "cities" WHERE "id" = 'bangalore';
