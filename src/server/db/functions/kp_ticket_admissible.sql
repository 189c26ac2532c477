-- A ticket is let in at the gate (tickets.admitted_at set) only while it admits: its booking is
-- confirmed (not refunded) and its event is not cancelled. (That a transferred ticket is never let
-- in, nor a let-in ticket transferred, is the CHECK tickets_admitted_or_transferred_check.) Anything
-- else is refused with check_violation naming the constraint tickets_admissible, whatever code tried
-- it (trigger tickets_admissible, BEFORE INSERT OR UPDATE OF admitted_at, transferred_at; issue 13,
-- section 5): the gate, whose read a refund or cancellation may have overtaken, reads again on it.
-- An offline gate may still have let such a ticket in: the gate module records that as a flagged
-- admission in its log, never on the ticket.
CREATE OR REPLACE FUNCTION kp_ticket_admissible() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.admitted_at IS NULL THEN
    RETURN NEW;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM bookings WHERE id = NEW.booking_id AND status = 'confirmed') THEN
    RAISE EXCEPTION 'ticket % is not of a confirmed booking: it cannot be admitted', NEW.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'tickets_admissible';
  END IF;
  IF EXISTS (SELECT 1 FROM events WHERE id = NEW.event_id AND status = 'cancelled') THEN
    RAISE EXCEPTION 'ticket % is of a cancelled event: it cannot be admitted', NEW.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'tickets_admissible';
  END IF;
  RETURN NEW;
END;
$$;
