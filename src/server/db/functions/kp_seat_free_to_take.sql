-- Free to take for hold p_hold at p_now: a seat for sale (neither sold nor blocked) that no other
-- hold still running holds. Fans are shown the same seat through seatShown
-- (src/shared/domain/availability.ts), which also marks the seats a viewer's own hold holds.
CREATE OR REPLACE FUNCTION kp_seat_free_to_take(s event_seats, p_hold uuid, p_now timestamptz) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT s.status = 'available' AND (s.hold_id IS NULL OR s.hold_id = p_hold OR s.hold_expires_at <= p_now)
$$;
