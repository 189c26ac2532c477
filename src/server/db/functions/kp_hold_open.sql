-- Opens a booking session for the caller if the event is on sale (kp_event_on_sale) and the caller
-- keeps under the cap on open sessions per event: p_per_owner for the account or the browser
-- (holder cookie), p_per_address for the address (higher: homes, offices and mobile carriers put
-- many fans behind one address; null for no cap, as in a load test from one machine). Answered as {"id", "expiresAt"}, or {"refused": "event_not_found"},
-- {"refused": "not_on_sale"}, {"refused": "too_many_sessions"} or {"refused": "queue_pass_required"}.
-- While the event's queue is on (decision record 017), only an account holding a live pass from
-- it may open a session, and opening one uses the pass up: the conditional update of the pass is
-- the last step, so of two opens racing on one pass, one gets the session and the other's is undone.
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
  v_queued boolean;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM events WHERE id = p_event) THEN
    RETURN jsonb_build_object('refused', 'event_not_found');
  END IF;
  IF NOT kp_event_on_sale(p_event, p_now) THEN
    RETURN jsonb_build_object('refused', 'not_on_sale');
  END IF;
  v_queued := EXISTS (SELECT 1 FROM event_queues WHERE event_id = p_event AND enabled);
  IF v_queued AND NOT EXISTS (SELECT 1 FROM queue_entries
      WHERE event_id = p_event AND user_id = p_user AND state = 'admitted' AND pass_expires_at > p_now) THEN
    RETURN jsonb_build_object('refused', 'queue_pass_required');
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
  IF v_queued THEN
    UPDATE queue_entries SET state = 'used', used_at = p_now, hold_id = v_id
      WHERE event_id = p_event AND user_id = p_user AND state = 'admitted' AND pass_expires_at > p_now;
    IF NOT FOUND THEN
      DELETE FROM holds WHERE id = v_id;
      RETURN jsonb_build_object('refused', 'queue_pass_required');
    END IF;
  END IF;
  RETURN jsonb_build_object('id', v_id, 'expiresAt', p_expires);
END;
$$;
