import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_INSTRUMENTS } from '../../../shared/booking-constants';
import { bytesToBase64Url, importGateKey, verifyTicketToken } from '../../../shared/domain/ticket-token';
import { base64UrlBytes } from '../../../shared/domain/web-push';
import { bookingSchema } from '../../../shared/schemas/booking';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { gatePackSchema, ticketVerificationSchema } from '../../../shared/schemas/gate';
import { appSecrets, events, tickets, users } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts';
import { type ApiClient, apiClient, signUp, transcript } from '../../test/api-client';
import { cardPayment, checkout, holdCategory, pay } from '../../test/booking-flow';
import { createTestApp, onSaleEventTaker, type TestApp } from '../../test/test-database';
import { TRANSFERRED_REASON } from './gate.service';

let t: TestApp;
let take: () => string;

beforeAll(async () => {
  t = await createTestApp();
  take = await onSaleEventTaker(t.database);
});
afterAll(async () => {
  // No private key ever leaves the server: not in any answer of this file.
  const keys = await t.database.db.select().from(appSecrets);
  const privateParts = keys
    .filter((row) => row.name.startsWith('tickets-ed25519:'))
    .map((row) => (JSON.parse(row.value) as { d: string }).d);
  expect(privateParts.length).toBeGreaterThan(0);
  const all = transcript.join('\n');
  for (const d of privateParts) expect(all).not.toContain(d);
  await t.close();
});

async function organizerOf(email: string, eventIds: string[]) {
  const client = apiClient(t.app);
  const account = await signUp(client, 'Gate Organiser', email);
  await t.database.db.update(users).set({ role: 'organizer' }).where(eq(users.id, account.id));
  for (const id of eventIds)
    await t.database.db.update(events).set({ organizerId: account.id }).where(eq(events.id, id));
  return client;
}

async function bookedGold(eventId: string, email: string) {
  const fan = apiClient(t.app);
  await signUp(fan, 'Gate Fan', email);
  const hold = await holdCategory(fan, eventId, 'gold', 2);
  const created = (await checkout(fan, hold.id, { guests: [{ name: 'Ravi Rao' }] })).body;
  const paid = (await pay(fan, created.order.id, cardPayment(TEST_INSTRUMENTS.cardSuccess))).body;
  const booking = (await fan.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid)).body;
  return { fan, booking };
}

const gatePack = (client: ApiClient, eventId: string) =>
  client.getAs(gatePackSchema, `/api/organizer/events/${eventId}/gate-key`);

describe('GET /api/organizer/events/:eventId/gate-key', () => {
  it('gives the event’s organiser a public key that verifies its tickets in WebCrypto, and only its own', async () => {
    const eventId = take();
    const otherEventId = take();
    const { fan, booking } = await bookedGold(eventId, 'gate.key.fan@example.com');
    const organizer = await organizerOf('gate.key.org@example.com', [eventId, otherEventId]);

    const answer = await gatePack(organizer, eventId);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    expect(answer.body).toMatchObject({ eventId, cancelled: false, voidTickets: [] });
    expect(base64UrlBytes(answer.body.publicKey)?.length).toBe(32);

    const key = await importGateKey(answer.body.publicKey);
    const [first, second] = booking.tickets;
    expect(await verifyTicketToken(first?.token ?? '', key)).toEqual({
      ticketId: first?.id,
      eventId,
      categoryId: 'gold',
      seatLabel: 'Gold-1',
      issuedAt: new Date(Math.floor(Date.parse(booking.confirmedAt ?? '') / 1000) * 1000),
    });
    expect((await verifyTicketToken(second?.token ?? '', key))?.seatLabel).toBe('Gold-2');
    // The QR is the same every time the fan opens it (saved offline, printed, e-mailed).
    const again = (await fan.getAs(bookingSchema, `/api/bookings/${booking.id}`)).body;
    expect(again.tickets.map((ticket) => ticket.token)).toEqual(
      booking.tickets.map((ticket) => ticket.token),
    );

    // One changed byte, or another event's key, and the ticket is not genuine.
    const body = base64UrlBytes(first?.token.slice(4) ?? '') ?? new Uint8Array();
    body[30] = (body[30] ?? 0) ^ 0x01;
    expect(await verifyTicketToken(`KP2.${bytesToBase64Url(body)}`, key)).toBeNull();
    const otherPack = (await gatePack(organizer, otherEventId)).body;
    expect(otherPack.publicKey).not.toBe(answer.body.publicKey);
    expect(await verifyTicketToken(first?.token ?? '', await importGateKey(otherPack.publicKey))).toBeNull();
    // The key stays the event's: asking again (or an admin asking) gives the same one.
    expect((await gatePack(organizer, eventId)).body.publicKey).toBe(answer.body.publicKey);
    const admin = apiClient(t.app);
    expect(
      (
        await admin.post(
          '/api/auth/sign-in',
          DEMO_ACCOUNTS.find((a) => a.role === 'admin'),
        )
      ).status,
    ).toBe(200);
    expect((await gatePack(admin, eventId)).body.publicKey).toBe(answer.body.publicKey);

    // Fans are refused; another organiser's event, or none, is not found.
    expect((await fan.get(`/api/organizer/events/${eventId}/gate-key`)).status).toBe(403);
    const rival = await organizerOf('gate.key.rival@example.com', []);
    const rivalAnswer = await rival.getAs(apiErrorSchema, `/api/organizer/events/${eventId}/gate-key`);
    expect(rivalAnswer.status).toBe(404);
    expect(rivalAnswer.body.error.code).toBe('not_found');
    expect((await organizer.get('/api/organizer/events/ev-nope/gate-key')).status).toBe(404);
    expect((await apiClient(t.app).get(`/api/organizer/events/${eventId}/gate-key`)).status).toBe(401);
  });

  it('lists refunded bookings’ tickets as void and says when the event is cancelled', async () => {
    const eventId = take();
    const { booking } = await bookedGold(eventId, 'gate.void.fan@example.com');
    const organizer = await organizerOf('gate.void.org@example.com', [eventId]);
    expect((await gatePack(organizer, eventId)).body.voidTickets).toEqual([]);

    const cancelled = await organizer.post(`/api/organizer/events/${eventId}/cancel`, { reason: 'Floods' });
    expect(cancelled.status, cancelled.text).toBe(200);
    const pack = (await gatePack(organizer, eventId)).body;
    expect(pack.cancelled).toBe(true);
    expect(pack.voidTickets).toEqual(
      booking.tickets.map((ticket) => ({ id: ticket.id, reason: 'refunded' })).sort(byId),
    );
    // The signature is still genuine: the pack is what tells the gate it no longer admits.
    const claims = await verifyTicketToken(
      booking.tickets[0]?.token ?? '',
      await importGateKey(pack.publicKey),
    );
    expect(claims?.ticketId).toBe(booking.tickets[0]?.id);
    const checked = await organizer.postAs(ticketVerificationSchema, '/api/tickets/verify', {
      token: booking.tickets[0]?.token,
    });
    expect(checked.body).toMatchObject({ valid: false, reason: 'This event was cancelled' });
  });

  it('lists a transferred ticket as void, and the gate refuses its old code without using it up', async () => {
    const eventId = take();
    const { booking } = await bookedGold(eventId, 'gate.transfer.fan@example.com');
    const organizer = await organizerOf('gate.transfer.org@example.com', [eventId]);
    const [given, kept] = booking.tickets;
    if (!given || !kept) throw new Error('two tickets expected');
    await t.database.db.update(tickets).set({ transferredAt: new Date() }).where(eq(tickets.id, given.id));

    expect((await gatePack(organizer, eventId)).body.voidTickets).toEqual([
      { id: given.id, reason: 'transferred' },
    ]);
    const refused = await organizer.postAs(ticketVerificationSchema, '/api/tickets/admit', {
      token: given.token,
      eventId,
    });
    expect(refused.body).toMatchObject({
      valid: false,
      reason: TRANSFERRED_REASON,
      ticket: { admittedAt: null },
    });
    const admitted = await organizer.postAs(ticketVerificationSchema, '/api/tickets/admit', {
      token: kept.token,
      eventId,
    });
    expect(admitted.body.valid).toBe(true);
  });
});

const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
