-- A ledger's rows are never changed or removed (event_price_changes, decision 009; ticket_transfers;
-- audit_log, issue 14): UPDATE, DELETE and TRUNCATE are refused with check_violation, except a
-- DELETE cascading from its parent row (a draft event deleted takes its history with it; the cascade
-- runs this trigger one level down). audit_log has no parent, so nothing removes its rows.
CREATE OR REPLACE FUNCTION kp_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'check_violation';
END;
$$;
