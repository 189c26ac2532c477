-- News publishing (issue 14): admins write articles as drafts and publish or unpublish them; /news
-- shows published ones only. A draft has no published_at (a CHECK ties the two); who wrote it and
-- when it was written and last changed are kept for the admin console.
ALTER TABLE "news" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "created_by" uuid;--> statement-breakpoint
-- The articles there are so far were all on /news: they stay published, written when published.
UPDATE "news" SET "status" = 'published', "created_at" = "published_at", "updated_at" = "published_at";--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_status_check" CHECK ("news"."status" IN ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_published_at_check" CHECK (("news"."status" = 'published') = ("news"."published_at" IS NOT NULL));