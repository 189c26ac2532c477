-- A buyer's change of selection in one statement (decision record 004): the hold's old places go
-- back and the new ones are taken if free to take (kp_seat_free_to_take, kp_places_free_to_take),
-- so the hot rows (a category's counters, popular seats) stay locked for one statement, not for a
-- conversation with the API.
-- Only the caller's hold changes (kp_hold_is_callers; anyone else is told there is none), only while
-- it is active: a checked-out hold's places are frozen until the checkout is reopened (decision
-- record 007), and an event that has started takes no more changes.
-- An event on its venue's seating plan (events.seat_plan) sells named plan seats only
-- (p_plan_seats, [{"b": block, "i": index, "c": category, "n": block's seats}]: kp_plan_lock,
-- kp_plan_take), never category places or map seats, and other events never plan seats.
-- A refusal is answered, not raised (decision record 005), as one of
--   {"refused": "hold_not_found"}, {"refused": "hold_expired"}, {"refused": "hold_checked_out"},
--   {"refused": "not_on_sale"},
--   {"refused": "seat_unavailable", "seatIds": [the seats it could not take]},
--   {"refused": "category_unavailable", "free": places free to take},
--   {"refused": "plan_seats_unavailable", "seats": [{blockId, index} it could not take]},
--   {"refused": "wrong_seating", "seatPlan": whether the event sells plan seats}
-- (holdRefusalSchema in inventory.repo.ts reads them). The block's savepoint undoes the attempt, so
-- the previous selection stands, and the statement succeeds, so the transaction is not aborted and
-- the connection stays clean.
CREATE OR REPLACE FUNCTION kp_hold_select(
  p_hold uuid,
  p_holder_key text,
  p_user uuid,
  p_now timestamptz,
  p_category text,
  p_quantity integer,
  p_seats text[],
  p_plan_seats jsonb
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  h holds%ROWTYPE;
  v_got text[];
  v_seats jsonb := '[]'::jsonb;
  v_freed integer;
  v_free integer;
  v_price integer;
  v_own integer;
  v_refusal jsonb;
  v_plan boolean;
  v_back jsonb;
  v_take jsonb;
BEGIN
  SELECT * INTO h FROM holds WHERE id = p_hold FOR UPDATE;
  IF NOT FOUND OR NOT kp_hold_is_callers(h, p_holder_key, p_user) THEN
    RETURN jsonb_build_object('refused', 'hold_not_found');
  END IF;
  IF h.status = 'checked_out' AND h.expires_at > p_now THEN
    RETURN jsonb_build_object('refused', 'hold_checked_out');
  END IF;
  IF h.status <> 'active' OR h.expires_at <= p_now THEN
    RETURN jsonb_build_object('refused', 'hold_expired');
  END IF;
  IF NOT kp_event_on_sale(h.event_id, p_now) THEN
    RETURN jsonb_build_object('refused', 'not_on_sale');
  END IF;
  SELECT seat_plan INTO v_plan FROM events WHERE id = h.event_id;
  IF (v_plan AND (p_category IS NOT NULL OR coalesce(cardinality(p_seats), 0) > 0))
    OR (NOT v_plan AND coalesce(jsonb_array_length(p_plan_seats), 0) > 0) THEN
    RETURN jsonb_build_object('refused', 'wrong_seating', 'seatPlan', v_plan);
  END IF;
  IF v_plan THEN
    BEGIN
      PERFORM kp_plan_lock(
        (SELECT jsonb_agg(s || jsonb_build_object('e', h.event_id)) FROM jsonb_array_elements(p_plan_seats) s),
        ARRAY[p_hold]);
      v_back := kp_plan_give_back(h, p_now);
      v_take := kp_plan_take(h, coalesce(p_plan_seats, '[]'::jsonb), p_now);
      IF jsonb_array_length(v_take->'unavailable') > 0 THEN
        v_refusal := jsonb_build_object('refused', 'plan_seats_unavailable', 'seats', v_take->'unavailable');
        RAISE EXCEPTION 'plan_seats_unavailable';
      END IF;
      -- The hot rows last, in one statement (index order): seats given back and seats taken.
      UPDATE event_categories
        SET held = held - coalesce((v_back->>category_id)::int, 0) + coalesce((v_take->'taken'->>category_id)::int, 0)
        WHERE event_id = h.event_id AND (v_back ? category_id OR v_take->'taken' ? category_id);
    EXCEPTION WHEN raise_exception THEN
      RETURN v_refusal;
    END;
    RETURN jsonb_build_object('eventId', h.event_id, 'expiresAt', h.expires_at, 'categoryId', NULL,
      'quantity', 0, 'unitPricePaise', NULL, 'seats', '[]'::jsonb,
      'planSeats', coalesce((SELECT jsonb_agg(jsonb_build_object('blockId', s->>'b', 'index', (s->>'i')::int,
        'categoryId', s->>'c')) FROM jsonb_array_elements(p_plan_seats) s), '[]'::jsonb));
  END IF;
  -- Places this hold already counts in the category it asks for (a change of quantity).
  v_own := CASE WHEN h.category_id = p_category THEN h.quantity ELSE 0 END;

  BEGIN
    UPDATE event_seats SET hold_id = NULL, hold_expires_at = NULL WHERE hold_id = p_hold;
    UPDATE holds SET category_id = p_category, quantity = coalesce(p_quantity, 0) WHERE id = p_hold;

    IF p_seats IS NOT NULL AND cardinality(p_seats) > 0 THEN
      WITH taken AS (
        UPDATE event_seats SET hold_id = p_hold, hold_expires_at = h.expires_at
          WHERE event_id = h.event_id AND seat_id = ANY (p_seats)
            AND kp_seat_free_to_take(event_seats, p_hold, p_now)
          RETURNING seat_id, section, price_paise, position
      )
      SELECT array_agg(seat_id),
        coalesce(jsonb_agg(jsonb_build_object('id', seat_id, 'section', section, 'pricePaise', price_paise) ORDER BY position), '[]'::jsonb)
        INTO v_got, v_seats FROM taken;
      IF coalesce(cardinality(v_got), 0) < cardinality(p_seats) THEN
        v_refusal := jsonb_build_object('refused', 'seat_unavailable', 'seatIds',
          to_jsonb(ARRAY(SELECT s FROM unnest(p_seats) AS s WHERE NOT (s = ANY (coalesce(v_got, '{}'))))));
        RAISE EXCEPTION 'seat_unavailable';
      END IF;
    END IF;

    -- The hot rows last, in one statement: the old category's places go back and the new ones are
    -- taken if free. One statement locks both rows in index order, so two buyers swapping
    -- categories cannot deadlock, and each row stays locked only until its transaction commits.
    IF (h.category_id IS NOT NULL AND h.quantity > 0) OR p_category IS NOT NULL THEN
      WITH changed AS (
        UPDATE event_categories
          SET held = held - CASE WHEN category_id = h.category_id THEN h.quantity ELSE 0 END
                          + CASE WHEN category_id = p_category THEN p_quantity ELSE 0 END
          WHERE event_id = h.event_id AND category_id IN (h.category_id, p_category)
            AND (category_id IS DISTINCT FROM p_category
              OR kp_places_free_to_take(event_categories)
                + CASE WHEN category_id = h.category_id THEN h.quantity ELSE 0 END >= p_quantity)
          RETURNING category_id, price_paise
      )
      SELECT max(price_paise) FILTER (WHERE category_id = p_category) INTO v_price FROM changed;
      IF p_category IS NOT NULL AND v_price IS NULL THEN
        -- Only when refused: stop counting this category's expired holds, then try once more.
        WITH expired AS (
          UPDATE holds SET status = 'expired'
            WHERE event_id = h.event_id AND category_id = p_category AND status IN ('active', 'checked_out')
              AND quantity > 0 AND expires_at <= p_now AND id <> p_hold
            RETURNING quantity
        )
        SELECT coalesce(sum(quantity), 0) INTO v_freed FROM expired;
        UPDATE event_categories SET held = held - v_freed - v_own + p_quantity
          WHERE event_id = h.event_id AND category_id = p_category
            AND kp_places_free_to_take(event_categories) + v_freed + v_own >= p_quantity
          RETURNING price_paise INTO v_price;
        IF NOT FOUND THEN
          SELECT kp_places_free_to_take(c) + v_freed + v_own INTO v_free
            FROM event_categories c WHERE event_id = h.event_id AND category_id = p_category;
          v_refusal := jsonb_build_object('refused', 'category_unavailable', 'free', greatest(coalesce(v_free, 0), 0));
          RAISE EXCEPTION 'category_unavailable';
        END IF;
      END IF;
    END IF;
  -- Raised only to undo the attempt; the refusal was set just before (variables are not undone).
  EXCEPTION WHEN raise_exception THEN
    RETURN v_refusal;
  END;

  RETURN jsonb_build_object('eventId', h.event_id, 'expiresAt', h.expires_at, 'categoryId', p_category,
    'quantity', coalesce(p_quantity, 0), 'unitPricePaise', v_price, 'seats', v_seats);
END;
$$;
