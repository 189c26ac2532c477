-- Auto-save's privacy tidy-up (issue 13): a hold's saved progress holds contact details and guests'
-- names; it is forgotten when the hold ends (expired, released, converted), by one trigger whatever
-- ends it, and progress already kept on ended holds goes now.
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
--> statement-breakpoint
CREATE TRIGGER holds_forget_progress BEFORE UPDATE OF status ON holds
  FOR EACH ROW EXECUTE FUNCTION kp_hold_forget_progress();--> statement-breakpoint
UPDATE holds SET progress = NULL WHERE progress IS NOT NULL AND status IN ('expired', 'released', 'converted');
