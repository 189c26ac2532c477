-- Decision 009: a hold's and the seating's prices in one statement (the select path had two).
-- Every price point of an event at p_now (decision 009), one jsonb object keyed by category id or
-- 'section:<id>': {"gold": {"unitPricePaise": …, "listPricePaise": …}, …}. The price to pay has the
-- running deal applied (kp_deal_price, kp_deal_percent); the list price is the price list's.
-- Seating, holds and the bill read their prices from this one statement (pointPrices in
-- inventory.repo.ts).
CREATE OR REPLACE FUNCTION kp_point_prices(p_event text, p_now timestamptz) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_object_agg(point, jsonb_build_object(
      'unitPricePaise', kp_deal_price(price, kp_deal_percent(p_event, point, p_now)),
      'listPricePaise', price)), '{}'::jsonb)
  FROM (
    SELECT category_id AS point, price_paise AS price FROM event_categories WHERE event_id = p_event
    UNION ALL
    SELECT 'section:' || section_id, price_paise FROM event_sections WHERE event_id = p_event
  ) points
$$;
