-- The waiting room (issue 15, decision record 017): a queue per event (event_queues) and the fans'
-- places in it (queue_entries), joined and admitted by kp_queue_join and kp_queue_admit, so every API
-- process shares one queue and one admission rate; kp_hold_open refuses a session without a pass
-- from the queue while it is on, and uses the pass up.
CREATE SEQUENCE "public"."queue_arrivals" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "event_queues" (
	"event_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"rate_per_minute" integer NOT NULL,
	"pass_minutes" integer DEFAULT 10 NOT NULL,
	"admitted_through" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_queues_rate_check" CHECK ("event_queues"."rate_per_minute" > 0),
	CONSTRAINT "event_queues_pass_check" CHECK ("event_queues"."pass_minutes" BETWEEN 1 AND 60)
);
--> statement-breakpoint
CREATE TABLE "queue_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"order_key" bigint NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"admitted_at" timestamp with time zone,
	"pass_expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"hold_id" uuid,
	CONSTRAINT "queue_entries_state_check" CHECK ("queue_entries"."state" IN ('waiting', 'admitted', 'expired', 'used'))
);
--> statement-breakpoint
ALTER TABLE "event_queues" ADD CONSTRAINT "event_queues_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_hold_id_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."holds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "queue_entries_event_user_idx" ON "queue_entries" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "queue_entries_waiting_idx" ON "queue_entries" USING btree ("event_id","order_key","id") WHERE "queue_entries"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "queue_entries_admitted_idx" ON "queue_entries" USING btree ("event_id","admitted_at") WHERE "queue_entries"."admitted_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "queue_entries_passes_idx" ON "queue_entries" USING btree ("event_id","pass_expires_at") WHERE "queue_entries"."state" = 'admitted';--> statement-breakpoint
-- Opens a booking session for the caller if the event is on sale (kp_event_on_sale) and the caller
-- keeps under the cap on open sessions per event: p_per_owner for the account or the browser
-- (holder cookie), p_per_address for the address (higher: homes, offices and mobile carriers put
-- many fans behind one address; null for no cap, as in a load test from one machine). Answered as {"id", "expiresAt"}, or {"refused": "event_not_found"},
-- {"refused": "not_on_sale"}, {"refused": "too_many_sessions"} or {"refused": "queue_pass_required"}.
-- While the event's queue is on (decision record 017), only an account holding a live pass from
-- it may open a session, and opening one uses the pass up: the conditional update of the pass is
-- the last step, so of two opens racing on one pass, one gets the session and the other's is undone.
-- Two opens by one caller at once must not both count the other out: each takes a transaction lock
-- on its (event, owner) and (event, address) before counting; other callers never wait on it.
CREATE OR REPLACE FUNCTION kp_hold_open(
  p_event text,
  p_user uuid,
  p_holder_key text,
  p_address text,
  p_now timestamptz,
  p_expires timestamptz,
  p_per_owner integer,
  p_per_address integer
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid;
  v_queued boolean;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM events WHERE id = p_event) THEN
    RETURN jsonb_build_object('refused', 'event_not_found');
  END IF;
  IF NOT kp_event_on_sale(p_event, p_now) THEN
    RETURN jsonb_build_object('refused', 'not_on_sale');
  END IF;
  v_queued := EXISTS (SELECT 1 FROM event_queues WHERE event_id = p_event AND enabled);
  IF v_queued AND NOT EXISTS (SELECT 1 FROM queue_entries
      WHERE event_id = p_event AND user_id = p_user AND state = 'admitted' AND pass_expires_at > p_now) THEN
    RETURN jsonb_build_object('refused', 'queue_pass_required');
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('hold_open|' || p_event || '|' || coalesce(p_user::text, p_holder_key), 0));
  IF p_per_address IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('hold_open|' || p_event || '|' || p_address, 0));
  END IF;
  IF (SELECT count(*) FROM holds
        WHERE event_id = p_event AND status IN ('active', 'checked_out') AND expires_at > p_now
          AND (holder_key = p_holder_key OR user_id = p_user)) >= p_per_owner
     OR p_per_address IS NOT NULL AND (SELECT count(*) FROM holds
        WHERE event_id = p_event AND status IN ('active', 'checked_out') AND expires_at > p_now
          AND client_address = p_address) >= p_per_address THEN
    RETURN jsonb_build_object('refused', 'too_many_sessions');
  END IF;
  INSERT INTO holds (event_id, user_id, holder_key, client_address, created_at, expires_at)
    VALUES (p_event, p_user, p_holder_key, p_address, p_now, p_expires)
    RETURNING id INTO v_id;
  -- An admin's takedown (decision 014) locks the event row FOR UPDATE, then releases the event's
  -- holds. The insert's foreign-key check takes the row's KEY SHARE lock, so it waited for a
  -- takedown that held the row; read the event again with what has committed since: a hold opened
  -- across a takedown is refused here, or was committed before the takedown looked for holds.
  IF NOT kp_event_on_sale(p_event, p_now) THEN
    DELETE FROM holds WHERE id = v_id;
    RETURN jsonb_build_object('refused', 'not_on_sale');
  END IF;
  IF v_queued THEN
    UPDATE queue_entries SET state = 'used', used_at = p_now, hold_id = v_id
      WHERE event_id = p_event AND user_id = p_user AND state = 'admitted' AND pass_expires_at > p_now;
    IF NOT FOUND THEN
      DELETE FROM holds WHERE id = v_id;
      RETURN jsonb_build_object('refused', 'queue_pass_required');
    END IF;
  END IF;
  RETURN jsonb_build_object('id', v_id, 'expiresAt', p_expires);
END;
$$;
--> statement-breakpoint

-- Admits the next fans of the event's queue at p_now, in order (order_key, then id), at most
-- p_batch, at the event's rate; answers how many. Every API process may call it at any moment: the
-- queue's row is taken FOR UPDATE SKIP LOCKED, so one admits while the others skip (it is done by
-- the time they come back), and the rate is spent from the row, never from a process's memory.
-- Two limits, both read under that lock:
--   * smooth: each fan spends 60 s / rate from admitted_through (a quiet queue does not save up
--     admissions: admitted_through is at most a minute behind, and moves to now when the queue
--     runs dry);
--   * exact: the admissions of the last minute (admitted_at > p_now - 1 minute) never exceed the
--     rate, so no window of a minute sees more than the rate, whatever the passes' timing.
-- Nothing is admitted before the start or while the event is off sale. Unused passes past their
-- expiry are marked expired on the way.
CREATE OR REPLACE FUNCTION kp_queue_admit(p_event text, p_now timestamptz, p_batch integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  q event_queues%ROWTYPE;
  v_from timestamptz;
  v_allowed integer;
  v_admitted integer;
BEGIN
  SELECT * INTO q FROM event_queues
    WHERE event_id = p_event AND enabled AND opens_at <= p_now
    FOR UPDATE SKIP LOCKED;
  IF NOT FOUND THEN
    RETURN 0;
  END IF;
  UPDATE queue_entries SET state = 'expired'
    WHERE event_id = p_event AND state = 'admitted' AND pass_expires_at <= p_now;
  IF NOT kp_event_on_sale(p_event, p_now) THEN
    RETURN 0;
  END IF;
  v_from := greatest(q.admitted_through, q.opens_at, p_now - interval '1 minute');
  v_allowed := least(
    p_batch,
    floor(extract(epoch FROM p_now - v_from) * q.rate_per_minute / 60)::integer,
    q.rate_per_minute - (SELECT count(*) FROM queue_entries
      WHERE event_id = p_event AND admitted_at > p_now - interval '1 minute')::integer);
  IF v_allowed <= 0 THEN
    RETURN 0;
  END IF;
  UPDATE queue_entries SET state = 'admitted', admitted_at = p_now,
      pass_expires_at = p_now + make_interval(mins => q.pass_minutes)
    WHERE id IN (
      SELECT id FROM queue_entries WHERE event_id = p_event AND state = 'waiting'
        ORDER BY order_key, id LIMIT v_allowed);
  GET DIAGNOSTICS v_admitted = ROW_COUNT;
  UPDATE event_queues
    SET admitted_through = CASE WHEN v_admitted < v_allowed THEN p_now
      ELSE v_from + v_admitted * (interval '1 minute' / q.rate_per_minute) END
    WHERE event_id = p_event;
  RETURN v_admitted;
END;
$$;
--> statement-breakpoint

-- Gives the account its place in the event's queue, or answers the place it has (joining is
-- idempotent: a reload or another device gets the same place). A fan who joins before the start is
-- in the pre-queue: their order key is a secret, uniform draw below 2^48 (48 random bits of a v4
-- uuid), so ordering the pre-queue by it at the start is a random permutation, as fair as a shuffle
-- made then. A fan who joins after the start goes to the back in arrival order: 2^48 + the next
-- arrival number. An account whose pass was used or ran out may join again, at the back, once the
-- pass's time is over (so its next admission never falls in the minute the rate counts).
-- Answered as {"id"} of the entry, or {"refused": "no_queue"} when the event has no queue on.
CREATE OR REPLACE FUNCTION kp_queue_join(p_event text, p_user uuid, p_now timestamptz) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_opens timestamptz;
  v_key bigint;
  v_id uuid;
BEGIN
  SELECT opens_at INTO v_opens FROM event_queues WHERE event_id = p_event AND enabled;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('refused', 'no_queue');
  END IF;
  SELECT id INTO v_id FROM queue_entries
    WHERE event_id = p_event AND user_id = p_user
      AND (state = 'waiting' OR pass_expires_at > p_now);
  IF FOUND THEN
    RETURN jsonb_build_object('id', v_id);
  END IF;
  v_key := CASE WHEN p_now < v_opens
    THEN ('x' || right(gen_random_uuid()::text, 12))::bit(48)::bigint
    ELSE 281474976710656 + nextval('queue_arrivals') END;
  INSERT INTO queue_entries AS e (event_id, user_id, joined_at, order_key)
    VALUES (p_event, p_user, p_now, v_key)
    ON CONFLICT (event_id, user_id) DO UPDATE
      SET joined_at = excluded.joined_at, order_key = excluded.order_key, state = 'waiting',
          pass_expires_at = NULL, used_at = NULL, hold_id = NULL
      WHERE e.state <> 'waiting' AND e.pass_expires_at <= p_now
    RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    -- Another request of the same account joined between the look and the insert: its place stands.
    SELECT id INTO v_id FROM queue_entries WHERE event_id = p_event AND user_id = p_user;
  END IF;
  RETURN jsonb_build_object('id', v_id);
END;
$$;
