-- On sale at p_now: not cancelled, not started (a postponed event stays on sale until it has a new
-- date) and not sold out. A session opened before the start may still be paid for; it can no longer
-- be opened or changed (decision record 007).
CREATE OR REPLACE FUNCTION kp_event_on_sale(p_event text, p_now timestamptz) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT e.status <> 'cancelled' AND (e.status = 'postponed' OR e.starts_at > p_now)
      AND e.seats_sold < e.total_seats
    FROM events e WHERE e.id = p_event), false)
$$;
