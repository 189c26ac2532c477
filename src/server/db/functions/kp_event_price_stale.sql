-- Trigger: a price point's price changed, or it went from free to full or back, or a deal was
-- written: the event's cached card price may be stale. Queues the event for the price sweep
-- (kp_event_refresh_price) instead of updating events here, so a sale never waits for the event's
-- row lock (an organiser editing the event holds it) and never takes it out of order.
CREATE OR REPLACE FUNCTION kp_event_price_stale() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO event_price_refreshes (event_id) VALUES (NEW.event_id);
  RETURN NULL;
END;
$$;
