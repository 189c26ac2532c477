-- Sales of one event no longer queue on its row: kp_hold_sell holds it FOR KEY SHARE instead of
-- adding to events.seats_sold, which kp_event_count_sold brings up to the price list's sold counts
-- (kp_events_sold) after each sale commits and in the reconciler (the on-sale bench's confirmations waited on the
-- event row, decision 019).
-- The places sold of the events given (every event for null), as their price lists count them: the
-- categories' sold places and the map sections' sold seats, which kp_hold_sell moves. What
-- events.seats_sold is brought up to (kp_event_count_sold).
CREATE OR REPLACE FUNCTION kp_events_sold(p_events text[]) RETURNS TABLE (event_id text, sold integer)
LANGUAGE sql STABLE AS $$
  SELECT ev.id, coalesce(c.sold, 0) + coalesce(s.sold, 0)
  FROM events ev
  LEFT JOIN (SELECT ec.event_id, sum(ec.sold)::integer AS sold FROM event_categories ec
      WHERE p_events IS NULL OR ec.event_id = ANY (p_events) GROUP BY ec.event_id) c ON c.event_id = ev.id
  LEFT JOIN (SELECT es.event_id, sum(es.sold)::integer AS sold FROM event_sections es
      WHERE p_events IS NULL OR es.event_id = ANY (p_events) GROUP BY es.event_id) s ON s.event_id = ev.id
  WHERE p_events IS NULL OR ev.id = ANY (p_events)
$$;
--> statement-breakpoint
-- Brings events.seats_sold, the places sold that the catalogue, the on-sale check and the organiser
-- read, up to what their price lists count (kp_events_sold). A sale does not update the event's row
-- itself, so that the sales of one event do not queue on that row (decision 019): the server runs
-- this for the event once a sale has committed (p_events: it waits for the row), and the reconciler
-- for every event (p_events null: it skips a row someone holds, which its next pass counts), for a
-- process killed between a sale and its count. The count only rises: places sold never go back on
-- sale, and of two counts racing, the one read earlier must not undo the later. Nor does it go past
-- the event's places (an old event whose price list outgrew them keeps its count). Returns how many
-- events it raised.
CREATE OR REPLACE FUNCTION kp_event_count_sold(p_events text[]) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_count integer;
BEGIN
  IF p_events IS NULL THEN
    WITH behind AS (
      SELECT e.id, counted.sold FROM events e JOIN kp_events_sold(NULL) counted ON counted.event_id = e.id
        WHERE e.seats_sold < counted.sold AND counted.sold <= e.total_seats
        FOR NO KEY UPDATE OF e SKIP LOCKED
    )
    UPDATE events e SET seats_sold = behind.sold FROM behind WHERE e.id = behind.id;
  ELSE
    UPDATE events e SET seats_sold = counted.sold
      FROM kp_events_sold(p_events) counted
      WHERE e.id = counted.event_id AND e.seats_sold < counted.sold AND counted.sold <= e.total_seats;
  END IF;
  GET DIAGNOSTICS v_count = ROW_COUNT;
  RETURN v_count;
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
-- Nothing is sold for a cancelled event: the sale holds the event row FOR KEY SHARE, which waits
-- for a cancel in progress (every change of an event locks its row FOR UPDATE first) and then sees
-- its status (decision 009), so a payment that lands after the cancel committed is refused, and one
-- sold before it is among the bookings the cancel refunds. KEY SHARE, not an update of the row:
-- sales of one event do not wait for each other there (decision 019); events.seats_sold catches up
-- after the sale commits (kp_event_count_sold).
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
    SELECT seat_plan INTO v_plan FROM events
      WHERE id = p_event AND status IN ('scheduled', 'postponed')
      FOR KEY SHARE;
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
