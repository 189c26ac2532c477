-- Every event belongs to one organiser account (issue 11). A data folder from before owners gets
-- the seeded catalogue's three organisers (src/server/db/seed/accounts.ts, CATALOGUE_ORGANIZERS),
-- without a usable password until the demo accounts are seeded, and its events are given to them
-- by sport: cricket to the cricket board, football to the football league, the rest to the
-- multi-sport promoter.
ALTER TABLE "events" ADD COLUMN "organizer_id" uuid;--> statement-breakpoint
INSERT INTO "users" ("email", "name", "password_hash", "role") VALUES
  ('cricket@khelpass.in', 'Western India Cricket Board', '!', 'organizer'),
  ('football@khelpass.in', 'Bharat Football League', '!', 'organizer'),
  ('organizer@khelpass.in', 'Meera Iyer', '!', 'organizer')
ON CONFLICT ("email") DO NOTHING;--> statement-breakpoint
UPDATE "events" SET "organizer_id" = "users"."id" FROM "users"
WHERE "users"."email" = CASE "events"."sport_id"
  WHEN 'cricket' THEN 'cricket@khelpass.in'
  WHEN 'football' THEN 'football@khelpass.in'
  ELSE 'organizer@khelpass.in' END;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "organizer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_organizer_starts_idx" ON "events" USING btree ("organizer_id","starts_at","id");
