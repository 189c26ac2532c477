-- Brings events.seats_sold, the places sold that the catalogue, the on-sale check and the organiser
-- read, up to what their price lists count (kp_events_sold). A sale does not update the event's row
-- itself, so that the sales of one event do not queue on that row (decision 019): the server runs
-- this for the event once a sale has committed (p_events: it waits for the row), and the reconciler
-- for every event (p_events null: it skips a row someone holds, which its next pass counts), for a
-- process killed between a sale and its count. The count only rises: places sold never go back on
-- sale, and of two counts racing, the one read earlier must not undo the later. Nor does it go past
-- the event's places (an old event whose price list outgrew them keeps its count). Returns how many
-- events it raised.
CREATE OR REPLACE FUNCTION kp_event_count_sold(p_events text[]) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_count integer;
BEGIN
  IF p_events IS NULL THEN
    WITH behind AS (
      SELECT e.id, counted.sold FROM events e JOIN kp_events_sold(NULL) counted ON counted.event_id = e.id
        WHERE e.seats_sold < counted.sold AND counted.sold <= e.total_seats
        FOR NO KEY UPDATE OF e SKIP LOCKED
    )
    UPDATE events e SET seats_sold = behind.sold FROM behind WHERE e.id = behind.id;
  ELSE
    UPDATE events e SET seats_sold = counted.sold
      FROM kp_events_sold(p_events) counted
      WHERE e.id = counted.event_id AND e.seats_sold < counted.sold AND counted.sold <= e.total_seats;
  END IF;
  GET DIAGNOSTICS v_count = ROW_COUNT;
  RETURN v_count;
END;
$$;
