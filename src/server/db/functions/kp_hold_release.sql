-- Closes a booking session and gives back what it held. False when there is no such hold; closing
-- one that is no longer active (released, expired, booked) changes nothing.
CREATE OR REPLACE FUNCTION kp_hold_release(p_hold uuid) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  h holds%ROWTYPE;
BEGIN
  SELECT * INTO h FROM holds WHERE id = p_hold FOR UPDATE;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  IF h.status <> 'active' THEN
    RETURN true;
  END IF;
  PERFORM kp_hold_give_back(h);
  UPDATE holds SET status = 'released', category_id = NULL, quantity = 0 WHERE id = p_hold;
  RETURN true;
END;
$$;
