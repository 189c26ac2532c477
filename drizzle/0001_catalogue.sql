CREATE TABLE "cities" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"country" text DEFAULT 'India' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"sport_id" text NOT NULL,
	"city_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"team1_id" text,
	"team2_id" text,
	"team1" text NOT NULL,
	"team2" text NOT NULL,
	"tournament" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"local_date" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"price_paise" integer NOT NULL,
	"original_price_paise" integer,
	"deal" text,
	"deal_ends_at" timestamp with time zone,
	"total_seats" integer NOT NULL,
	"seats_sold" integer DEFAULT 0 NOT NULL,
	"prediction" text NOT NULL,
	"popularity" integer NOT NULL,
	"rating_tenths" smallint NOT NULL,
	"attendance" integer NOT NULL,
	"image" text NOT NULL,
	"description" text NOT NULL,
	"highlights" text[] NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"trending" boolean DEFAULT false NOT NULL,
	"limited" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_document" text GENERATED ALWAYS AS (lower(title || ' ' || sport_id || ' ' || description)) STORED,
	CONSTRAINT "events_seats_check" CHECK ("events"."seats_sold" >= 0 AND "events"."seats_sold" <= "events"."total_seats"),
	CONSTRAINT "events_status_check" CHECK ("events"."status" IN ('scheduled', 'postponed', 'cancelled')),
	CONSTRAINT "events_price_check" CHECK ("events"."price_paise" > 0),
	CONSTRAINT "events_time_check" CHECK ("events"."ends_at" > "events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"author" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"sport_id" text NOT NULL,
	"image" text,
	"tags" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sport_id" text NOT NULL,
	"team_id" text,
	"role" text NOT NULL,
	"country" text NOT NULL,
	"description" text NOT NULL,
	"search_document" text GENERATED ALWAYS AS (lower(name || ' ' || sport_id || ' ' || description)) STORED
);
--> statement-breakpoint
CREATE TABLE "scores" (
	"id" text PRIMARY KEY NOT NULL,
	"match_title" text NOT NULL,
	"sport_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"team1_name" text NOT NULL,
	"team1_score" text NOT NULL,
	"team2_name" text NOT NULL,
	"team2_score" text NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"summary" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"emoji" text NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"sport_id" text NOT NULL,
	"city_id" text,
	"league" text NOT NULL,
	"description" text NOT NULL,
	"search_document" text GENERATED ALWAYS AS (lower(name || ' ' || sport_id || ' ' || description)) STORED
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city_id" text NOT NULL,
	"capacity" integer NOT NULL,
	"sports" text[] NOT NULL,
	"address" text NOT NULL,
	"opened_year" smallint,
	"description" text NOT NULL,
	"search_document" text GENERATED ALWAYS AS (lower(name || ' ' || description)) STORED
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_team1_id_teams_id_fk" FOREIGN KEY ("team1_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_team2_id_teams_id_fk" FOREIGN KEY ("team2_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "events_sport_starts_idx" ON "events" USING btree ("sport_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "events_city_starts_idx" ON "events" USING btree ("city_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "events_sport_city_starts_idx" ON "events" USING btree ("sport_id","city_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "events_price_idx" ON "events" USING btree ("price_paise","starts_at","id");--> statement-breakpoint
CREATE INDEX "events_popularity_idx" ON "events" USING btree ("popularity" DESC NULLS LAST,"starts_at","id");--> statement-breakpoint
CREATE INDEX "events_ends_idx" ON "events" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "events_local_date_idx" ON "events" USING btree ("local_date");--> statement-breakpoint
CREATE INDEX "events_venue_idx" ON "events" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_filter_idx" ON "events" USING gin (lower("team1" || ' ' || "team2" || ' ' || "tournament") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "players_search_idx" ON "players" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "scores_starts_idx" ON "scores" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "teams_sport_idx" ON "teams" USING btree ("sport_id");--> statement-breakpoint
CREATE INDEX "teams_search_idx" ON "teams" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "venues_city_idx" ON "venues" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "venues_search_idx" ON "venues" USING gin ("search_document" gin_trgm_ops);