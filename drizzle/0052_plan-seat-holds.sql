-- Issue 15 §1, decision 016 point 5: plan seats are held, sold, given back and expire like the other
-- places. kp_plan_lock / kp_plan_take / kp_plan_give_back hold the rules; kp_hold_select takes
-- p_plan_seats; releasing takes the caller's clock (a plan seat whose hold ran out counts into its
-- block's version from its expiry, so giving it back must know the time).
DROP FUNCTION kp_hold_select(uuid, text, uuid, timestamptz, text, integer, text[]);
--> statement-breakpoint
DROP FUNCTION kp_hold_release(uuid, text, uuid);
--> statement-breakpoint
DROP FUNCTION kp_event_release_holds(text);
--> statement-breakpoint
DROP FUNCTION kp_hold_give_back(holds);
--> statement-breakpoint
-- Closes every open, unbilled booking session of an event and gives back what each held (an
-- admin's takedown, decision 014), answering how many it closed. The caller holds the event's row
-- FOR UPDATE, so no hold opens meanwhile (kp_hold_open). Sessions are locked in id order, as
-- kp_hold_apply's batches lock them. A checked-out session (billed, its fan paying) is left to be
-- paid or to expire: a payment for it sells like any sale made before the takedown.
CREATE OR REPLACE FUNCTION kp_event_release_holds(p_event text, p_now timestamptz) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  h holds%ROWTYPE;
  v_released integer := 0;
BEGIN
  FOR h IN SELECT * FROM holds WHERE event_id = p_event AND status = 'active' ORDER BY id FOR UPDATE LOOP
    PERFORM kp_hold_give_back(h, p_now);
    UPDATE holds SET status = 'released', category_id = NULL, quantity = 0 WHERE id = h.id;
    v_released := v_released + 1;
  END LOOP;
  RETURN v_released;
END;
$$;
--> statement-breakpoint

-- Changes and releases of holds in batches (decision record 005): the API queues them and sends
-- what has queued as one statement while the previous batch runs, one batch at a time, so a rush
-- costs one round trip and one commit per batch instead of per click.
-- * Every hold in the batch is locked first, in one order. Payment confirmation locks a hold and
--   then its places; a batch that took places before waiting for a hold row could deadlock with it.
--   The plan blocks every operation touches are locked next, all at once in block order
--   (kp_plan_lock), so a batch and a sale of plan seats take blocks in one order.
-- * Each operation runs in its own block: a refusal is undone alone (kp_hold_select's savepoint),
--   and an error nobody expected (a constraint, a bad value) is answered as {"error": SQLSTATE}
--   for that operation alone. Deadlock and serialization failures still end the statement, so the
--   API runs the whole batch again; a statement timeout ends it too (plpgsql's OTHERS never
--   catches a cancel).
CREATE OR REPLACE FUNCTION kp_hold_apply(p_ops jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  op jsonb;
  result jsonb;
  results jsonb[] := '{}';
BEGIN
  PERFORM 1 FROM holds
    WHERE id = ANY (ARRAY(SELECT (value->>'hold')::uuid FROM jsonb_array_elements(p_ops)))
    ORDER BY id FOR UPDATE;
  PERFORM kp_plan_lock(
    (SELECT jsonb_agg(s || jsonb_build_object('e', h.event_id))
      FROM jsonb_array_elements(p_ops) o
      JOIN holds h ON h.id = (o.value->>'hold')::uuid
      CROSS JOIN LATERAL jsonb_array_elements(
        CASE WHEN jsonb_typeof(o.value->'planSeats') = 'array' THEN o.value->'planSeats' ELSE '[]'::jsonb END) s),
    ARRAY(SELECT (value->>'hold')::uuid FROM jsonb_array_elements(p_ops)));
  FOR op IN SELECT value FROM jsonb_array_elements(p_ops) WITH ORDINALITY AS e(value, n) ORDER BY n LOOP
    BEGIN
      IF op->>'op' = 'release' THEN
        result := kp_hold_release((op->>'hold')::uuid, op->>'holderKey', (op->>'user')::uuid,
          (op->>'now')::timestamptz);
      ELSE
        result := kp_hold_select(
          (op->>'hold')::uuid,
          op->>'holderKey',
          (op->>'user')::uuid,
          (op->>'now')::timestamptz,
          op->>'category',
          (op->>'quantity')::int,
          CASE WHEN jsonb_typeof(op->'seats') = 'array'
            THEN ARRAY(SELECT jsonb_array_elements_text(op->'seats')) END,
          CASE WHEN jsonb_typeof(op->'planSeats') = 'array' THEN op->'planSeats' END);
      END IF;
    EXCEPTION WHEN OTHERS THEN
      IF SQLSTATE IN ('40P01', '40001') THEN
        RAISE;
      END IF;
      result := jsonb_build_object('error', SQLSTATE, 'message', SQLERRM);
    END;
    results := results || result;
  END LOOP;
  RETURN to_jsonb(results);
END;
$$;
--> statement-breakpoint

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
--> statement-breakpoint

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
--> statement-breakpoint

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
--> statement-breakpoint

-- Sells what a booking bought, inside the transaction that confirms its payment: its map seats if
-- still free to take for its hold, or its category places, from the hold's count when the hold
-- still counts exactly these places (it is checked out: frozen since the bill), else from the
-- places free to take (it expired and was swept). The hold's work is then done: it becomes
-- 'converted'. Sold map seats are counted in their section of the price list (event_sections).
-- On an event with a seating plan p_seats are plan seats ('<block>:<index>'): they sell only while
-- this hold still names them in seat_holds (nobody took one over after the hold ran out), under
-- their blocks' locks (kp_plan_lock), setting their sold bits; their categories' held and sold
-- move in one statement.
-- Only a checked-out or expired hold sells (kp_status_transition); any other has no
-- payable order behind it.
-- Nothing is sold for a cancelled event: the event row's update below waits for a cancel in
-- progress and then sees its status (decision 009), so a payment that lands after the cancel
-- committed is refused, and one sold before it is among the bookings the cancel refunds.
-- All or nothing, answered as {"sold": places} or {"refused": "places_gone" | "event_cancelled"}
-- (the hold ran out and someone else took the places, or the event was cancelled;
-- saleAnswerSchema in inventory.repo.ts reads it): the block's savepoint undoes a partial sale.
CREATE OR REPLACE FUNCTION kp_hold_sell(
  p_hold uuid,
  p_booking uuid,
  p_event text,
  p_category text,
  p_quantity integer,
  p_seats text[],
  p_now timestamptz
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  h holds%ROWTYPE;
  v_sold integer;
  v_from_hold boolean := false;
  v_plan boolean;
  v_seats jsonb;
  v_mine integer;
  v_back jsonb;
  v_sold_by jsonb;
  v_seat record;
BEGIN
  -- The hold first, as every change of a hold locks it (kp_hold_apply), so the two cannot deadlock.
  SELECT * INTO h FROM holds WHERE id = p_hold FOR UPDATE;
  IF NOT FOUND OR h.status NOT IN ('checked_out', 'expired') THEN
    RETURN jsonb_build_object('refused', 'places_gone');
  END IF;
  BEGIN
    -- The event next, before its seats and counters: an organiser's change of the event (price
    -- list, cancel) locks it first too, so the two take their locks in one order and cannot
    -- deadlock; and a cancel that committed first refuses the sale.
    UPDATE events SET seats_sold = seats_sold + p_quantity
      WHERE id = p_event AND status IN ('scheduled', 'postponed')
      RETURNING seat_plan INTO v_plan;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'event_cancelled';
    END IF;
    IF v_plan THEN
      SELECT jsonb_agg(jsonb_build_object('e', p_event, 'b', split_part(id, ':', 1), 'i', split_part(id, ':', 2)::int))
        INTO v_seats FROM unnest(p_seats) id;
      PERFORM kp_plan_lock(v_seats, ARRAY[p_hold]);
      SELECT coalesce(jsonb_object_agg(category_id, n), '{}'::jsonb) INTO v_sold_by
        FROM (SELECT o.category_id, count(*)::int AS n FROM seat_holds o JOIN jsonb_array_elements(v_seats) s
          ON o.event_id = p_event AND o.block_id = s->>'b' AND o.seat_index = (s->>'i')::int
          WHERE o.hold_id = p_hold GROUP BY o.category_id) mine;
      SELECT coalesce(sum(value::int), 0) INTO v_mine FROM jsonb_each_text(v_sold_by);
      IF v_mine = 0 OR v_mine < cardinality(p_seats) THEN
        RAISE EXCEPTION 'places_gone';
      END IF;
      FOR v_seat IN SELECT s->>'b' AS block_id, (s->>'i')::int AS seat_index FROM jsonb_array_elements(v_seats) s LOOP
        UPDATE block_inventory SET sold = set_bit(sold, v_seat.seat_index, 1)
          WHERE event_id = p_event AND block_id = v_seat.block_id;
      END LOOP;
      -- Every seat the hold names goes (those bought are now sold), counted once as a change of
      -- its block; the seats sold were held, so their categories move them from held to sold.
      v_back := kp_plan_give_back(h, p_now);
      UPDATE event_categories SET held = held - (v_back->>category_id)::int,
          sold = sold + coalesce((v_sold_by->>category_id)::int, 0)
        WHERE event_id = p_event AND v_back ? category_id;
      UPDATE holds SET status = 'converted', category_id = NULL, quantity = 0 WHERE id = p_hold;
      RETURN jsonb_build_object('sold', p_quantity);
    END IF;
    v_from_hold := cardinality(p_seats) = 0
      AND coalesce(h.status = 'checked_out' AND h.category_id = p_category AND h.quantity = p_quantity, false);
    IF h.status = 'checked_out' AND NOT v_from_hold THEN
      PERFORM kp_hold_give_back(h, p_now);
    END IF;
    IF cardinality(p_seats) > 0 THEN
      UPDATE event_seats SET status = 'sold', booking_id = p_booking, hold_id = NULL, hold_expires_at = NULL
        WHERE event_id = p_event AND seat_id = ANY (p_seats) AND kp_seat_free_to_take(event_seats, p_hold, p_now);
      GET DIAGNOSTICS v_sold = ROW_COUNT;
      IF v_sold < cardinality(p_seats) THEN
        RAISE EXCEPTION 'places_gone';
      END IF;
      -- The price list's count of sold seats per section, kept with the seats (decision 009).
      UPDATE event_sections es SET sold = es.sold + n.seats
        FROM (SELECT section, count(*)::integer AS seats FROM event_seats
              WHERE event_id = p_event AND seat_id = ANY (p_seats) GROUP BY section) n
        WHERE es.event_id = p_event AND es.section_id = n.section;
    ELSE
      UPDATE event_categories
        SET sold = sold + p_quantity, held = held - CASE WHEN v_from_hold THEN p_quantity ELSE 0 END
        WHERE event_id = p_event AND category_id = p_category
          AND (v_from_hold OR kp_places_free_to_take(event_categories) >= p_quantity);
      IF NOT FOUND THEN
        RAISE EXCEPTION 'places_gone';
      END IF;
    END IF;

    UPDATE holds SET status = 'converted', category_id = NULL, quantity = 0 WHERE id = p_hold;
  -- Raised only to undo a partial sale; the message is the refusal.
  EXCEPTION WHEN raise_exception THEN
    RETURN jsonb_build_object('refused', SQLERRM);
  END;
  RETURN jsonb_build_object('sold', p_quantity);
END;
$$;
--> statement-breakpoint

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
--> statement-breakpoint

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
--> statement-breakpoint

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
--> statement-breakpoint

-- Takes plan seats for a hold (decision 016), all or nothing, inside kp_hold_select's savepoint
-- after the hold's old plan seats went back: p_seats is [{"b": block, "i": index, "c": category}],
-- checked against the venue's plan by the API. The seats' blocks must exist and be locked by the
-- caller (kp_plan_lock). A seat can be had when its block's sold bit is 0 and no other hold still
-- running names it in seat_holds; a row whose hold ran out is taken over (its block's version
-- counts it once more, as kp_plan_give_back does). Answers {"taken": {category: new seats},
-- "unavailable": [{blockId, index}]}: when unavailable is not empty nothing was taken.
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
      RETURNING o.block_id, o.category_id, (xmax::text::bigint = 0) AS inserted
  ), bumped AS (
    UPDATE block_inventory b SET version = b.version + 1 + p.taken_over
      FROM (SELECT block_id, count(*) FILTER (WHERE NOT inserted)::int AS taken_over FROM put GROUP BY block_id) p
      WHERE b.event_id = h.event_id AND b.block_id = p.block_id
  )
  -- A seat taken over from a hold that ran out was already counted in its category's held.
  SELECT coalesce(jsonb_object_agg(category_id, n), '{}'::jsonb) INTO v_taken
    FROM (SELECT category_id, count(*) FILTER (WHERE inserted)::int AS n FROM put GROUP BY category_id) c;
  RETURN jsonb_build_object('taken', v_taken, 'unavailable', '[]'::jsonb);
END;
$$;
