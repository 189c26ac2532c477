// Ticket transfers on a real PostgreSQL 15 server with a 20-connection pool (issue 13): transfers of
// one ticket at once, and a transfer racing the gate's admission of the same ticket, leave exactly
// one outcome each. PGlite (one connection) cannot show this.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TRANSFER_REFUSALS } from '../../../shared/domain/ticket-transfer';
import { type Booking, bookingSchema } from '../../../shared/schemas/booking';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { ticketVerificationSchema } from '../../../shared/schemas/gate';
import { ticketTransferSchema } from '../../../shared/schemas/ticket-transfer';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { events, tickets, ticketTransfers, users } from '../../db/schema';
import { type ApiClient, apiClient, signUp, TEST_HOSTS } from '../../test/api-client';
import { checkout, holdCategory, pay } from '../../test/booking-flow';
import { someoneWaitsForALock } from '../../test/lock-waits';
import { createPgTestDatabase, onSaleEventTaker, TEST_ANCHOR } from '../../test/test-database';
import { TRANSFERRED_REASON } from '../gate/gate.service';

let database: Database;
let app: ReturnType<typeof createApp>;
let take: () => string;

beforeAll(async () => {
  database = await createPgTestDatabase({ eventCount: 40, poolSize: 20 });
  app = createApp({
    database,
    allowedHosts: TEST_HOSTS,
    now: () => new Date(TEST_ANCHOR),
    auth: { failureDelay: async () => {}, signUpsPerAddress: 0 },
    webhooksAtOnce: false,
  });
  take = await onSaleEventTaker(database);
}, 120_000);
afterAll(() => database.close());

const transferOrRefusal = z.union([ticketTransferSchema, apiErrorSchema]);

/** A fan with `seats` Gold places of a fresh event, confirmed, and the organiser running its gate. */
async function booked(seats: number): Promise<{ fan: ApiClient; booking: Booking; gate: ApiClient }> {
  const eventId = take();
  const fan = apiClient(app);
  await signUp(fan, 'Asha Rao');
  const hold = await holdCategory(fan, eventId, 'gold', seats);
  const guests = Array.from({ length: seats - 1 }, (_, i) => ({ name: `Guest ${i + 1}` }));
  const created = (await checkout(fan, hold.id, { guests })).body;
  const paid = (await pay(fan, created.order.id)).body;
  const booking = (await fan.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid)).body;
  expect(booking.tickets).toHaveLength(seats);
  const gate = apiClient(app);
  const staff = await signUp(gate, 'Gate Staff');
  await database.db.update(users).set({ role: 'organizer' }).where(eq(users.id, staff.id));
  await database.db.update(events).set({ organizerId: staff.id }).where(eq(events.id, eventId));
  return { fan, booking, gate };
}

const transferOf = (fan: ApiClient, ticketId: string, email: string) =>
  fan.postAs(transferOrRefusal, `/api/tickets/${ticketId}/transfer`, { name: 'Ravi Kumar', email });

describe('ticket transfers under concurrency (PostgreSQL)', () => {
  it('ten transfers of one ticket at once: one goes through, the other nine are told it was transferred', async () => {
    const { fan, booking } = await booked(1);
    const ticketId = booking.tickets[0]?.id ?? '';
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => transferOf(fan, ticketId, `friend${i}@example.in`)),
    );
    const made = answers.filter((answer) => answer.status === 201);
    expect(made).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(apiErrorSchema.parse(answer.body).error.code).toBe(TRANSFER_REFUSALS.transferred.code);
    }
    const records = await database.db
      .select()
      .from(ticketTransfers)
      .where(eq(ticketTransfers.fromTicketId, ticketId));
    expect(records).toHaveLength(1);
    expect(records[0]?.toEmail).toBe(ticketTransferSchema.parse(made[0]?.body).toEmail);
    // The seat has exactly two tickets: the void one, and the recipient's.
    const rows = await database.db.select().from(tickets).where(eq(tickets.bookingId, booking.id));
    expect(rows.map((row) => row.transferredAt !== null).sort()).toEqual([false, true]);
  }, 60_000);

  it('the same transfer sent ten times at once is made once; every answer names it', async () => {
    const { fan, booking } = await booked(1);
    const ticketId = booking.tickets[0]?.id ?? '';
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => transferOf(fan, ticketId, 'ravi.same@example.in')),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    const ids = new Set(answers.map((answer) => ticketTransferSchema.parse(answer.body).id));
    expect(ids.size).toBe(1);
    expect(
      await database.db.select().from(ticketTransfers).where(eq(ticketTransfers.fromTicketId, ticketId)),
    ).toHaveLength(1);
  }, 60_000);

  it('a transfer racing the gate for the same ticket: either it is let in and stays, or it is given away and refused', async () => {
    let admittedFirst = 0;
    let transferredFirst = 0;
    for (let round = 0; round < 3; round += 1) {
      const { fan, booking, gate } = await booked(10);
      const races = await Promise.all(
        booking.tickets.map(async (ticket, i) => {
          const [scan, transfer] = await Promise.all([
            gate.postAs(ticketVerificationSchema, '/api/tickets/admit', {
              token: ticket.token,
              eventId: booking.eventId,
            }),
            transferOf(fan, ticket.id, `race${round}.${i}@example.in`),
          ]);
          return { ticket, scan: scan.body, transfer };
        }),
      );
      const rows = await database.db
        .select()
        .from(tickets)
        .where(inArray(tickets.bookingId, [booking.id]));
      for (const { ticket, scan, transfer } of races) {
        const row = rows.find((r) => r.id === ticket.id);
        const issued = rows.filter((r) => r.holderEmail !== null && r.seatLabel === ticket.seatLabel);
        if (scan.valid) {
          admittedFirst += 1;
          expect(transfer.status).toBe(409);
          expect(apiErrorSchema.parse(transfer.body).error.code).toBe(TRANSFER_REFUSALS.admitted.code);
          expect(row).toMatchObject({ transferredAt: null, admittedAt: expect.any(Date) });
          expect(issued).toHaveLength(0);
        } else {
          transferredFirst += 1;
          expect(transfer.status).toBe(201);
          expect(scan.reason).toBe(TRANSFERRED_REASON);
          expect(row).toMatchObject({ transferredAt: expect.any(Date), admittedAt: null });
          expect(issued).toHaveLength(1);
        }
      }
    }
    expect(admittedFirst + transferredFirst).toBe(30);
    console.info(
      `transfer against admission, 30 races: gate first ${admittedFirst}, transfer first ${transferredFirst}`,
    );
  }, 120_000);

  it('whichever reaches the ticket first wins, even when the gate checked it before the transfer committed', async () => {
    for (const first of ['transfer', 'admission'] as const) {
      const { fan, booking, gate } = await booked(1);
      const ticket = booking.tickets[0];
      if (!ticket) throw new Error('no ticket');
      const scan = () =>
        gate.postAs(ticketVerificationSchema, '/api/tickets/admit', {
          token: ticket.token,
          eventId: booking.eventId,
        });
      const give = () => transferOf(fan, ticket.id, `${first}.first@example.in`);
      // Another transaction holds the ticket's row: both wait for it, queued in the order they came.
      let transferred: ReturnType<typeof give> | undefined;
      let scanned: ReturnType<typeof scan> | undefined;
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM tickets WHERE id = ${ticket.id} FOR UPDATE`);
        if (first === 'transfer') transferred = give();
        else scanned = scan();
        await someoneWaitsForALock(database, 1);
        // The gate's check (outside any lock) reads the ticket as neither used nor given away.
        if (first === 'transfer') scanned = scan();
        else transferred = give();
        await someoneWaitsForALock(database, 2);
      });
      const [transfer, admission] = await Promise.all([transferred, scanned]);
      if (!transfer || !admission) throw new Error('both requests expected');
      const [row] = await database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
      if (first === 'transfer') {
        expect(transfer.status).toBe(201);
        expect(admission.body).toMatchObject({ valid: false, reason: TRANSFERRED_REASON });
        expect(row).toMatchObject({ transferredAt: expect.any(Date), admittedAt: null });
      } else {
        expect(admission.body.valid).toBe(true);
        expect(transfer.status).toBe(409);
        expect(apiErrorSchema.parse(transfer.body).error.code).toBe(TRANSFER_REFUSALS.admitted.code);
        expect(row).toMatchObject({ transferredAt: null, admittedAt: expect.any(Date) });
      }
    }
  }, 60_000);
});
