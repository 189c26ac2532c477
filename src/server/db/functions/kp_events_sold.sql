-- The places sold of the events given (every event for null), as their price lists count them: the
-- categories' sold places and the map sections' sold seats, which kp_hold_sell moves. What
-- events.seats_sold is brought up to (kp_event_count_sold).
CREATE OR REPLACE FUNCTION kp_events_sold(p_events text[]) RETURNS TABLE (event_id text, sold integer)
LANGUAGE sql STABLE AS $$
  SELECT ev.id, coalesce(c.sold, 0) + coalesce(s.sold, 0)
  FROM events ev
  LEFT JOIN (SELECT ec.event_id, sum(ec.sold)::integer AS sold FROM event_categories ec
      WHERE p_events IS NULL OR ec.event_id = ANY (p_events) GROUP BY ec.event_id) c ON c.event_id = ev.id
  LEFT JOIN (SELECT es.event_id, sum(es.sold)::integer AS sold FROM event_sections es
      WHERE p_events IS NULL OR es.event_id = ANY (p_events) GROUP BY es.event_id) s ON s.event_id = ev.id
  WHERE p_events IS NULL OR ev.id = ANY (p_events)
$$;
