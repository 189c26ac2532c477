-- An admin's takedown of an event (issue 14, decision 014): unpublished_at and its reason take the
-- event off the catalogue and off sale whatever its status (kp_event_on_sale), its tickets still
-- valid. kp_event_release_holds closes the event's open sessions in the takedown's transaction;
-- kp_hold_open reads the event again after its insert so that no session opens across a takedown.
ALTER TABLE "events" ADD COLUMN "unpublished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "unpublish_reason" text;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_unpublished_check" CHECK (("events"."unpublished_at" IS NULL) = ("events"."unpublish_reason" IS NULL));--> statement-breakpoint
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
--> statement-breakpoint

-- Closes every open, unbilled booking session of an event and gives back what each held (an
-- admin's takedown, decision 014), answering how many it closed. The caller holds the event's row
-- FOR UPDATE, so no hold opens meanwhile (kp_hold_open). Sessions are locked in id order, as
-- kp_hold_apply's batches lock them. A checked-out session (billed, its fan paying) is left to be
-- paid or to expire: a payment for it sells like any sale made before the takedown.
CREATE OR REPLACE FUNCTION kp_event_release_holds(p_event text) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  h holds%ROWTYPE;
  v_released integer := 0;
BEGIN
  FOR h IN SELECT * FROM holds WHERE event_id = p_event AND status = 'active' ORDER BY id FOR UPDATE LOOP
    PERFORM kp_hold_give_back(h);
    UPDATE holds SET status = 'released', category_id = NULL, quantity = 0 WHERE id = h.id;
    v_released := v_released + 1;
  END LOOP;
  RETURN v_released;
END;
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
  -- An admin's takedown (decision 014) locks the event row FOR UPDATE, then releases the event's
  -- holds. The insert's foreign-key check takes the row's KEY SHARE lock, so it waited for a
  -- takedown that held the row; read the event again with what has committed since: a hold opened
  -- across a takedown is refused here, or was committed before the takedown looked for holds.
  IF NOT kp_event_on_sale(p_event, p_now) THEN
    DELETE FROM holds WHERE id = v_id;
    RETURN jsonb_build_object('refused', 'not_on_sale');
  END IF;
  RETURN jsonb_build_object('id', v_id, 'expiresAt', p_expires);
END;
$$;
