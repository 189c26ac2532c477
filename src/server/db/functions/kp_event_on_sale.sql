-- On sale at p_now: published (not a draft), not cancelled, not taken down by an admin
-- (unpublished_at, decision 014), its sale window open (sale_opens_at
-- passed, or none set) and not started (a postponed event's start is its new date), and not sold
-- out. A session opened before the start may still be paid for; it can no longer be opened
-- or changed (decision records 007, 009).
CREATE OR REPLACE FUNCTION kp_event_on_sale(p_event text, p_now timestamptz) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT e.status IN ('scheduled', 'postponed')
      AND e.unpublished_at IS NULL
      AND (e.sale_opens_at IS NULL OR e.sale_opens_at <= p_now)
      AND e.starts_at > p_now
      AND e.seats_sold < e.total_seats
    FROM events e WHERE e.id = p_event), false)
$$;
