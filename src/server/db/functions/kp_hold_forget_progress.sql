-- A hold's saved dialog progress (contact details, guests' names) ends with the hold: once it has
-- expired, been released or become a booking nobody resumes it, so nothing personal is kept past
-- its use, whichever code ended it (trigger holds_forget_progress, BEFORE UPDATE OF status; issue 13).
CREATE OR REPLACE FUNCTION kp_hold_forget_progress() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('expired', 'released', 'converted') THEN
    NEW.progress := NULL;
  END IF;
  RETURN NEW;
END;
$$;
