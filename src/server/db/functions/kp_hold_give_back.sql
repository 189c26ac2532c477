-- Gives back what a hold has: its category places (counted in event_categories.held) and its map
-- seats. Callers hold the hold's row lock.
CREATE OR REPLACE FUNCTION kp_hold_give_back(h holds) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF h.category_id IS NOT NULL AND h.quantity > 0 THEN
    UPDATE event_categories SET held = held - h.quantity
      WHERE event_id = h.event_id AND category_id = h.category_id;
  END IF;
  UPDATE event_seats SET hold_id = NULL, hold_expires_at = NULL WHERE hold_id = h.id;
END;
$$;
