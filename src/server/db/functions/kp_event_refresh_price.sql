-- Brings events.price_paise, the cache that sorting by price reads, to the card's price at p_now
-- (kp_event_price), for the events queued in event_price_refreshes and any given; the last price
-- stays when nothing is free. Run by the price sweep (src/server/jobs), which also queues the events
-- whose deals started or ended since its last run. Returns how many events it refreshed.
CREATE OR REPLACE FUNCTION kp_event_refresh_price(p_events text[], p_now timestamptz) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_events text[];
  v_count integer;
BEGIN
  WITH taken AS (DELETE FROM event_price_refreshes RETURNING event_id)
  SELECT array_agg(DISTINCT id) INTO v_events
  FROM (SELECT event_id AS id FROM taken UNION SELECT unnest(p_events)) queued;
  UPDATE events e SET price_paise = coalesce((kp_event_price(e.id, p_now) ->> 'price')::integer, e.price_paise)
  WHERE e.id = ANY (coalesce(v_events, '{}'));
  GET DIAGNOSTICS v_count = ROW_COUNT;
  RETURN v_count;
END;
$$;
