-- The running deal's percent off for one price point of an event at p_now (category ids as they
-- are, map sections as 'section:<id>'); null when none runs. At most one deal runs per point
-- (event_deals: checked when a deal is created); max() keeps the answer defined regardless.
CREATE OR REPLACE FUNCTION kp_deal_percent(p_event text, p_point text, p_now timestamptz) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT max(percent_off)::integer FROM event_deals
  WHERE event_id = p_event AND p_point = ANY (point_ids) AND cancelled_at IS NULL
    AND starts_at <= p_now AND ends_at > p_now
$$;
