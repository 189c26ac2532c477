-- The map's sections as records of each event's price list (decision 009). Events from before get
-- theirs at start-up (prepareDatabase, writeMissingPriceLists).
CREATE TABLE "event_sections" (
	"event_id" text NOT NULL,
	"section_id" text NOT NULL,
	"price_paise" integer NOT NULL,
	"seats" integer NOT NULL,
	"sold" integer NOT NULL,
	CONSTRAINT "event_sections_event_id_section_id_pk" PRIMARY KEY("event_id","section_id"),
	CONSTRAINT "event_sections_counts_check" CHECK ("event_sections"."sold" >= 0 AND "event_sections"."sold" <= "event_sections"."seats"),
	CONSTRAINT "event_sections_price_check" CHECK ("event_sections"."price_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "event_sections" ADD CONSTRAINT "event_sections_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;