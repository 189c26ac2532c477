// Ticket transfers (issue 13), through the API: a fan gives a ticket to someone by e-mail; the old
// code stops at the gate at once and the recipient's new one admits; both are told by e-mail (a real
// SMTP server in the test) and the recipient's account in the app. Every refusal the rules name,
// another fan's ticket, a replay, and the database's own guard of the rules.
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatEventWhen } from '../../../shared/domain/format';
import { TRANSFER_CLOSES_BEFORE_START_MS, TRANSFER_REFUSALS } from '../../../shared/domain/ticket-transfer';
import { istDateTime } from '../../../shared/domain/time';
import { type Booking, bookingSchema } from '../../../shared/schemas/booking';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { gatePackSchema, ticketVerificationSchema } from '../../../shared/schemas/gate';
import { notificationListSchema } from '../../../shared/schemas/notifications';
import { eventSalesSchema } from '../../../shared/schemas/organizer';
import { receivedTicketListSchema, ticketTransferSchema } from '../../../shared/schemas/ticket-transfer';
import { bookings, emailOutbox, events, tickets, ticketTransfers, users } from '../../db/schema';
import { type ApiClient, apiClient, signUp, uniqueEmail } from '../../test/api-client';
import { checkout, holdCategory, pay } from '../../test/booking-flow';
import { linkToken, mailsAbout, SITE_ORIGIN } from '../../test/mail-links';
import { signedIn } from '../../test/organizer-flow';
import { type Mailing, startMailing, type TestSmtpServer } from '../../test/smtp-server';
import { createTestApp, onSaleEventTaker, TEST_ANCHOR, type TestApp } from '../../test/test-database';
import { TRANSFERRED_REASON } from '../gate/gate.service';
import { ticketQrPng } from '../mail/mail.transport';
import { ticketCid } from '../mail/templates/booking-mails';

let smtp: TestSmtpServer;
let mailing: Mailing;
let t: TestApp;
let take: () => string;
let clock = TEST_ANCHOR.getTime();

beforeAll(async () => {
  mailing = await startMailing(SITE_ORIGIN);
  smtp = mailing.smtp;
  t = await createTestApp({
    now: () => new Date(clock),
    mail: mailing.options,
  });
  take = await onSaleEventTaker(t.database);
});
afterAll(async () => {
  await t.close();
  await mailing.close();
});
beforeEach(async () => {
  clock = TEST_ANCHOR.getTime();
  await t.app.background.idle();
  smtp.received.length = 0;
});

interface Fan {
  client: ApiClient;
  id: string;
  name: string;
  email: string;
}

/** A signed-up fan whose address is confirmed, as a fan who opened the mailed link (unless said). */
async function newFan(name: string, email = uniqueEmail('transfer'), confirmed = true): Promise<Fan> {
  const client = apiClient(t.app);
  const account = await signUp(client, name, email);
  if (confirmed) await confirmAddress(account.id);
  return { client, id: account.id, name, email };
}

const confirmAddress = (userId: string) =>
  t.database.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, userId));

/** Two Gold places for the fan (the second held by a guest, Ravi Rao), paid and confirmed. */
async function bookTwo(fan: Fan, eventId = take()): Promise<Booking> {
  const hold = await holdCategory(fan.client, eventId, 'gold', 2);
  const created = (await checkout(fan.client, hold.id, { guests: [{ name: 'Ravi Rao' }] })).body;
  const paid = (await pay(fan.client, created.order.id)).body;
  const confirmed = await fan.client.postAs(
    bookingSchema,
    `/api/bookings/${created.booking.id}/confirm`,
    paid,
  );
  expect(confirmed.status, confirmed.text).toBe(200);
  return confirmed.body;
}

const transfer = (client: ApiClient, ticketId: string, to: { name: string; email: string }) =>
  client.postAs(ticketTransferSchema, `/api/tickets/${ticketId}/transfer`, to);
const refusal = (client: ApiClient, ticketId: string, body: unknown) =>
  client.postAs(apiErrorSchema, `/api/tickets/${ticketId}/transfer`, body);
const received = async (client: ApiClient) => {
  const answer = await client.getAs(receivedTicketListSchema, '/api/tickets/received');
  expect(answer.status, answer.text).toBe(200);
  return answer.body.items;
};
const bookingOf = async (client: ApiClient, bookingId: string) =>
  (await client.getAs(bookingSchema, `/api/bookings/${bookingId}`)).body;

/** An organiser who runs these events (their gate admits their tickets). */
async function gateOf(...eventIds: string[]) {
  const gate = await newFan('Gate Staff');
  await t.database.db.update(users).set({ role: 'organizer' }).where(eq(users.id, gate.id));
  for (const id of eventIds)
    await t.database.db.update(events).set({ organizerId: gate.id }).where(eq(events.id, id));
  return gate.client;
}
const admit = (gate: ApiClient, token: string, eventId: string) =>
  gate.postAs(ticketVerificationSchema, '/api/tickets/admit', { token, eventId });

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.recipients.includes(address));

function pair(booking: Booking) {
  const [kept, given] = booking.tickets;
  if (!kept || !given) throw new Error('two tickets expected');
  return { kept, given };
}

describe('POST /api/tickets/:ticketId/transfer', () => {
  it('gives a ticket to an account: the old code stops at the gate at once, the new one admits, both are told', async () => {
    const asha = await newFan('Asha Rao');
    const ravi = await newFan('Ravi Kumar');
    const booking = await bookTwo(asha);
    const { kept, given } = pair(booking);
    const gate = await gateOf(booking.eventId);
    await t.app.background.idle();
    smtp.received.length = 0;

    // The address as typed: spaces and capitals do not matter.
    const sent = await transfer(asha.client, given.id, {
      name: ' Ravi Kumar ',
      email: ` ${ravi.email.toUpperCase()} `,
    });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body).toEqual({
      id: expect.any(String),
      ticketId: given.id,
      seatLabel: given.seatLabel,
      eventId: booking.eventId,
      eventTitle: booking.eventTitle,
      toName: 'Ravi Kumar',
      toEmail: ravi.email,
      transferredAt: new Date(clock).toISOString(),
    });

    // The sender's booking: the kept ticket with its same code, the given one as 'transferred', no code.
    const after = await bookingOf(asha.client, booking.id);
    expect(after.tickets).toEqual([kept]);
    expect(after.transferredTickets).toEqual([
      {
        id: given.id,
        seatLabel: given.seatLabel,
        holderName: 'Ravi Rao',
        transferredTo: 'Ravi Kumar',
        transferredAt: sent.body.transferredAt,
      },
    ]);
    expect((await asha.client.get('/api/bookings')).text).not.toContain(given.token);

    // The recipient's new ticket: same seat and category, their name, a code of its own.
    const [mine, ...others] = await received(ravi.client);
    expect(others).toHaveLength(0);
    expect(mine).toMatchObject({
      eventId: booking.eventId,
      eventTitle: booking.eventTitle,
      eventDate: booking.eventDate,
      venue: booking.venue,
      category: 'Gold',
      seatLabel: given.seatLabel,
      holderName: 'Ravi Kumar',
      fromName: 'Asha Rao',
      receivedAt: sent.body.transferredAt,
      bookingStatus: 'confirmed',
      eventCancelled: false,
      admittedAt: null,
      transferredTo: null,
      transferredAt: null,
    });
    const newToken = mine?.token ?? '';
    expect(newToken).toMatch(/^KP2\./);
    expect(newToken).not.toBe(given.token);
    // The sender never sees the recipient's code.
    expect(sent.text).not.toContain(newToken);
    expect(JSON.stringify(after)).not.toContain(newToken);

    // At the gate: the old code refused without being used up, the new one and the kept one admit.
    const old = await admit(gate, given.token, booking.eventId);
    expect(old.body).toMatchObject({
      valid: false,
      reason: TRANSFERRED_REASON,
      ticket: { admittedAt: null },
    });
    const admitted = await admit(gate, newToken, booking.eventId);
    expect(admitted.body).toMatchObject({
      valid: true,
      ticket: { holderName: 'Ravi Kumar', seatLabel: given.seatLabel },
    });
    expect((await admit(gate, kept.token, booking.eventId)).body.valid).toBe(true);
    const pack = await gate.getAs(gatePackSchema, `/api/organizer/events/${booking.eventId}/gate-key`);
    expect(pack.body.voidTickets).toEqual([{ id: given.id, reason: 'transferred' }]);
    // The organiser's figures count the seat once: two tickets issued, both let in.
    const sales = await gate.getAs(eventSalesSchema, `/api/organizer/events/${booking.eventId}/sales`);
    expect(sales.body.admissions).toEqual({ issued: 2, admitted: 2, flagged: 0 });

    // Told in the app…
    const notices = await ravi.client.getAs(notificationListSchema, '/api/me/notifications');
    expect(notices.body.items.filter((n) => n.title === 'A ticket for you')).toEqual([
      expect.objectContaining({
        message: `Asha Rao transferred a ticket to you: ${booking.eventTitle}, ${formatEventWhen(booking.eventDate)}, seat ${given.seatLabel}.`,
        target: '/bookings',
      }),
    ]);
    // …and by e-mail: the recipient's new ticket with its QR code inline, the sender's receipt.
    await t.app.background.idle();
    const [gift, ...moreGifts] = mailsTo(ravi.email);
    expect(moreGifts).toHaveLength(0);
    expect(gift?.parsed.subject).toBe(
      `Asha Rao sent you a ticket: ${booking.eventTitle}, ${formatEventWhen(booking.eventDate)}`,
    );
    const text = gift?.parsed.text ?? '';
    expect(text).toContain(`Seat: ${given.seatLabel}`);
    expect(text).toContain('Category: Gold');
    expect(text).toContain('Ticket holder: Ravi Kumar');
    expect(text).toContain('From: Asha Rao');
    expect(text).toMatch(/Time: \d{1,2}:\d{2} [ap]m IST/);
    expect(text).toContain(`${SITE_ORIGIN}/bookings`);
    expect(gift?.parsed.html).toContain(`src="cid:${ticketCid(mine?.id ?? '')}"`);
    const png = gift?.parsed.attachments.find((file) => file.contentId === `<${ticketCid(mine?.id ?? '')}>`);
    expect(png?.contentType).toBe('image/png');
    // The PNG is the QR code of the very code the gate admitted.
    expect(png?.content.equals(await ticketQrPng(newToken))).toBe(true);

    const [receipt, ...moreReceipts] = mailsTo(asha.email);
    expect(moreReceipts).toHaveLength(0);
    expect(receipt?.parsed.subject).toBe(
      `Ticket transferred: ${given.seatLabel}, ${booking.eventTitle} to Ravi Kumar`,
    );
    expect(receipt?.parsed.text).toContain('Its old QR code no longer works at the gate');
    expect(receipt?.parsed.text).toContain(`Transferred to: Ravi Kumar (${ravi.email})`);
    expect(receipt?.parsed.attachments).toHaveLength(0);
  });

  it('reaches someone without an account by e-mail, shows it once they sign up with that address, and lets them give it on', async () => {
    const asha = await newFan('Asha Rao');
    const booking = await bookTwo(asha);
    const { given } = pair(booking);
    const gate = await gateOf(booking.eventId);
    const meenaEmail = uniqueEmail('meena');
    await t.app.background.idle();
    smtp.received.length = 0;

    const sent = await transfer(asha.client, given.id, { name: 'Meena Iyer', email: meenaEmail });
    expect(sent.status, sent.text).toBe(201);
    await t.app.background.idle();
    const [gift] = mailsTo(meenaEmail);
    const png = gift?.parsed.attachments.find((file) => file.contentType === 'image/png');
    expect(png).toBeDefined();
    // No one else's account sees it.
    expect(await received((await newFan('Someone Else')).client)).toEqual([]);

    // Meena signs up later with that address: the ticket is in her account, the same code as mailed.
    // Signed up with the address but not yet proven it: what was sent there is not shown.
    const meena = await newFan('Meena Iyer', meenaEmail, false);
    expect(await received(meena.client)).toEqual([]);
    // Nor can she give it on: to an unproven account the ticket is not found.
    const [sentTo] = await t.database.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.holderEmail, meenaEmail));
    const early = await meena.client.post(`/api/tickets/${sentTo?.id}/transfer`, {
      name: 'Dev Shah',
      email: 'dev@example.com',
    });
    expect(early.status).toBe(404);
    // She opens the welcome mail's link: the address is proven and the ticket becomes her account's,
    // so it stays hers should she move to another address.
    await t.app.background.idle();
    const [welcome] = mailsAbout(smtp.received, meenaEmail, 'Confirm your e-mail address for KhelPass');
    if (!welcome) throw new Error('the welcome mail did not arrive');
    const confirmed = await meena.client.post('/api/auth/email-confirmation', {
      token: linkToken(welcome, '/account/confirm-email'),
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    await t.database.db
      .update(users)
      .set({ email: uniqueEmail('meena-moved') })
      .where(eq(users.id, meena.id));
    const [mine] = await received(meena.client);
    expect(mine).toMatchObject({
      seatLabel: given.seatLabel,
      holderName: 'Meena Iyer',
      fromName: 'Asha Rao',
    });
    expect(png?.content.equals(await ticketQrPng(mine?.token ?? ''))).toBe(true);

    // She gives it on under the same rules; the chain is told to each holder.
    const dev = await newFan('Dev Shah');
    const onward = await transfer(meena.client, mine?.id ?? '', { name: 'Dev Shah', email: dev.email });
    expect(onward.status, onward.text).toBe(201);
    const [given2] = await received(meena.client);
    expect(given2).toMatchObject({ id: mine?.id, token: null, transferredTo: 'Dev Shah' });
    expect(given2?.transferredAt).toBe(onward.body.transferredAt);
    const [devs] = await received(dev.client);
    expect(devs).toMatchObject({ holderName: 'Dev Shah', fromName: 'Meena Iyer' });
    // The first sender still sees whom they gave it to, not where it went after.
    expect((await bookingOf(asha.client, booking.id)).transferredTickets).toEqual([
      expect.objectContaining({ id: given.id, transferredTo: 'Meena Iyer' }),
    ]);

    expect((await admit(gate, mine?.token ?? '', booking.eventId)).body.reason).toBe(TRANSFERRED_REASON);
    expect((await admit(gate, devs?.token ?? '', booking.eventId)).body.valid).toBe(true);
  });

  it('refuses every case the rules name with its code and message, and changes nothing', async () => {
    const asha = await newFan('Asha Rao');
    const eventId = take();
    const booking = await bookTwo(asha, eventId);
    const { kept, given } = pair(booking);
    const gate = await gateOf(eventId);
    const to = { name: 'Ravi Kumar', email: uniqueEmail('ravi') };
    const expectRefused = async (
      ticketId: string,
      refused: keyof typeof TRANSFER_REFUSALS,
      body: unknown = to,
    ) => {
      const answer = await refusal(asha.client, ticketId, body);
      expect(answer.status, answer.text).toBe(409);
      expect(answer.body.error).toMatchObject(TRANSFER_REFUSALS[refused]);
      return answer.body.error;
    };
    const snapshot = async () => ({
      tickets: await t.database.db
        .select()
        .from(tickets)
        .where(eq(tickets.bookingId, booking.id))
        .orderBy(tickets.position),
      transfers: await t.database.db.select().from(ticketTransfers),
      mails: await t.database.db
        .select()
        .from(emailOutbox)
        .where(like(emailOutbox.dedupeKey, 'ticket-transfer:%')),
    });
    // Used at the gate.
    expect((await admit(gate, kept.token, eventId)).body.valid).toBe(true);
    const before = await snapshot();
    await expectRefused(kept.id, 'admitted');

    // To oneself, however it is typed: the e-mail field is named.
    const own = await expectRefused(given.id, 'own_address', { name: 'Me', email: asha.email.toUpperCase() });
    expect(own.fields).toEqual({ email: TRANSFER_REFUSALS.own_address.message });

    // In the last 2 hours before the start (and after it); at exactly 2 hours it still goes.
    const startsAt = Date.parse(booking.eventDate);
    clock = startsAt - TRANSFER_CLOSES_BEFORE_START_MS + 1000;
    await expectRefused(given.id, 'too_late');
    clock = startsAt + 60_000;
    await expectRefused(given.id, 'too_late');
    expect(await snapshot()).toEqual(before);

    clock = startsAt - TRANSFER_CLOSES_BEFORE_START_MS;
    expect((await transfer(asha.client, given.id, to)).status).toBe(201);
    // Given away already: to anyone else, it is refused.
    await expectRefused(given.id, 'transferred', { name: 'Dev Shah', email: uniqueEmail('dev') });
  });

  it('refuses tickets of a refunded booking and of a cancelled event', async () => {
    const asha = await newFan('Asha Rao');
    const to = { name: 'Ravi Kumar', email: uniqueEmail('ravi') };

    const refundedBooking = await bookTwo(asha);
    await t.database.db
      .update(bookings)
      .set({ status: 'refunded' })
      .where(eq(bookings.id, refundedBooking.id));
    const notConfirmed = await refusal(asha.client, pair(refundedBooking).given.id, to);
    expect(notConfirmed.status).toBe(409);
    expect(notConfirmed.body.error).toMatchObject(TRANSFER_REFUSALS.not_confirmed);

    const cancelledBooking = await bookTwo(asha);
    const organizer = await gateOf(cancelledBooking.eventId);
    const cancel = await organizer.post(`/api/organizer/events/${cancelledBooking.eventId}/cancel`, {
      reason: 'Floods',
    });
    expect(cancel.status, cancel.text).toBe(200);
    const cancelled = await refusal(asha.client, pair(cancelledBooking).given.id, to);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.error).toMatchObject(TRANSFER_REFUSALS.event_cancelled);
    expect(await t.database.db.select().from(tickets).where(eq(tickets.holderEmail, to.email))).toEqual([]);
  });

  it('answers another fan the same 404 as for no ticket, a guest 401, and bad input 400 naming the field', async () => {
    const asha = await newFan('Asha Rao');
    const ravi = await newFan('Ravi Kumar');
    const booking = await bookTwo(asha);
    const { kept, given } = pair(booking);
    const to = { name: 'Dev Shah', email: uniqueEmail('dev') };

    const others = await refusal(ravi.client, given.id, to);
    const none = await refusal(ravi.client, '00000000-0000-4000-8000-000000000000', to);
    expect(others.status).toBe(404);
    expect(others.body).toEqual(none.body);
    expect((await refusal(apiClient(t.app), given.id, to)).status).toBe(401);

    // Once given, the new ticket is the recipient's: the sender cannot give it again, nor the
    // recipient the sender's other ticket.
    expect((await transfer(asha.client, given.id, { name: 'Ravi Kumar', email: ravi.email })).status).toBe(
      201,
    );
    const [ravis] = await received(ravi.client);
    expect((await refusal(asha.client, ravis?.id ?? '', to)).status).toBe(404);
    expect((await refusal(ravi.client, kept.id, to)).status).toBe(404);

    const badId = await refusal(asha.client, 'not-a-ticket', to);
    expect(badId.status).toBe(400);
    expect(badId.body.error.fields).toEqual({ ticketId: 'Not a ticket id' });
    const empty = await refusal(asha.client, kept.id, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({
      name: 'Please enter the name of the person you are giving the ticket to',
      email: 'Please enter their e-mail address',
    });
    const badEmail = await refusal(asha.client, kept.id, { name: 'Dev', email: 'dev@' });
    expect(badEmail.body.error.fields).toEqual({ email: 'Please enter a valid e-mail address' });
    expect((await apiClient(t.app).get('/api/tickets/received')).status).toBe(401);
  });

  it('answers the same transfer asked again with the one made, writing nothing more', async () => {
    const asha = await newFan('Asha Rao');
    const ravi = await newFan('Ravi Kumar');
    const booking = await bookTwo(asha);
    const { given } = pair(booking);
    const to = { name: 'Ravi Kumar', email: ravi.email };

    const first = await transfer(asha.client, given.id, to);
    clock += 60_000;
    const again = await transfer(asha.client, given.id, to);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    expect(await t.database.db.select().from(tickets).where(eq(tickets.bookingId, booking.id))).toHaveLength(
      3,
    );
    expect(
      await t.database.db.select().from(ticketTransfers).where(eq(ticketTransfers.fromTicketId, given.id)),
    ).toHaveLength(1);
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `ticket-transfer:${first.body.id}:%`));
    expect(mails.map((mail) => mail.to).sort()).toEqual([asha.email, ravi.email].sort());
    const notices = await ravi.client.getAs(notificationListSchema, '/api/me/notifications');
    expect(notices.body.items.filter((n) => n.title === 'A ticket for you')).toHaveLength(1);
  });
});

describe('the database keeps the transfer rules', () => {
  it('a ticket is let in or given away, never both; a transfer is final and once; its record is never rewritten', async () => {
    const asha = await newFan('Asha Rao');
    const booking = await bookTwo(asha);
    const { kept, given } = pair(booking);
    const sent = await transfer(asha.client, given.id, { name: 'Ravi Kumar', email: uniqueEmail('ravi') });
    expect(sent.status).toBe(201);
    const db = t.database.db;
    const refusedBy = async (change: Promise<unknown>) => {
      const error = await change.then(
        () => null,
        (caught: unknown) => caught as { cause?: { code?: string; constraint?: string } },
      );
      return error?.cause?.code ?? (error as { code?: string } | null)?.code;
    };

    // The check constraint (23514) and the trigger (check_violation too) refuse, whatever the code.
    expect(
      await refusedBy(db.update(tickets).set({ admittedAt: new Date() }).where(eq(tickets.id, given.id))),
    ).toBe('23514');
    expect(
      await refusedBy(db.update(tickets).set({ transferredAt: null }).where(eq(tickets.id, given.id))),
    ).toBe('23514');
    expect(
      await refusedBy(
        db
          .update(tickets)
          .set({ transferredAt: new Date(clock + 1) })
          .where(eq(tickets.id, given.id)),
      ),
    ).toBe('23514');
    // Admitted first, a ticket cannot be given away.
    await db.update(tickets).set({ admittedAt: new Date() }).where(eq(tickets.id, kept.id));
    expect(
      await refusedBy(db.update(tickets).set({ transferredAt: new Date() }).where(eq(tickets.id, kept.id))),
    ).toBe('23514');
    // One record per given ticket, never rewritten.
    const [record] = await db.select().from(ticketTransfers).where(eq(ticketTransfers.id, sent.body.id));
    if (!record) throw new Error('no transfer record');
    expect(
      await refusedBy(db.insert(ticketTransfers).values({ ...record, id: undefined, toTicketId: kept.id })),
    ).toBe('23505');
    expect(
      await refusedBy(
        db
          .update(ticketTransfers)
          .set({ toEmail: 'someone.else@example.in' })
          .where(eq(ticketTransfers.id, record.id)),
      ),
    ).toBe('23514');
    expect(await refusedBy(db.delete(ticketTransfers).where(eq(ticketTransfers.id, record.id)))).toBe(
      '23514',
    );
    // The accounts a record names may go (their ids are set null).
    await db.update(ticketTransfers).set({ fromUserId: null }).where(eq(ticketTransfers.id, record.id));
    const [still] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(ticketTransfers)
      .where(and(eq(ticketTransfers.id, record.id), eq(ticketTransfers.toEmail, record.toEmail)));
    expect(still?.n).toBe(1);
  });
});

describe('a match moved or called off', () => {
  // Whoever was given tickets bought nothing, so no refund tells them: the change must.
  it('tells whoever holds given tickets, by mail and in the app, once per change; the buyer is refunded', async () => {
    const asha = await newFan('Asha Rao');
    const ravi = await newFan('Ravi Kumar');
    const meenaEmail = uniqueEmail('meena-given');
    const booking = await bookTwo(asha);
    const { kept, given } = pair(booking);
    expect((await transfer(asha.client, given.id, { name: 'Ravi Kumar', email: ravi.email })).status).toBe(
      201,
    );
    expect((await transfer(asha.client, kept.id, { name: 'Meena Iyer', email: meenaEmail })).status).toBe(
      201,
    );
    const admin = await signedIn(t.app, { email: 'admin@khelpass.in', password: 'Admin@123' });
    await t.app.background.idle();
    smtp.received.length = 0;

    const moved = await admin.post(`/api/organizer/events/${booking.eventId}/postpone`, {
      date: istDateTime(new Date(TEST_ANCHOR.getTime() + 40 * 86_400_000)).date,
      time: '19:30',
    });
    expect(moved.status, moved.text).toBe(200);
    const startsAt = (moved.body as { startsAt: string }).startsAt;
    // The mail pass (every few seconds in a server) sends what the change wrote.
    await t.app.background.mailNow();
    const [postponed, ...morePostponed] = mailsTo(ravi.email);
    expect(morePostponed).toHaveLength(0);
    expect(postponed?.parsed.subject).toBe(
      `Postponed: ${booking.eventTitle} now ${formatEventWhen(startsAt)}`,
    );
    expect(postponed?.parsed.text).toContain(
      `The tickets Asha Rao gave you (seat ${given.seatLabel}) stay valid for the new date.`,
    );
    // An address without an account hears by mail alone.
    expect(mailsTo(meenaEmail).map((mail) => mail.parsed.subject)).toEqual([postponed?.parsed.subject]);

    const cancelled = await admin.post(`/api/organizer/events/${booking.eventId}/cancel`, {
      reason: 'Flooded ground',
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    await t.app.background.idle();
    await t.app.background.mailNow();
    const cancelMail = mailsTo(ravi.email).find((mail) => mail.parsed.subject?.startsWith('Cancelled:'));
    expect(cancelMail?.parsed.subject).toBe(`Cancelled: ${booking.eventTitle} (tickets from Asha Rao)`);
    expect(cancelMail?.parsed.text).toContain(
      `The tickets Asha Rao gave you (seat ${given.seatLabel}) no longer admit anyone. Asha Rao paid for them and is refunded in full`,
    );
    expect(cancelMail?.parsed.text).toContain('Reason: Flooded ground');
    expect(mailsTo(meenaEmail).filter((mail) => mail.parsed.subject?.startsWith('Cancelled:'))).toHaveLength(
      1,
    );
    // The buyer's refund went to the buyer.
    expect((await bookingOf(asha.client, booking.id)).status).toBe('refunded');

    const notices = (await ravi.client.getAs(notificationListSchema, '/api/me/notifications')).body.items;
    expect(notices.filter((n) => n.title === 'Match postponed' || n.title === 'Match cancelled')).toEqual([
      expect.objectContaining({
        title: 'Match cancelled',
        message: `${booking.eventTitle} was cancelled. The tickets Asha Rao gave you (seat ${given.seatLabel}) no longer admit; Asha Rao's booking is refunded in full.`,
        target: '/bookings',
      }),
      expect.objectContaining({
        title: 'Match postponed',
        message: `${booking.eventTitle} now starts ${formatEventWhen(startsAt)}. The tickets Asha Rao gave you (seat ${given.seatLabel}) stay valid.`,
      }),
    ]);
  });
});
