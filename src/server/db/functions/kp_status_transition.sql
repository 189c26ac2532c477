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
