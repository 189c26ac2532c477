-- Decision 009: deals are real discounts (kp_deal_price, kp_deal_percent) and the card's price, its
-- deal and its price badge are computed from the records at the moment asked (kp_event_price, which
-- replaces kp_event_from_price). The sort cache events.price_paise is refreshed by the price sweep
-- (kp_event_refresh_price) for the events the triggers below queue.
DROP FUNCTION kp_event_from_price(text);
--> statement-breakpoint
-- The running deal's percent off for one price point of an event at p_now (category ids as they
-- are, map sections as 'section:<id>'); null when none runs. At most one deal runs per point
-- (event_deals: checked when a deal is created); max() keeps the answer defined regardless.
CREATE OR REPLACE FUNCTION kp_deal_percent(p_event text, p_point text, p_now timestamptz) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT max(percent_off)::integer FROM event_deals
  WHERE event_id = p_event AND p_point = ANY (point_ids) AND cancelled_at IS NULL
    AND starts_at <= p_now AND ends_at > p_now
$$;
--> statement-breakpoint

-- A price under a deal of p_percent % off (decision 009): whole rupees, rounded half up, never below
-- ₹1; no deal (null) leaves it as it is. Prices are paise holding whole rupees. The card
-- (kp_event_price), the seating prices and the bill (inventory.repo.ts) all read it from here.
CREATE OR REPLACE FUNCTION kp_deal_price(p_price integer, p_percent integer) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_percent IS NULL THEN p_price
    ELSE greatest(1, ((p_price / 100) * (100 - p_percent) + 50) / 100) * 100 END
$$;
--> statement-breakpoint

-- What an event's card says about its price at p_now (decision 009), as one jsonb object that
-- src/shared/domain/card-price.ts reads:
--   price        the cheapest price a fan can buy now: price points with places free (categories:
--                capacity − sold − held; map sections: seats − sold), running deals applied;
--   listPrice    that same point's price without its deal (the struck-through price under a deal);
--   cheapest     the cheapest free point's price without deals, and
--   weekAgo      the same points' cheapest price 7 days before p_now, from the price ledger
--                (event_price_changes): 'Price Drop!' / 'Price Updated!' compare the two;
--   deal, dealEndsAt  the running deal that ends first (its label and countdown).
-- Prices are null when nothing is free.
CREATE OR REPLACE FUNCTION kp_event_price(p_event text, p_now timestamptz) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  WITH points AS (
    SELECT 'category' AS kind, category_id AS id, category_id AS deal_key, price_paise AS price
      FROM event_categories WHERE event_id = p_event AND capacity - sold - held > 0
    UNION ALL
    SELECT 'section', section_id, 'section:' || section_id, price_paise
      FROM event_sections WHERE event_id = p_event AND seats - sold > 0
  ), priced AS (
    SELECT p.price,
      kp_deal_price(p.price, kp_deal_percent(p_event, p.deal_key, p_now)) AS now_price,
      coalesce((
        SELECT c.old_price_paise FROM event_price_changes c
        WHERE c.event_id = p_event AND c.point_kind = p.kind AND c.point_id = p.id
          AND c.changed_at > p_now - interval '7 days' AND c.changed_at <= p_now
        ORDER BY c.changed_at, c.id LIMIT 1), p.price) AS week_ago
    FROM points p
  ), card AS (
    SELECT now_price, price FROM priced ORDER BY now_price, price LIMIT 1
  ), running AS (
    SELECT kind, ends_at FROM event_deals
    WHERE event_id = p_event AND cancelled_at IS NULL AND starts_at <= p_now AND ends_at > p_now
    ORDER BY ends_at, id LIMIT 1
  )
  SELECT jsonb_build_object(
    'price', (SELECT now_price FROM card),
    'listPrice', (SELECT price FROM card),
    'cheapest', (SELECT min(price) FROM priced),
    'weekAgo', (SELECT min(week_ago) FROM priced),
    'deal', (SELECT kind FROM running),
    'dealEndsAt', (SELECT ends_at FROM running))
$$;
--> statement-breakpoint

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
--> statement-breakpoint

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
--> statement-breakpoint
CREATE TRIGGER event_categories_price_stale AFTER UPDATE ON event_categories FOR EACH ROW
  WHEN (OLD.price_paise IS DISTINCT FROM NEW.price_paise
    OR (OLD.capacity - OLD.sold - OLD.held > 0) IS DISTINCT FROM (NEW.capacity - NEW.sold - NEW.held > 0))
  EXECUTE FUNCTION kp_event_price_stale();--> statement-breakpoint
CREATE TRIGGER event_sections_price_stale AFTER UPDATE ON event_sections FOR EACH ROW
  WHEN (OLD.price_paise IS DISTINCT FROM NEW.price_paise
    OR (OLD.seats - OLD.sold > 0) IS DISTINCT FROM (NEW.seats - NEW.sold > 0))
  EXECUTE FUNCTION kp_event_price_stale();--> statement-breakpoint
CREATE TRIGGER event_deals_price_stale AFTER INSERT OR UPDATE ON event_deals FOR EACH ROW
  EXECUTE FUNCTION kp_event_price_stale();
