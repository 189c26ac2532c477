-- Gives back what a hold has: its category places (counted in event_categories.held), its map
-- seats and its plan seats (kp_plan_give_back). Callers hold the hold's row lock. The category
-- counters change in one statement, which locks their rows in index order.
CREATE OR REPLACE FUNCTION kp_hold_give_back(h holds, p_now timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_plan jsonb := kp_plan_give_back(h, p_now);
BEGIN
  IF h.category_id IS NOT NULL AND h.quantity > 0 THEN
    v_plan := v_plan || jsonb_build_object(h.category_id, coalesce((v_plan->>h.category_id)::int, 0) + h.quantity);
  END IF;
  UPDATE event_categories SET held = held - (v_plan->>category_id)::int
    WHERE event_id = h.event_id AND v_plan ? category_id;
  UPDATE event_seats SET hold_id = NULL, hold_expires_at = NULL WHERE hold_id = h.id;
END;
$$;
