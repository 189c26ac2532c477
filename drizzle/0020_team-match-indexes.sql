-- A team's matches on either side by index: the event list's ?team= filter and each team or
-- player search result's count of upcoming matches (catalogue.repo.ts) scanned every event not over.
CREATE INDEX "events_team1_starts_idx" ON "events" USING btree ("team1_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_team2_starts_idx" ON "events" USING btree ("team2_id","starts_at");
