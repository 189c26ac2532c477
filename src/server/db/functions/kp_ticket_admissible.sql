-- A ticket is let in at the gate (tickets.admitted_at set) only while it admits: its booking is
-- confirmed (not refunded), its event is not cancelled, and it was not transferred (its holder gave
-- it away: the recipient's new ticket admits instead). Likewise a ticket already let in cannot be
-- transferred. Anything else is refused with check_violation, whatever code tried it (trigger
-- tickets_admissible, BEFORE INSERT OR UPDATE OF admitted_at, transferred_at; issue 13, section 5).
-- An offline gate may still have let such a ticket in: the gate module records that as a flagged
-- admission in its log, never on the ticket.
CREATE OR REPLACE FUNCTION kp_ticket_admissible() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.admitted_at IS NULL THEN
    RETURN NEW;
  END IF;
  IF NEW.transferred_at IS NOT NULL THEN
    RAISE EXCEPTION 'ticket % was transferred: it cannot be admitted', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM bookings WHERE id = NEW.booking_id AND status = 'confirmed') THEN
    RAISE EXCEPTION 'ticket % is not of a confirmed booking: it cannot be admitted', NEW.id
      USING ERRCODE = 'check_violation';
  END IF;
  IF EXISTS (SELECT 1 FROM events WHERE id = NEW.event_id AND status = 'cancelled') THEN
    RAISE EXCEPTION 'ticket % is of a cancelled event: it cannot be admitted', NEW.id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
