-- Changes and releases of holds in batches (decision record 005): the API queues them and sends
-- what has queued as one statement while the previous batch runs, one batch at a time. Each
-- change keeps its own savepoint (kp_hold_select, migration 0006), so a refused one is undone
-- alone; the batch commits once. One batch at a time takes the hot rows in one order, so batches
-- cannot deadlock each other, and a rush costs one round trip and one commit per batch instead of
-- per click.
CREATE OR REPLACE FUNCTION kp_hold_apply(p_ops jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  op jsonb;
  results jsonb[] := '{}';
BEGIN
  FOR op IN SELECT value FROM jsonb_array_elements(p_ops) WITH ORDINALITY AS e(value, n) ORDER BY n LOOP
    IF op->>'op' = 'release' THEN
      results := results || jsonb_build_object('released', kp_hold_release((op->>'hold')::uuid));
    ELSE
      results := results || kp_hold_select(
        (op->>'hold')::uuid,
        (op->>'now')::timestamptz,
        op->>'category',
        (op->>'quantity')::int,
        CASE WHEN jsonb_typeof(op->'seats') = 'array'
          THEN ARRAY(SELECT jsonb_array_elements_text(op->'seats')) END);
    END IF;
  END LOOP;
  RETURN to_jsonb(results);
END;
$$;
