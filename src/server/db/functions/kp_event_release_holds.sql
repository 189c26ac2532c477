-- Closes every open, unbilled booking session of an event and gives back what each held (an
-- admin's takedown, decision 014), answering how many it closed. The caller holds the event's row
-- FOR UPDATE, so no hold opens meanwhile (kp_hold_open). Sessions are locked in id order, as
-- kp_hold_apply's batches lock them. A checked-out session (billed, its fan paying) is left to be
-- paid or to expire: a payment for it sells like any sale made before the takedown.
CREATE OR REPLACE FUNCTION kp_event_release_holds(p_event text, p_now timestamptz) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  h holds%ROWTYPE;
  v_released integer := 0;
BEGIN
  FOR h IN SELECT * FROM holds WHERE event_id = p_event AND status = 'active' ORDER BY id FOR UPDATE LOOP
    PERFORM kp_hold_give_back(h, p_now);
    UPDATE holds SET status = 'released', category_id = NULL, quantity = 0 WHERE id = h.id;
    v_released := v_released + 1;
  END LOOP;
  RETURN v_released;
END;
$$;
