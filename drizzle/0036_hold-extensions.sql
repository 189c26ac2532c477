-- A booking session can be given more time twice (WCAG 2.2.1 Timing Adjustable, issue 13): the
-- count of extensions lives on the hold so the cap holds on the server, whatever the client does.
ALTER TABLE "holds" ADD COLUMN "extensions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_extensions_check" CHECK ("holds"."extensions" >= 0);