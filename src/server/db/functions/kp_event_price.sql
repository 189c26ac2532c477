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
