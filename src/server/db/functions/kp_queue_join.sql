-- Gives the account its place in the event's queue, or answers the place it has (joining is
-- idempotent: a reload or another device gets the same place). A fan who joins before the start is
-- in the pre-queue: their order key is a secret, uniform draw below 2^48 (48 random bits of a v4
-- uuid), so ordering the pre-queue by it at the start is a random permutation, as fair as a shuffle
-- made then. A fan who joins after the start goes to the back in arrival order: 2^48 + the next
-- arrival number. An account whose pass was used or ran out may join again, at the back, once the
-- pass's time is over (so its next admission never falls in the minute the rate counts).
-- Answered as {"id"} of the entry, or {"refused": "no_queue"} when the event has no queue on.
CREATE OR REPLACE FUNCTION kp_queue_join(p_event text, p_user uuid, p_now timestamptz) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_opens timestamptz;
  v_key bigint;
  v_id uuid;
BEGIN
  SELECT opens_at INTO v_opens FROM event_queues WHERE event_id = p_event AND enabled;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('refused', 'no_queue');
  END IF;
  SELECT id INTO v_id FROM queue_entries
    WHERE event_id = p_event AND user_id = p_user
      AND (state = 'waiting' OR pass_expires_at > p_now);
  IF FOUND THEN
    RETURN jsonb_build_object('id', v_id);
  END IF;
  v_key := CASE WHEN p_now < v_opens
    THEN ('x' || right(gen_random_uuid()::text, 12))::bit(48)::bigint
    ELSE 281474976710656 + nextval('queue_arrivals') END;
  INSERT INTO queue_entries AS e (event_id, user_id, joined_at, order_key)
    VALUES (p_event, p_user, p_now, v_key)
    ON CONFLICT (event_id, user_id) DO UPDATE
      SET joined_at = excluded.joined_at, order_key = excluded.order_key, state = 'waiting',
          pass_expires_at = NULL, used_at = NULL, hold_id = NULL
      WHERE e.state <> 'waiting' AND e.pass_expires_at <= p_now
    RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    -- Another request of the same account joined between the look and the insert: its place stands.
    SELECT id INTO v_id FROM queue_entries WHERE event_id = p_event AND user_id = p_user;
  END IF;
  RETURN jsonb_build_object('id', v_id);
END;
$$;
