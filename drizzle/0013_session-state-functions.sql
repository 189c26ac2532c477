-- The session state machine in the database (decision record 007): kp_status_transition guards
-- every status change of holds, bookings, gateway orders and payments; a checked-out hold's
-- selection is frozen (kp_hold_select, kp_hold_release); a hold is its opener's (kp_hold_is_callers);
-- kp_hold_open caps open sessions per event and refuses an event that has started
-- (kp_event_on_sale); kp_hold_sell sells only a checked-out or expired hold; kp_inventory_recount
-- repairs places an earlier version left held with no live session (run here, once).
DROP FUNCTION kp_hold_release(uuid);--> statement-breakpoint
DROP FUNCTION kp_hold_select(uuid, timestamptz, text, integer, text[]);--> statement-breakpoint
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
--> statement-breakpoint

-- Changes and releases of holds in batches (decision record 005): the API queues them and sends
-- what has queued as one statement while the previous batch runs, one batch at a time, so a rush
-- costs one round trip and one commit per batch instead of per click.
-- * Every hold in the batch is locked first, in one order. Payment confirmation locks a hold and
--   then its places; a batch that took places before waiting for a hold row could deadlock with it.
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
  FOR op IN SELECT value FROM jsonb_array_elements(p_ops) WITH ORDINALITY AS e(value, n) ORDER BY n LOOP
    BEGIN
      IF op->>'op' = 'release' THEN
        result := kp_hold_release((op->>'hold')::uuid, op->>'holderKey', (op->>'user')::uuid);
      ELSE
        result := kp_hold_select(
          (op->>'hold')::uuid,
          op->>'holderKey',
          (op->>'user')::uuid,
          (op->>'now')::timestamptz,
          op->>'category',
          (op->>'quantity')::int,
          CASE WHEN jsonb_typeof(op->'seats') = 'array'
            THEN ARRAY(SELECT jsonb_array_elements_text(op->'seats')) END);
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

-- Whether the caller may use hold h: the browser that opened it (the SHA-256 of its holder cookie)
-- or the signed-in account that did. Anyone else is told there is no such hold.
CREATE OR REPLACE FUNCTION kp_hold_is_callers(h holds, p_holder_key text, p_user uuid) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(h.holder_key = p_holder_key, false) OR coalesce(h.user_id = p_user, false)
$$;
--> statement-breakpoint

-- Opens a booking session for the caller if the event is on sale (kp_event_on_sale) and the caller
-- keeps under the cap on open sessions per event: p_per_owner for the account or the browser
-- (holder cookie), p_per_address for the address (higher: homes, offices and mobile carriers put
-- many fans behind one address; null for no cap, as in a load test from one machine). Answered as {"id", "expiresAt"}, or {"refused": "event_not_found"},
-- {"refused": "not_on_sale"} or {"refused": "too_many_sessions"}.
-- Two opens by one caller at once must not both count the other out: each takes a transaction lock
-- on its (event, owner) and (event, address) before counting; other callers never wait on it.
CREATE OR REPLACE FUNCTION kp_hold_open(
  p_event text,
  p_user uuid,
  p_holder_key text,
  p_address text,
  p_now timestamptz,
  p_expires timestamptz,
  p_per_owner integer,
  p_per_address integer
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM events WHERE id = p_event) THEN
    RETURN jsonb_build_object('refused', 'event_not_found');
  END IF;
  IF NOT kp_event_on_sale(p_event, p_now) THEN
    RETURN jsonb_build_object('refused', 'not_on_sale');
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('hold_open|' || p_event || '|' || coalesce(p_user::text, p_holder_key), 0));
  IF p_per_address IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('hold_open|' || p_event || '|' || p_address, 0));
  END IF;
  IF (SELECT count(*) FROM holds
        WHERE event_id = p_event AND status IN ('active', 'checked_out') AND expires_at > p_now
          AND (holder_key = p_holder_key OR user_id = p_user)) >= p_per_owner
     OR p_per_address IS NOT NULL AND (SELECT count(*) FROM holds
        WHERE event_id = p_event AND status IN ('active', 'checked_out') AND expires_at > p_now
          AND client_address = p_address) >= p_per_address THEN
    RETURN jsonb_build_object('refused', 'too_many_sessions');
  END IF;
  INSERT INTO holds (event_id, user_id, holder_key, client_address, created_at, expires_at)
    VALUES (p_event, p_user, p_holder_key, p_address, p_now, p_expires)
    RETURNING id INTO v_id;
  RETURN jsonb_build_object('id', v_id, 'expiresAt', p_expires);
END;
$$;
--> statement-breakpoint

-- Closes a booking session and gives back what it held, answered as {"released": true}, or
-- {"released": false} when there is no such hold (or it is not the caller's: p_holder_key and
-- p_user name who may use it), or {"refused": "hold_checked_out"} while it is billed: its places
-- stay until the checkout is reopened, paid or expires. Closing one that has ended (released,
-- expired, sold) changes nothing.
CREATE OR REPLACE FUNCTION kp_hold_release(p_hold uuid, p_holder_key text, p_user uuid) RETURNS jsonb
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
    PERFORM kp_hold_give_back(h);
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
-- A refusal is answered, not raised (decision record 005), as one of
--   {"refused": "hold_not_found"}, {"refused": "hold_expired"}, {"refused": "hold_checked_out"},
--   {"refused": "not_on_sale"},
--   {"refused": "seat_unavailable", "seatIds": [the seats it could not take]},
--   {"refused": "category_unavailable", "free": places free to take}
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
  p_seats text[]
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
-- 'converted'. Only a checked-out or expired hold sells (kp_status_transition); any other has no
-- payable order behind it.
-- All or nothing, answered as {"sold": places} or {"refused": "places_gone"} (the hold ran out and
-- someone else took the places; saleAnswerSchema in inventory.repo.ts reads it): the block's
-- savepoint undoes a partial sale.
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
BEGIN
  -- The hold first, as every change of a hold locks it (kp_hold_apply), so the two cannot deadlock.
  SELECT * INTO h FROM holds WHERE id = p_hold FOR UPDATE;
  IF NOT FOUND OR h.status NOT IN ('checked_out', 'expired') THEN
    RETURN jsonb_build_object('refused', 'places_gone');
  END IF;
  BEGIN
    v_from_hold := cardinality(p_seats) = 0
      AND coalesce(h.status = 'checked_out' AND h.category_id = p_category AND h.quantity = p_quantity, false);
    IF h.status = 'checked_out' AND NOT v_from_hold THEN
      PERFORM kp_hold_give_back(h);
    END IF;
    IF cardinality(p_seats) > 0 THEN
      UPDATE event_seats SET status = 'sold', booking_id = p_booking, hold_id = NULL, hold_expires_at = NULL
        WHERE event_id = p_event AND seat_id = ANY (p_seats) AND kp_seat_free_to_take(event_seats, p_hold, p_now);
      GET DIAGNOSTICS v_sold = ROW_COUNT;
      IF v_sold < cardinality(p_seats) THEN
        RAISE EXCEPTION 'places_gone';
      END IF;
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
    UPDATE events SET seats_sold = seats_sold + p_quantity WHERE id = p_event;
  -- Raised only to undo a partial sale.
  EXCEPTION WHEN raise_exception THEN
    RETURN jsonb_build_object('refused', 'places_gone');
  END;
  RETURN jsonb_build_object('sold', p_quantity);
END;
$$;
--> statement-breakpoint

-- Repairs inventory that no live session explains, and answers how much it repaired: a category's
-- held count becomes the places its active and checked-out holds count (an expired hold still marked
-- active counts until a buyer sweeps it, as kp_places_free_to_take trusts), and a map seat held by a
-- session that has ended is free again. Earlier versions let a checked-out hold change after its
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
  FOR c IN SELECT event_id, category_id FROM event_categories ORDER BY event_id, category_id LOOP
    PERFORM 1 FROM event_categories WHERE event_id = c.event_id AND category_id = c.category_id FOR UPDATE;
    SELECT coalesce(sum(quantity), 0) INTO v_live FROM holds
      WHERE event_id = c.event_id AND category_id = c.category_id
        AND status IN ('active', 'checked_out') AND quantity > 0;
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

-- The state machines of the sale path, one list per table: the status moves the database allows
-- (trigger *_status_transition on each table, BEFORE UPDATE OF status). Any other move is refused
-- with check_violation, whatever the code that tried it (decision record 007).
--   holds:            a session is chosen (active), billed (checked_out) and either sold
--                     (converted) or ends (released, expired); reopening a checkout makes it active
--                     again, and a payment that arrives after the sweep may still sell an expired one.
--   bookings:         pending until paid (confirmed) or given up (cancelled).
--   gateway_orders:   payable (created) until paid or cancelled by a newer checkout; a paid order
--                     may be refunded.
--   gateway_payments: a capture may be refunded; a failed attempt stays failed.
CREATE OR REPLACE FUNCTION kp_status_transition() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  allowed text[];
BEGIN
  allowed := CASE TG_TABLE_NAME
    WHEN 'holds' THEN ARRAY['active>checked_out', 'checked_out>active', 'active>released',
      'active>expired', 'checked_out>expired', 'checked_out>converted', 'expired>converted']
    WHEN 'bookings' THEN ARRAY['pending>confirmed', 'pending>cancelled']
    WHEN 'gateway_orders' THEN ARRAY['created>paid', 'created>cancelled', 'paid>refunded']
    WHEN 'gateway_payments' THEN ARRAY['captured>refunded']
  END;
  IF NOT (OLD.status || '>' || NEW.status) = ANY (coalesce(allowed, '{}')) THEN
    RAISE EXCEPTION '% % cannot go from % to %', TG_TABLE_NAME, OLD.id, OLD.status, NEW.status
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER holds_status_transition BEFORE UPDATE OF status ON holds
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION kp_status_transition();--> statement-breakpoint
CREATE TRIGGER bookings_status_transition BEFORE UPDATE OF status ON bookings
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION kp_status_transition();--> statement-breakpoint
CREATE TRIGGER gateway_orders_status_transition BEFORE UPDATE OF status ON gateway_orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION kp_status_transition();--> statement-breakpoint
CREATE TRIGGER gateway_payments_status_transition BEFORE UPDATE OF status ON gateway_payments
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION kp_status_transition();--> statement-breakpoint
SELECT kp_inventory_recount();
