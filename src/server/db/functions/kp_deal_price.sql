-- A price under a deal of p_percent % off (decision 009): whole rupees, rounded half up, never below
-- ₹1; no deal (null) leaves it as it is. Prices are paise holding whole rupees. The card
-- (kp_event_price), the seating prices and the bill (inventory.repo.ts) all read it from here.
CREATE OR REPLACE FUNCTION kp_deal_price(p_price integer, p_percent integer) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_percent IS NULL THEN p_price
    ELSE greatest(1, ((p_price / 100) * (100 - p_percent) + 50) / 100) * 100 END
$$;
