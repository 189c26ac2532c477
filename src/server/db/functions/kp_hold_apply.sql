-- Changes and releases of holds in batches (decision record 005): the API queues them and sends
-- what has queued as one statement while the previous batch runs, one batch at a time, so a rush
-- costs one round trip and one commit per batch instead of per click.
-- * Every hold in the batch is locked first, in one order. Payment confirmation locks a hold and
--   then its places; a batch that took places before waiting for a hold row could deadlock with it.
--   The plan blocks every operation touches are locked next, all at once in block order
--   (kp_plan_lock), so a batch and a sale of plan seats take blocks in one order.
-- * Each operation runs in its own block: a refusal is undone alone (kp_hold_select's savepoint),
--   and an error nobody expected (a constraint, a bad value) is answered as {"error": SQLSTATE}
--   for that operation alone. Deadlock and serialization failures still end the statement, so the
--   API runs the whole batch again; a statement timeout ends it too (plpgsql's OTHERS never
--   catches a cancel).
CREATE OR REPLACE FUNCTION kp_hold_apply(p_ops jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  op jsonb;
  result jsonb;
  results jsonb[] := '{}';
BEGIN
  PERFORM 1 FROM holds
    WHERE id = ANY (ARRAY(SELECT (value->>'hold')::uuid FROM jsonb_array_elements(p_ops)))
    ORDER BY id FOR UPDATE;
  PERFORM kp_plan_lock(
    (SELECT jsonb_agg(s || jsonb_build_object('e', h.event_id))
      FROM jsonb_array_elements(p_ops) o
      JOIN holds h ON h.id = (o.value->>'hold')::uuid
      CROSS JOIN LATERAL jsonb_array_elements(
        CASE WHEN jsonb_typeof(o.value->'planSeats') = 'array' THEN o.value->'planSeats' ELSE '[]'::jsonb END) s),
    ARRAY(SELECT (value->>'hold')::uuid FROM jsonb_array_elements(p_ops)));
  FOR op IN SELECT value FROM jsonb_array_elements(p_ops) WITH ORDINALITY AS e(value, n) ORDER BY n LOOP
    BEGIN
      IF op->>'op' = 'release' THEN
        result := kp_hold_release((op->>'hold')::uuid, op->>'holderKey', (op->>'user')::uuid,
          (op->>'now')::timestamptz);
      ELSE
        result := kp_hold_select(
          (op->>'hold')::uuid,
          op->>'holderKey',
          (op->>'user')::uuid,
          (op->>'now')::timestamptz,
          op->>'category',
          (op->>'quantity')::int,
          CASE WHEN jsonb_typeof(op->'seats') = 'array'
            THEN ARRAY(SELECT jsonb_array_elements_text(op->'seats')) END,
          CASE WHEN jsonb_typeof(op->'planSeats') = 'array' THEN op->'planSeats' END);
      END IF;
    EXCEPTION WHEN OTHERS THEN
      IF SQLSTATE IN ('40P01', '40001') THEN
        RAISE;
      END IF;
      result := jsonb_build_object('error', SQLSTATE, 'message', SQLERRM);
    END;
    results := results || result;
  END LOOP;
  RETURN to_jsonb(results);
END;
$$;
