import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_INSTRUMENTS } from '../../../shared/booking-constants';
import { ticketClaimsBytes, ticketToken } from '../../../shared/domain/ticket-token';
import { type Booking, bookingSchema } from '../../../shared/schemas/booking';
import { apiErrorSchema } from '../../../shared/schemas/common';
import {
  ADMISSION_SYNC_MAX,
  admissionSyncResultSchema,
  admissionsViewSchema,
  admissionUndoneSchema,
  ticketVerificationSchema,
} from '../../../shared/schemas/gate';
import { eventSalesSchema } from '../../../shared/schemas/organizer';
import { admissions, bookings, events, tickets, users } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts';
import { type ApiClient, apiClient, signUp } from '../../test/api-client';
import { auditTrail } from '../../test/audit-trail';
import { cardPayment, checkout, holdCategory, pay } from '../../test/booking-flow';
import { createTestApp, onSaleEventTaker, TEST_ANCHOR, type TestApp } from '../../test/test-database';

let t: TestApp;
let take: () => string;

beforeAll(async () => {
  t = await createTestApp();
  take = await onSaleEventTaker(t.database);
});
afterAll(() => t.close());

let accounts = 0;
async function organizerOf(eventIds: string[], name = 'Gate Organiser') {
  const client = apiClient(t.app);
  accounts += 1;
  const account = await signUp(client, name, `gate.admissions.${accounts}@example.com`);
  await t.database.db.update(users).set({ role: 'organizer' }).where(eq(users.id, account.id));
  for (const id of eventIds)
    await t.database.db.update(events).set({ organizerId: account.id }).where(eq(events.id, id));
  return client;
}

/** A fan's confirmed booking of `seats` Gold places: its tickets' ids and QR tokens. */
async function booked(eventId: string, seats = 2): Promise<Booking> {
  const fan = apiClient(t.app);
  await signUp(fan, 'Gate Fan');
  const hold = await holdCategory(fan, eventId, 'gold', seats);
  const guests = Array.from({ length: seats - 1 }, (_, i) => ({ name: `Guest ${i + 1}` }));
  const created = (await checkout(fan, hold.id, { guests })).body;
  const paid = (await pay(fan, created.order.id, cardPayment(TEST_INSTRUMENTS.cardSuccess))).body;
  return (await fan.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid)).body;
}

function ticketsOf(booking: Booking) {
  return booking.tickets.map((ticket) => ({ id: ticket.id, token: ticket.token }));
}

// The test app's clock stands at TEST_ANCHOR: offline admissions happened before it.
const minutesAgo = (minutes: number) => new Date(TEST_ANCHOR.getTime() - minutes * 60_000).toISOString();

const sync = (client: ApiClient, eventId: string, body: unknown) =>
  client.postAs(admissionSyncResultSchema, `/api/organizer/events/${eventId}/admissions/sync`, body);
const viewOf = (client: ApiClient, eventId: string) =>
  client.getAs(admissionsViewSchema, `/api/organizer/events/${eventId}/admissions`);
const admit = (client: ApiClient, eventId: string, token: string, deviceId?: string) =>
  client.postAs(ticketVerificationSchema, '/api/tickets/admit', { token, eventId, deviceId });

describe('the online gate’s answers', () => {
  it('carry a machine code and the gate’s words for every outcome', async () => {
    const eventId = take();
    const otherEventId = take();
    const cancelledEventId = take();
    const booking = await booked(eventId, 4);
    const cancelledBooking = await booked(cancelledEventId, 1);
    const gate = await organizerOf([eventId, otherEventId, cancelledEventId]);
    const [first, transferred, refundedTicket] = booking.tickets;
    if (!first || !transferred || !refundedTicket) throw new Error('tickets expected');

    const checked = (
      await gate.postAs(ticketVerificationSchema, '/api/tickets/verify', { token: first.token })
    ).body;
    expect(checked).toMatchObject({
      valid: true,
      code: 'valid',
      message: 'Valid ticket — Gold · Seat Gold-1',
    });

    const admitted = (await admit(gate, eventId, first.token, 'North gate 1')).body;
    expect(admitted).toMatchObject({
      valid: true,
      code: 'admitted',
      message: 'Admitted — Gold · Seat Gold-1',
      ticket: { seatLabel: 'Gold-1', category: 'Gold' },
    });
    const again = (await admit(gate, eventId, first.token)).body;
    expect(again.code).toBe('already_admitted');
    expect(again.message).toMatch(/^Already admitted at \d{1,2}:\d{2} (am|pm) IST — Gold · Seat Gold-1$/);
    expect((await admit(gate, otherEventId, booking.tickets[3]?.token ?? '')).body).toMatchObject({
      valid: false,
      code: 'other_event',
      message: 'Ticket for another match — Gold · Seat Gold-4',
    });
    expect((await admit(gate, eventId, `${first.token.slice(0, -4)}AAAA`)).body).toMatchObject({
      valid: false,
      code: 'invalid',
      message: 'Not a valid ticket',
      ticket: null,
    });

    await t.database.db
      .update(tickets)
      .set({ transferredAt: new Date() })
      .where(eq(tickets.id, transferred.id));
    expect((await admit(gate, eventId, transferred.token)).body).toMatchObject({
      code: 'transferred',
      message: 'Transferred (old ticket) — Gold · Seat Gold-2',
    });
    // A refund voids every ticket of its booking (here a booking of one ticket).
    const refunded = await booked(eventId, 1);
    await t.database.db.update(bookings).set({ status: 'refunded' }).where(eq(bookings.id, refunded.id));
    expect((await admit(gate, eventId, refunded.tickets[0]?.token ?? '')).body).toMatchObject({
      code: 'refunded',
      message: 'Refunded ticket — Gold · Seat Gold-1',
    });
    const cancel = await gate.post(`/api/organizer/events/${cancelledEventId}/cancel`, { reason: 'Rain' });
    expect(cancel.status).toBe(200);
    expect(
      (await admit(gate, cancelledEventId, cancelledBooking.tickets[0]?.token ?? '')).body,
    ).toMatchObject({
      code: 'event_cancelled',
      message: 'Event cancelled — Gold · Seat Gold-1',
    });

    // The admission is in the log, by the device that made it.
    const view = (await viewOf(gate, eventId)).body;
    expect(view.recent).toEqual([
      expect.objectContaining({ ticketId: first.id, deviceId: 'North gate 1', undone: null }),
    ]);
  });

  it('never lets the database admit a void ticket, whatever code tries', async () => {
    const eventId = take();
    const booking = await booked(eventId, 1);
    const ticketId = booking.tickets[0]?.id ?? '';
    await t.database.db.update(tickets).set({ transferredAt: new Date() }).where(eq(tickets.id, ticketId));
    await expect(
      t.database.db.update(tickets).set({ admittedAt: new Date() }).where(eq(tickets.id, ticketId)),
    ).rejects.toThrow();
    const refunded = await booked(eventId, 1);
    await t.database.db.update(bookings).set({ status: 'refunded' }).where(eq(bookings.id, refunded.id));
    await expect(
      t.database.db
        .update(tickets)
        .set({ admittedAt: new Date() })
        .where(eq(tickets.id, refunded.tickets[0]?.id ?? '')),
    ).rejects.toThrow();
  });
});

describe('POST /api/organizer/events/:eventId/admissions/sync', () => {
  it('records a device’s offline admissions once: sending the batch again changes nothing', async () => {
    const eventId = take();
    const booking = await booked(eventId, 2);
    const gate = await organizerOf([eventId]);
    const [one, two] = ticketsOf(booking);
    const batch = {
      deviceId: 'Gate A',
      admissions: [
        { ticketId: one?.id, admittedAt: minutesAgo(10), token: one?.token },
        { ticketId: two?.id, admittedAt: minutesAgo(9) },
      ],
    };
    const first = await sync(gate, eventId, batch);
    expect(first.status).toBe(200);
    expect(first.body.items.map((item) => [item.outcome, item.code, item.standing?.deviceId])).toEqual([
      ['admitted', 'admitted', 'Gate A'],
      ['admitted', 'admitted', 'Gate A'],
    ]);
    expect(first.body.items[0]?.message).toBe('Admitted — Gold · Seat Gold-1');
    const rowsAfterFirst = await t.database.db
      .select()
      .from(admissions)
      .where(eq(admissions.eventId, eventId));

    const replay = await sync(gate, eventId, batch);
    expect(replay.body).toEqual(first.body);
    expect(await t.database.db.select().from(admissions).where(eq(admissions.eventId, eventId))).toEqual(
      rowsAfterFirst,
    );
    const view = (await viewOf(gate, eventId)).body;
    expect(view).toMatchObject({ admitted: 2, sold: 2, flags: [] });
    // The ticket carries the device's time, and the fan's booking shows it used.
    const [ticket] = await t.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.id, one?.id ?? ''));
    expect(ticket?.admittedAt?.toISOString()).toBe(
      new Date(batch.admissions[0]?.admittedAt ?? '').toISOString(),
    );
  });

  it('keeps the first of two devices’ offline admissions of one ticket and flags the other, in either order of sync', async () => {
    const eventId = take();
    const booking = await booked(eventId, 2);
    const gate = await organizerOf([eventId]);
    const [early, late] = ticketsOf(booking);
    if (!early || !late) throw new Error('tickets expected');

    // The later admission syncs first; the earlier one, synced after, still wins.
    const at = { first: minutesAgo(20), second: minutesAgo(15) };
    const b = await sync(gate, eventId, {
      deviceId: 'Gate B',
      admissions: [{ ticketId: early.id, admittedAt: at.second }],
    });
    expect(b.body.items[0]).toMatchObject({ outcome: 'admitted' });
    const a = await sync(gate, eventId, {
      deviceId: 'Gate A',
      admissions: [{ ticketId: early.id, admittedAt: at.first }],
    });
    expect(a.body.items[0]).toMatchObject({
      outcome: 'admitted',
      standing: { deviceId: 'Gate A', admittedAt: new Date(at.first).toISOString() },
    });
    // Gate B sending its queue again now learns it lost.
    const bAgain = await sync(gate, eventId, {
      deviceId: 'Gate B',
      admissions: [{ ticketId: early.id, admittedAt: at.second }],
    });
    expect(bAgain.body.items[0]).toMatchObject({
      outcome: 'conflict',
      code: 'already_admitted',
      standing: { deviceId: 'Gate A', admittedAt: new Date(at.first).toISOString() },
    });

    // In order: the second device to sync the other ticket is told it was already in.
    await sync(gate, eventId, {
      deviceId: 'Gate A',
      admissions: [{ ticketId: late.id, admittedAt: at.first }],
    });
    const second = await sync(gate, eventId, {
      deviceId: 'Gate B',
      admissions: [{ ticketId: late.id, admittedAt: at.second }],
    });
    expect(second.body.items[0]).toMatchObject({ outcome: 'conflict', code: 'already_admitted' });
    expect(second.body.items[0]?.message).toMatch(/^Already admitted at .* IST — Gold · Seat Gold-2$/);

    const view = (await viewOf(gate, eventId)).body;
    expect(view.admitted).toBe(2);
    expect(view.flags).toHaveLength(2);
    expect(view.flags).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          ticketId: early.id,
          kind: 'conflict',
          deviceId: 'Gate B',
          admittedAt: new Date(at.second).toISOString(),
          standing: { deviceId: 'Gate A', admittedAt: new Date(at.first).toISOString() },
        }),
        expect.objectContaining({ ticketId: late.id, kind: 'conflict', deviceId: 'Gate B' }),
      ]),
    );
    const sales = (await gate.getAs(eventSalesSchema, `/api/organizer/events/${eventId}/sales`)).body;
    expect(sales.admissions).toEqual({ admitted: 2, issued: 2, flagged: 2 });
    const standing = await t.database.db.select().from(admissions).where(eq(admissions.ticketId, early.id));
    expect(standing.filter((row) => row.outcome === 'admitted')).toHaveLength(1);
  });

  it('flags void tickets let in offline, and rejects what names no ticket of this event', async () => {
    const eventId = take();
    const otherEventId = take();
    const booking = await booked(eventId, 2);
    const refunded = await booked(eventId, 1);
    const elsewhere = await booked(otherEventId, 1);
    const gate = await organizerOf([eventId, otherEventId]);
    const [given, kept] = ticketsOf(booking);
    await t.database.db
      .update(tickets)
      .set({ transferredAt: new Date() })
      .where(eq(tickets.id, given?.id ?? ''));
    await t.database.db.update(bookings).set({ status: 'refunded' }).where(eq(bookings.id, refunded.id));

    const answer = await sync(gate, eventId, {
      deviceId: 'Gate C',
      admissions: [
        { ticketId: given?.id, admittedAt: minutesAgo(5) },
        { ticketId: refunded.tickets[0]?.id, admittedAt: minutesAgo(5) },
        { ticketId: elsewhere.tickets[0]?.id, admittedAt: minutesAgo(5) },
        { ticketId: '00000000-0000-4000-8000-000000000000', admittedAt: minutesAgo(5) },
        // A token that names another ticket than the one claimed.
        { ticketId: kept?.id, admittedAt: minutesAgo(5), token: elsewhere.tickets[0]?.token },
      ],
    });
    expect(answer.body.items.map((item) => [item.outcome, item.code])).toEqual([
      ['void', 'transferred'],
      ['void', 'refunded'],
      ['rejected', 'invalid'],
      ['rejected', 'invalid'],
      ['rejected', 'invalid'],
    ]);
    const view = (await viewOf(gate, eventId)).body;
    expect(view.admitted).toBe(0);
    expect(view.flags.map((flag) => [flag.kind, flag.reason]).sort()).toEqual([
      ['void', 'refunded'],
      ['void', 'transferred'],
    ]);
    const [keptTicket] = await t.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.id, kept?.id ?? ''));
    expect(keptTicket?.admittedAt).toBeNull();

    // A cancelled event's tickets let in offline are flagged too.
    expect(
      (await gate.post(`/api/organizer/events/${otherEventId}/cancel`, { reason: 'Floods' })).status,
    ).toBe(200);
    const cancelled = await sync(gate, otherEventId, {
      deviceId: 'Gate C',
      admissions: [{ ticketId: elsewhere.tickets[0]?.id, admittedAt: minutesAgo(1) }],
    });
    expect(cancelled.body.items[0]).toMatchObject({ outcome: 'void', code: 'event_cancelled' });
  });

  it('answers 400 naming the field, caps the batch, and is another organiser’s 404', async () => {
    const eventId = take();
    const booking = await booked(eventId, 1);
    const gate = await organizerOf([eventId]);
    const ticketId = booking.tickets[0]?.id ?? '';
    const refused = async (body: unknown) => {
      const answer = await gate.postAs(
        apiErrorSchema,
        `/api/organizer/events/${eventId}/admissions/sync`,
        body,
      );
      expect(answer.status).toBe(400);
      return answer.body.error.fields;
    };
    const item = { ticketId, admittedAt: minutesAgo(1) };
    expect(await refused({ admissions: [item] })).toEqual({ deviceId: 'Please name this gate device' });
    expect(await refused({ deviceId: 'A', admissions: [] })).toEqual({
      admissions: 'Please send at least one admission',
    });
    expect(await refused({ deviceId: 'A', admissions: [{ ...item, ticketId: 'ticket-1' }] })).toEqual({
      'admissions.0.ticketId': 'Not a ticket id',
    });
    expect(
      await refused({ deviceId: 'A', admissions: [{ ...item, admittedAt: '0000-01-01T00:00:00Z' }] }),
    ).toEqual({ 'admissions.0.admittedAt': 'That is before any ticket could be let in' });
    expect(
      await refused({ deviceId: 'A', admissions: [item, { ...item, admittedAt: 'yesterday' }] }),
    ).toEqual({
      'admissions.1.admittedAt': 'Use an ISO date-time',
    });
    expect(
      await refused({
        deviceId: 'A',
        admissions: Array.from({ length: ADMISSION_SYNC_MAX + 1 }, () => item),
      }),
    ).toEqual({ admissions: `At most ${ADMISSION_SYNC_MAX} admissions at a time` });
    expect(await refused({ deviceId: 'x'.repeat(65), admissions: [item] })).toEqual({
      deviceId: 'A device name is at most 64 characters',
    });
    // Nothing was recorded by any of those.
    expect(await t.database.db.select().from(admissions).where(eq(admissions.eventId, eventId))).toEqual([]);

    const rival = await organizerOf([], 'Rival Organiser');
    const body = { deviceId: 'Rival', admissions: [item] };
    const rivalSync = await rival.postAs(
      apiErrorSchema,
      `/api/organizer/events/${eventId}/admissions/sync`,
      body,
    );
    expect([rivalSync.status, rivalSync.body.error.code]).toEqual([404, 'not_found']);
    expect((await rival.get(`/api/organizer/events/${eventId}/admissions`)).status).toBe(404);
    expect((await rival.post(`/api/organizer/events/${eventId}/admissions/${ticketId}/undo`)).status).toBe(
      404,
    );
    const fan = apiClient(t.app);
    await signUp(fan, 'Curious Fan');
    expect((await fan.post(`/api/organizer/events/${eventId}/admissions/sync`, body)).status).toBe(403);
    expect((await apiClient(t.app).get(`/api/organizer/events/${eventId}/admissions`)).status).toBe(401);
    expect(await t.database.db.select().from(admissions).where(eq(admissions.eventId, eventId))).toEqual([]);
  });
});

describe('POST /api/organizer/events/:eventId/admissions/:ticketId/undo', () => {
  it('takes an admission back, recorded with who and when; the ticket admits again', async () => {
    const eventId = take();
    const otherEventId = take();
    const booking = await booked(eventId, 1);
    const gate = await organizerOf([eventId, otherEventId], 'Supervisor Sen');
    const [ticket] = ticketsOf(booking);
    if (!ticket) throw new Error('ticket expected');
    const undoPath = `/api/organizer/events/${eventId}/admissions/${ticket.id}/undo`;

    const notIn = await gate.postAs(apiErrorSchema, undoPath);
    expect([notIn.status, notIn.body.error.code]).toEqual([409, 'not_admitted']);
    expect((await admit(gate, eventId, ticket.token, 'Gate D')).body.code).toBe('admitted');
    // The ticket must be named under its own event.
    expect(
      (await gate.post(`/api/organizer/events/${otherEventId}/admissions/${ticket.id}/undo`)).status,
    ).toBe(404);
    expect((await gate.post(`/api/organizer/events/${eventId}/admissions/not-a-ticket/undo`)).status).toBe(
      400,
    );

    const undone = await gate.postAs(admissionUndoneSchema, undoPath);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ ticketId: ticket.id, undoneBy: 'Supervisor Sen' });
    const [row] = await t.database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row?.admittedAt).toBeNull();
    expect((await gate.postAs(apiErrorSchema, undoPath)).status).toBe(409);

    // Admitted again, and the log keeps both, the first marked undone.
    expect((await admit(gate, eventId, ticket.token, 'Gate E')).body.code).toBe('admitted');
    const view = (await viewOf(gate, eventId)).body;
    expect(view.admitted).toBe(1);
    expect(view.recent.map((entry) => [entry.deviceId, entry.undone])).toEqual([
      ['Gate E', null],
      ['Gate D', { at: undone.body.undoneAt, by: 'Supervisor Sen' }],
    ]);

    // An admin may undo any event's admission.
    const admin = apiClient(t.app);
    expect(
      (
        await admin.post(
          '/api/auth/sign-in',
          DEMO_ACCOUNTS.find((a) => a.role === 'admin'),
        )
      ).status,
    ).toBe(200);
    expect((await admin.postAs(admissionUndoneSchema, undoPath)).status).toBe(200);

    // Both undos are in the audit log, naming who took the admission back; the refused ones are not.
    const audit = await auditTrail(admin, 'ticket', ticket.id);
    expect(audit.map((entry) => [entry.action, entry.actor?.name, entry.actor?.role, entry.after])).toEqual([
      ['ticket.admission_undone', 'Rohan Gupta', 'admin', { admittedAt: null }],
      ['ticket.admission_undone', 'Supervisor Sen', 'organizer', { admittedAt: null }],
    ]);
    expect(audit[1]?.target.label).toContain(booking.reference);
  });
});

describe('a refusal by the database’s admissible rule', () => {
  it('is answered from a fresh read, never a 500 (a refund committing after the gate read the ticket)', async () => {
    const eventId = take();
    const [ticket] = ticketsOf(await booked(eventId, 1));
    if (!ticket) throw new Error('a ticket expected');
    const organizer = await organizerOf([eventId]);
    // The rule refuses the first attempt as it would after a refund committed mid-admission (on
    // PostgreSQL that takes two sessions; here a one-shot fault stands in for it).
    for (const statement of [
      sql`CREATE SEQUENCE gate_fault_once`,
      sql.raw(`CREATE FUNCTION gate_fault() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF nextval('gate_fault_once') = 1 THEN
            RAISE EXCEPTION 'refused once' USING ERRCODE = 'check_violation', CONSTRAINT = 'tickets_admissible';
          END IF;
          RETURN NEW;
        END $$`),
      sql`CREATE TRIGGER gate_fault BEFORE UPDATE OF admitted_at ON tickets FOR EACH ROW EXECUTE FUNCTION gate_fault()`,
    ])
      await t.database.db.execute(statement);
    try {
      const answered = await admit(organizer, eventId, ticket.token);
      expect(answered.status).toBe(200);
      expect(answered.body.code).toBe('admitted');
      const logged = await t.database.db.select().from(admissions).where(eq(admissions.ticketId, ticket.id));
      expect(logged.map((row) => row.outcome)).toEqual(['admitted']);
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER gate_fault ON tickets`);
      await t.database.db.execute(sql`DROP FUNCTION gate_fault()`);
      await t.database.db.execute(sql`DROP SEQUENCE gate_fault_once`);
    }
  });
});

describe('a made-up code', () => {
  it('naming an event id the database could not store is not a ticket (was a 500)', async () => {
    const eventId = take();
    const gate = await organizerOf([eventId]);
    const forged = ticketToken(
      ticketClaimsBytes({
        ticketId: '00000000-0000-4000-8000-000000000001',
        eventId: 'ev\u0000x',
        categoryId: 'gold',
        seatLabel: 'A-1',
        issuedAt: TEST_ANCHOR,
      }),
      new Uint8Array(64),
    );
    for (const path of ['/api/tickets/verify', '/api/tickets/admit']) {
      const answer = await gate.postAs(ticketVerificationSchema, path, { token: forged, eventId });
      expect(answer.status, path).toBe(200);
      expect(answer.body.code, path).toBe('invalid');
    }
  });
});
