-- Gives back the plan seats a hold names in seat_holds (decision 016), answering how many per
-- category ({"gold": 2, …}) for the caller to take off event_categories.held in its own single
-- statement on the hot rows. The seats' blocks are locked in block order first, as every change of
-- plan seats locks them, so two buyers cannot deadlock; each block's version rises by one, and by
-- one more per seat whose hold had already run out at p_now: readers count such a seat into the
-- version from its expiry (kp_block_version), so deleting it must not take that back.
CREATE OR REPLACE FUNCTION kp_plan_give_back(h holds, p_now timestamptz) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_counts jsonb;
BEGIN
  PERFORM 1 FROM block_inventory
    WHERE event_id = h.event_id AND block_id IN (SELECT block_id FROM seat_holds WHERE hold_id = h.id)
    ORDER BY block_id FOR UPDATE;
  WITH gone AS (
    DELETE FROM seat_holds WHERE hold_id = h.id
      RETURNING block_id, category_id, expires_at <= p_now AS ran_out
  ), bumped AS (
    UPDATE block_inventory b SET version = b.version + 1 + g.ran_out
      FROM (SELECT block_id, count(*) FILTER (WHERE ran_out)::int AS ran_out FROM gone GROUP BY block_id) g
      WHERE b.event_id = h.event_id AND b.block_id = g.block_id
  )
  SELECT coalesce(jsonb_object_agg(category_id, n), '{}'::jsonb) INTO v_counts
    FROM (SELECT category_id, count(*)::int AS n FROM gone GROUP BY category_id) c;
  RETURN v_counts;
END;
$$;
