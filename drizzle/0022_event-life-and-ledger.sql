-- Decision 009: events get a state machine (draft, published, postponed, cancelled) and a confirmed
-- booking may be refunded when its event is cancelled (kp_status_transition); price changes are a
-- ledger no one rewrites (kp_append_only).
-- A ledger's rows are never changed or removed (event_price_changes, decision 009): UPDATE and DELETE
-- are refused with check_violation, except a DELETE cascading from its parent row (a draft event
-- deleted takes its history with it; the cascade runs this trigger one level down).
CREATE OR REPLACE FUNCTION kp_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'check_violation';
END;
$$;
--> statement-breakpoint

-- The state machines of the sale path, one list per table: the status moves the database allows
-- (trigger *_status_transition on each table, BEFORE UPDATE OF status). Any other move is refused
-- with check_violation, whatever the code that tried it (decision record 007).
--   holds:            a session is chosen (active), billed (checked_out) and either sold
--                     (converted) or ends (released, expired); reopening a checkout makes it active
--                     again, and a payment that arrives after the sweep may still sell an expired one.
--   bookings:         pending until paid (confirmed) or given up (cancelled); a confirmed one is
--                     refunded when its event is cancelled.
--   gateway_orders:   payable (created) until paid or cancelled by a newer checkout; a paid order
--                     may be refunded.
--   gateway_payments: a capture may be refunded; a failed attempt stays failed.
--   events:           a draft is published (scheduled) and, before any sale, unpublished again;
--                     a published event may be postponed (a new date, same status when moved again)
--                     or cancelled, and a postponed one cancelled (decision 009).
CREATE OR REPLACE FUNCTION kp_status_transition() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  allowed text[];
BEGIN
  allowed := CASE TG_TABLE_NAME
    WHEN 'holds' THEN ARRAY['active>checked_out', 'checked_out>active', 'active>released',
      'active>expired', 'checked_out>expired', 'checked_out>converted', 'expired>converted']
    WHEN 'bookings' THEN ARRAY['pending>confirmed', 'pending>cancelled', 'confirmed>refunded']
    WHEN 'gateway_orders' THEN ARRAY['created>paid', 'created>cancelled', 'paid>refunded']
    WHEN 'gateway_payments' THEN ARRAY['captured>refunded']
    WHEN 'events' THEN ARRAY['draft>scheduled', 'scheduled>draft', 'scheduled>postponed',
      'scheduled>cancelled', 'postponed>cancelled']
  END;
  IF NOT (OLD.status || '>' || NEW.status) = ANY (coalesce(allowed, '{}')) THEN
    RAISE EXCEPTION '% % cannot go from % to %', TG_TABLE_NAME, OLD.id, OLD.status, NEW.status
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER events_status_transition BEFORE UPDATE OF status ON events
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION kp_status_transition();--> statement-breakpoint
CREATE TRIGGER event_price_changes_append_only BEFORE UPDATE OR DELETE ON event_price_changes
  FOR EACH ROW EXECUTE FUNCTION kp_append_only();
