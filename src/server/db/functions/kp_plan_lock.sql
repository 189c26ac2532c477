-- Writes the block rows plan seats need (an untouched block has none: nothing sold, nothing held)
-- and locks, in one order (event, then block), every block of an event that p_seats names
-- ([{"e": event, "b": block, "n": its seats}]; without n the block is expected to exist) or that the holds p_holds hold seats in. Every change
-- of plan seats locks its blocks through here before anything else of theirs, so buyers whose
-- seats share blocks take turns and cannot deadlock; buyers in other blocks never wait.
CREATE OR REPLACE FUNCTION kp_plan_lock(p_seats jsonb, p_holds uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO block_inventory (event_id, block_id, seats, sold)
    SELECT DISTINCT s->>'e', s->>'b', (s->>'n')::int, repeat('0', (s->>'n')::int)::varbit
      FROM jsonb_array_elements(coalesce(p_seats, '[]'::jsonb)) s
      WHERE s ? 'n'
      ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  PERFORM 1 FROM block_inventory b
    WHERE (b.event_id, b.block_id) IN (
      SELECT s->>'e', s->>'b' FROM jsonb_array_elements(coalesce(p_seats, '[]'::jsonb)) s
      UNION SELECT o.event_id, o.block_id FROM seat_holds o WHERE o.hold_id = ANY (p_holds))
    ORDER BY b.event_id, b.block_id FOR UPDATE;
END;
$$;
