-- Free to take: the places of a category a hold or a sale may take now, read under the row's lock.
-- It trusts the counters: a hold still marked active counts in held even past its expiry, until a
-- buyer who needs its places sweeps it (kp_hold_select). Fans are shown another figure, in which
-- an expired hold holds nothing: placesShownAvailable (src/shared/domain/availability.ts).
CREATE OR REPLACE FUNCTION kp_places_free_to_take(c event_categories) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT c.capacity - c.sold - c.held
$$;
