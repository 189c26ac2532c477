-- Repairs inventory that no live session explains, and answers how much it repaired: a category's
-- held count becomes the places its active and checked-out holds count (an expired hold still marked
-- active counts until a buyer sweeps it, as kp_places_free_to_take trusts), and a map seat held by a
-- session that has ended is free again; so is a plan seat (seat_holds, each counted in its
-- category's held like the places; its block's version rises). Earlier versions let a checked-out hold change after its
-- sale, leaving places held forever; migration 0013 runs this once to repair what they left.
-- Each category row is locked before its holds are counted, and every statement of a plpgsql
-- function reads afresh, so a change of selection in flight is counted either wholly or not at all.
CREATE OR REPLACE FUNCTION kp_inventory_recount() RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  c record;
  v_live integer;
  v_categories integer := 0;
  v_seats integer;
BEGIN
  WITH gone AS (
    DELETE FROM seat_holds o
      WHERE NOT EXISTS (SELECT 1 FROM holds h WHERE h.id = o.hold_id AND h.status IN ('active', 'checked_out'))
      RETURNING event_id, block_id
  )
  UPDATE block_inventory b SET version = b.version + g.n
    FROM (SELECT event_id, block_id, count(*)::int AS n FROM gone GROUP BY 1, 2) g
    WHERE b.event_id = g.event_id AND b.block_id = g.block_id;
  FOR c IN SELECT event_id, category_id FROM event_categories ORDER BY event_id, category_id LOOP
    PERFORM 1 FROM event_categories WHERE event_id = c.event_id AND category_id = c.category_id FOR UPDATE;
    SELECT coalesce(sum(quantity), 0) INTO v_live FROM holds
      WHERE event_id = c.event_id AND category_id = c.category_id
        AND status IN ('active', 'checked_out') AND quantity > 0;
    v_live := v_live + (SELECT count(*) FROM seat_holds o
      WHERE o.event_id = c.event_id AND o.category_id = c.category_id);
    UPDATE event_categories SET held = v_live
      WHERE event_id = c.event_id AND category_id = c.category_id AND held <> v_live;
    IF FOUND THEN
      v_categories := v_categories + 1;
    END IF;
  END LOOP;
  UPDATE event_seats s SET hold_id = NULL, hold_expires_at = NULL
    WHERE s.hold_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM holds h WHERE h.id = s.hold_id AND h.status IN ('active', 'checked_out'));
  GET DIAGNOSTICS v_seats = ROW_COUNT;
  RETURN jsonb_build_object('categories', v_categories, 'seats', v_seats);
END;
$$;
