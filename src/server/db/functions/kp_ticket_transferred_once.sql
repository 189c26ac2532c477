-- A ticket is given away once (issue 13): once its transferred_at is set it never changes or clears,
-- so a void code is never made to admit again and no ticket is transferred twice (trigger
-- tickets_transferred_once, BEFORE UPDATE OF transferred_at, on rows already transferred). Refused
-- with check_violation, whatever the code that tried it.
CREATE OR REPLACE FUNCTION kp_ticket_transferred_once() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ticket % was transferred at %: its transfer is final', OLD.id, OLD.transferred_at
    USING ERRCODE = 'check_violation';
END;
$$;
