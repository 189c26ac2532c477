-- Closes a booking session and gives back what it held, answered as {"released": true}, or
-- {"released": false} when there is no such hold (or it is not the caller's: p_holder_key and
-- p_user name who may use it), or {"refused": "hold_checked_out"} while it is billed: its places
-- stay until the checkout is reopened, paid or expires. Closing one that has ended (released,
-- expired, sold) changes nothing.
CREATE OR REPLACE FUNCTION kp_hold_release(p_hold uuid, p_holder_key text, p_user uuid, p_now timestamptz) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  h holds%ROWTYPE;
BEGIN
  SELECT * INTO h FROM holds WHERE id = p_hold FOR UPDATE;
  IF NOT FOUND OR NOT kp_hold_is_callers(h, p_holder_key, p_user) THEN
    RETURN jsonb_build_object('released', false);
  END IF;
  IF h.status = 'checked_out' THEN
    RETURN jsonb_build_object('refused', 'hold_checked_out');
  END IF;
  IF h.status = 'active' THEN
    PERFORM kp_hold_give_back(h, p_now);
    UPDATE holds SET status = 'released', category_id = NULL, quantity = 0 WHERE id = p_hold;
  END IF;
  RETURN jsonb_build_object('released', true);
END;
$$;
