import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSchema } from '../../../shared/schemas/booking';
import { admissionSyncResultSchema, ticketVerificationSchema } from '../../../shared/schemas/gate';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { admissions, events, tickets, users } from '../../db/schema';
import { type ApiClient, apiClient, signUp, TEST_HOSTS } from '../../test/api-client';
import { checkout, holdCategory, pay } from '../../test/booking-flow';
import { createPgTestDatabase, onSaleEventTaker, TEST_ANCHOR } from '../../test/test-database';

// Gates syncing at once on a real PostgreSQL 15 server with a pool of connections, which PGlite (one
// connection) cannot show: whatever races, a ticket stands admitted once, every other admission of
// it is one conflict, and a batch sent twice at once is recorded once.
let database: Database;
let app: ReturnType<typeof createApp>;
let take: () => string;

beforeAll(async () => {
  database = await createPgTestDatabase({ eventCount: 10, poolSize: 12 });
  app = createApp({
    database,
    allowedHosts: TEST_HOSTS,
    now: () => new Date(TEST_ANCHOR),
    auth: { failureDelay: async () => {} },
    webhooksAtOnce: false,
  });
  take = await onSaleEventTaker(database);
}, 120_000);
afterAll(() => database.close());

async function gateFor(eventId: string): Promise<ApiClient> {
  const gate = apiClient(app);
  const staff = await signUp(gate, 'Gate Staff', `gate.pg.${eventId}@example.com`);
  await database.db.update(users).set({ role: 'organizer' }).where(eq(users.id, staff.id));
  await database.db.update(events).set({ organizerId: staff.id }).where(eq(events.id, eventId));
  return gate;
}

async function bookedTickets(eventId: string, seats: number) {
  const fan = apiClient(app);
  await signUp(fan, 'PG Gate Fan');
  const hold = await holdCategory(fan, eventId, 'gold', seats);
  const guests = Array.from({ length: seats - 1 }, (_, i) => ({ name: `Guest ${i}` }));
  const created = (await checkout(fan, hold.id, { guests })).body;
  const paid = (await pay(fan, created.order.id)).body;
  return (await fan.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid)).body.tickets;
}

const minutesBefore = (minutes: number) => new Date(TEST_ANCHOR.getTime() - minutes * 60_000).toISOString();

describe('admissions under concurrency (PostgreSQL)', () => {
  it('two devices syncing the same ticket at once: exactly one admission and one conflict, the first standing', async () => {
    const eventId = take();
    const [ticket] = await bookedTickets(eventId, 1);
    const gate = await gateFor(eventId);
    const ticketId = ticket?.id ?? '';
    for (let round = 0; round < 5; round += 1) {
      // Each round a fresh pair of devices, with the earlier one sometimes sending second.
      const devices = [
        { deviceId: `North ${round}`, admittedAt: minutesBefore(30 - round) },
        { deviceId: `South ${round}`, admittedAt: minutesBefore(40 - round) },
      ];
      const answers = await Promise.all(
        (round % 2 ? devices.reverse() : devices).map(({ deviceId, admittedAt }) =>
          gate.postAs(admissionSyncResultSchema, `/api/organizer/events/${eventId}/admissions/sync`, {
            deviceId,
            admissions: [{ ticketId, admittedAt }],
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const rows = await database.db.select().from(admissions).where(eq(admissions.ticketId, ticketId));
      const thisRound = rows.filter((row) => row.deviceId.endsWith(` ${round}`));
      expect(thisRound.map((row) => row.outcome).sort()).toEqual(['admitted', 'conflict']);
      const standing = thisRound.find((row) => row.outcome === 'admitted');
      expect(standing?.deviceId).toBe(`South ${round}`);
      const [stored] = await database.db.select().from(tickets).where(eq(tickets.id, ticketId));
      expect(stored?.admittedAt?.toISOString()).toBe(standing?.admittedAt.toISOString());
      // Undone for the next round, through the supervisor's endpoint.
      expect((await gate.post(`/api/organizer/events/${eventId}/admissions/${ticketId}/undo`)).status).toBe(
        200,
      );
    }
  }, 60_000);

  it('ten gates admitting online and a device replaying its batch twice at once, over 20 tickets', async () => {
    const eventId = take();
    const booked = [...(await bookedTickets(eventId, 10)), ...(await bookedTickets(eventId, 10))];
    const gate = await gateFor(eventId);
    const batch = {
      deviceId: 'Offline phone',
      admissions: booked.map((ticket, i) => ({ ticketId: ticket.id, admittedAt: minutesBefore(60 - i) })),
    };
    const [replayA, replayB, ...online] = await Promise.all([
      gate.postAs(admissionSyncResultSchema, `/api/organizer/events/${eventId}/admissions/sync`, batch),
      gate.postAs(admissionSyncResultSchema, `/api/organizer/events/${eventId}/admissions/sync`, batch),
      ...booked
        .slice(0, 10)
        .map((ticket) =>
          gate.postAs(ticketVerificationSchema, '/api/tickets/admit', { token: ticket.token, eventId }),
        ),
    ]);
    expect(replayA?.body).toEqual(replayB?.body);
    const rows = await database.db.select().from(admissions).where(eq(admissions.eventId, eventId));
    // Every ticket: one standing admission. The phone's batch is recorded once.
    for (const ticket of booked) {
      const ofTicket = rows.filter((row) => row.ticketId === ticket.id);
      expect(ofTicket.filter((row) => row.outcome === 'admitted' && !row.undoneAt)).toHaveLength(1);
      expect(ofTicket.filter((row) => row.deviceId === 'Offline phone')).toHaveLength(1);
    }
    // The phone's admissions came first (dated before now): an online scan of the same ticket either
    // came before its sync (and lost to the earlier time, flagged) or was refused as already in.
    const onlineAdmitted = online.filter((answer) => answer.body.code === 'admitted').length;
    const onlineRows = rows.filter((row) => row.deviceId === 'online');
    expect(onlineRows).toHaveLength(onlineAdmitted);
    expect(onlineRows.every((row) => row.outcome === 'conflict')).toBe(true);
    expect(rows.filter((row) => row.outcome === 'admitted')).toHaveLength(20);
  }, 60_000);
});
