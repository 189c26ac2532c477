-- The price on an event's card (decision 009): the cheapest price a fan can buy now, among the
-- price list's categories with places free and map sections with seats unsold; null when nothing
-- is left. Places held by live sessions are not free.
CREATE OR REPLACE FUNCTION kp_event_from_price(p_event text) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT min(price) FROM (
    SELECT price_paise AS price FROM event_categories
      WHERE event_id = p_event AND capacity - sold - held > 0
    UNION ALL
    SELECT price_paise FROM event_sections WHERE event_id = p_event AND seats - sold > 0
  ) free
$$;
