-- Brings events.seats_sold, the places sold that the catalogue, the on-sale check and the organiser
-- read, up to the sales its price list counts: its categories' sold places and its map sections'
-- sold seats, which kp_hold_sell moves. A sale does not update the event's row itself, so that the
-- sales of one event do not queue on that row (decision 019): the server runs this for the event
-- once a sale has committed, and the reconciler for every event (p_events null), for a process
-- killed between the two. The count only rises: places sold never go back on sale, and of two
-- counts racing, the one read earlier must not undo the later. Returns how many events it raised.
CREATE OR REPLACE FUNCTION kp_event_count_sold(p_events text[]) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_count integer;
BEGIN
  UPDATE events e SET seats_sold = counted.sold
    FROM (
      SELECT ev.id, coalesce(c.sold, 0) + coalesce(s.sold, 0) AS sold
      FROM events ev
      LEFT JOIN (SELECT event_id, sum(sold)::integer AS sold FROM event_categories
          WHERE p_events IS NULL OR event_id = ANY (p_events) GROUP BY event_id) c ON c.event_id = ev.id
      LEFT JOIN (SELECT event_id, sum(sold)::integer AS sold FROM event_sections
          WHERE p_events IS NULL OR event_id = ANY (p_events) GROUP BY event_id) s ON s.event_id = ev.id
      WHERE p_events IS NULL OR ev.id = ANY (p_events)
    ) counted
    WHERE e.id = counted.id AND e.seats_sold < counted.sold;
  GET DIAGNOSTICS v_count = ROW_COUNT;
  RETURN v_count;
END;
$$;
