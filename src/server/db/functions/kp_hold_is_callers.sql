-- Whether the caller may use hold h: the browser that opened it (the SHA-256 of its holder cookie)
-- or the signed-in account that did. Anyone else is told there is no such hold.
CREATE OR REPLACE FUNCTION kp_hold_is_callers(h holds, p_holder_key text, p_user uuid) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(h.holder_key = p_holder_key, false) OR coalesce(h.user_id = p_user, false)
$$;
