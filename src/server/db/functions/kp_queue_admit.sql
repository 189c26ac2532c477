-- Admits the next fans of the event's queue at p_now, in order (order_key, then id), at most
-- p_batch, at the event's rate; answers how many. Every API process may call it at any moment: the
-- queue's row is taken FOR UPDATE SKIP LOCKED, so one admits while the others skip (it is done by
-- the time they come back), and the rate is spent from the row, never from a process's memory.
-- Two limits, both read under that lock:
--   * smooth: each fan spends 60 s / rate from admitted_through (a quiet queue does not save up
--     admissions: admitted_through is at most a minute behind, and moves to now when the queue
--     runs dry);
--   * exact: the admissions of the last minute (admitted_at > p_now - 1 minute) never exceed the
--     rate, so no window of a minute sees more than the rate, whatever the passes' timing.
-- Nothing is admitted before the start or while the event is off sale. Unused passes past their
-- expiry are marked expired on the way.
CREATE OR REPLACE FUNCTION kp_queue_admit(p_event text, p_now timestamptz, p_batch integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  q event_queues%ROWTYPE;
  v_from timestamptz;
  v_allowed integer;
  v_admitted integer;
BEGIN
  SELECT * INTO q FROM event_queues
    WHERE event_id = p_event AND enabled AND opens_at <= p_now
    FOR UPDATE SKIP LOCKED;
  IF NOT FOUND THEN
    RETURN 0;
  END IF;
  UPDATE queue_entries SET state = 'expired'
    WHERE event_id = p_event AND state = 'admitted' AND pass_expires_at <= p_now;
  IF NOT kp_event_on_sale(p_event, p_now) THEN
    RETURN 0;
  END IF;
  v_from := greatest(q.admitted_through, q.opens_at, p_now - interval '1 minute');
  v_allowed := least(
    p_batch,
    floor(extract(epoch FROM p_now - v_from) * q.rate_per_minute / 60)::integer,
    q.rate_per_minute - (SELECT count(*) FROM queue_entries
      WHERE event_id = p_event AND admitted_at > p_now - interval '1 minute')::integer);
  IF v_allowed <= 0 THEN
    RETURN 0;
  END IF;
  UPDATE queue_entries SET state = 'admitted', admitted_at = p_now,
      pass_expires_at = p_now + make_interval(mins => q.pass_minutes)
    WHERE id IN (
      SELECT id FROM queue_entries WHERE event_id = p_event AND state = 'waiting'
        ORDER BY order_key, id LIMIT v_allowed);
  GET DIAGNOSTICS v_admitted = ROW_COUNT;
  UPDATE event_queues
    SET admitted_through = CASE WHEN v_admitted < v_allowed THEN p_now
      ELSE v_from + v_admitted * (interval '1 minute' / q.rate_per_minute) END
    WHERE event_id = p_event;
  RETURN v_admitted;
END;
$$;
