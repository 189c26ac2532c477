-- kp_plan_take counts the seats its upsert wrote: a seat whose hold was extended after the function's
-- first check is skipped by the upsert's WHERE, and was answered held; now the seats not written are
-- answered unavailable and nothing is taken (the caller's savepoint undoes the rest).
-- Takes plan seats for a hold (decision 016), all or nothing, inside kp_hold_select's savepoint
-- after the hold's old plan seats went back: p_seats is [{"b": block, "i": index, "c": category}],
-- checked against the venue's plan by the API. The seats' blocks must exist and be locked by the
-- caller (kp_plan_lock). A seat can be had when its block's sold bit is 0 and no other hold still
-- running names it in seat_holds; a row whose hold ran out is taken over (its block's version
-- counts it once more, as kp_plan_give_back does). A seat whose hold was extended after the first
-- check is skipped by the upsert's WHERE: every seat asked for must be written, else the seats not
-- written are answered unavailable (the caller's savepoint undoes the rest). Answers {"taken":
-- {category: new seats}, "unavailable": [{blockId, index}]}: when unavailable is not empty nothing
-- was taken.
CREATE OR REPLACE FUNCTION kp_plan_take(h holds, p_seats jsonb, p_now timestamptz) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_unavailable jsonb;
  v_taken jsonb;
BEGIN
  SELECT coalesce(jsonb_agg(jsonb_build_object('blockId', s->>'b', 'index', (s->>'i')::int)), '[]'::jsonb)
    INTO v_unavailable
    FROM jsonb_array_elements(p_seats) s
    JOIN block_inventory b ON b.event_id = h.event_id AND b.block_id = s->>'b'
    WHERE get_bit(b.sold, (s->>'i')::int) = 1
      OR EXISTS (SELECT 1 FROM seat_holds o WHERE o.event_id = h.event_id AND o.block_id = s->>'b'
        AND o.seat_index = (s->>'i')::int AND o.hold_id <> h.id AND o.expires_at > p_now);
  IF jsonb_array_length(v_unavailable) > 0 THEN
    RETURN jsonb_build_object('taken', '{}'::jsonb, 'unavailable', v_unavailable);
  END IF;
  WITH put AS (
    INSERT INTO seat_holds AS o (event_id, block_id, seat_index, hold_id, category_id, expires_at)
      SELECT h.event_id, s->>'b', (s->>'i')::int, h.id, s->>'c', h.expires_at FROM jsonb_array_elements(p_seats) s
      ON CONFLICT (event_id, block_id, seat_index) DO UPDATE
        SET hold_id = EXCLUDED.hold_id, category_id = EXCLUDED.category_id, expires_at = EXCLUDED.expires_at
        WHERE o.expires_at <= p_now
      RETURNING o.block_id, o.seat_index, o.category_id, (xmax::text::bigint = 0) AS inserted
  ), bumped AS (
    UPDATE block_inventory b SET version = b.version + 1 + p.taken_over
      FROM (SELECT block_id, count(*) FILTER (WHERE NOT inserted)::int AS taken_over FROM put GROUP BY block_id) p
      WHERE b.event_id = h.event_id AND b.block_id = p.block_id
  )
  SELECT
    -- A seat taken over from a hold that ran out was already counted in its category's held.
    (SELECT coalesce(jsonb_object_agg(category_id, n), '{}'::jsonb)
      FROM (SELECT category_id, count(*) FILTER (WHERE inserted)::int AS n FROM put GROUP BY category_id) c),
    (SELECT coalesce(jsonb_agg(jsonb_build_object('blockId', s->>'b', 'index', (s->>'i')::int)), '[]'::jsonb)
      FROM jsonb_array_elements(p_seats) s
      WHERE NOT EXISTS (SELECT 1 FROM put WHERE put.block_id = s->>'b' AND put.seat_index = (s->>'i')::int))
    INTO v_taken, v_unavailable;
  IF jsonb_array_length(v_unavailable) > 0 THEN
    RETURN jsonb_build_object('taken', '{}'::jsonb, 'unavailable', v_unavailable);
  END IF;
  RETURN jsonb_build_object('taken', v_taken, 'unavailable', '[]'::jsonb);
END;
$$;
