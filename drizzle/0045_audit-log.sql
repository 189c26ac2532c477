-- The audit log (issue 14): every admin and organiser action that changes something. Append-only
-- for everyone, admins included: kp_append_only (db/functions) refuses UPDATE and DELETE row by row
-- and TRUNCATE for the table; the table has no foreign key, so no cascade can remove a row either.
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"actor_role" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"target_label" text NOT NULL,
	"reason" text,
	"before" jsonb,
	"after" jsonb,
	"search_document" text GENERATED ALWAYS AS (lower(action || ' ' || target_id || ' ' || target_label || ' ' || actor_name || ' ' || actor_email || ' ' || coalesce(reason, ''))) STORED,
	CONSTRAINT "audit_log_target_check" CHECK ("audit_log"."target_kind" IN ('account', 'event', 'booking', 'ticket', 'news')),
	CONSTRAINT "audit_log_action_check" CHECK (starts_with("audit_log"."action", "audit_log"."target_kind" || '.'))
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_kind","target_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_search_idx" ON "audit_log" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION kp_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION kp_append_only();
