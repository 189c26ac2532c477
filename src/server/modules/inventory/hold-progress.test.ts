// Auto-save of the booking dialog ('Logged in • Auto-save enabled', issue 13) on the server: a
// signed-in fan's progress kept with the hold (PUT /api/holds/:holdId/progress) and the running hold
// carried on with when the dialog reopens (POST /api/holds { resume: true }).
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingSchema,
  extendedHoldSchema,
  type HoldProgress,
  holdSchema,
  openedHoldSchema,
  seatingSchema,
} from '../../../shared/schemas/booking';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { holds } from '../../db/schema';
import { type ApiClient, apiClient, signUp, transcript } from '../../test/api-client';
import { checkout, holdCategory, openHold, pay } from '../../test/booking-flow';
import { createTestApp, onSaleEventTaker, TEST_ANCHOR, type TestApp } from '../../test/test-database';

let t: TestApp;
let clock = TEST_ANCHOR.getTime();
let take: () => string;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  take = await onSaleEventTaker(t.database);
});
afterEach(() => {
  clock = TEST_ANCHOR.getTime();
});
afterAll(async () => {
  expect(transcript.join('\n')).not.toContain('"code":"internal"');
  await t.close();
});

async function signedInFan() {
  const fan = apiClient(t.app);
  await signUp(fan, 'Meera Iyer');
  return fan;
}

const PROGRESS: HoldProgress = {
  step: 3,
  mode: 'list',
  count: 2,
  selection: { kind: 'category', categoryId: 'gold', quantity: 2 },
  addOnIds: ['parking', 'food'],
  insurance: true,
  contact: {
    name: 'Meera Iyer',
    email: 'meera@example.in',
    phone: '98765 4',
    emergencyContact: '',
    specialRequests: 'Near the aisle',
  },
  guests: [{ name: 'Arjun Iyer', age: '' }],
  newsletter: false,
  smsUpdates: true,
};

/** What the database keeps of a hold's progress. */
async function stored(holdId: string) {
  const [row] = await t.database.db
    .select({ status: holds.status, progress: holds.progress })
    .from(holds)
    .where(eq(holds.id, holdId));
  return row;
}

const save = (client: ApiClient, holdId: string, progress: unknown = PROGRESS) =>
  client.put(`/api/holds/${holdId}/progress`, { progress });
const saveRefused = (client: ApiClient, holdId: string, body: unknown) =>
  client.putAs(apiErrorSchema, `/api/holds/${holdId}/progress`, body);
const reopen = (client: ApiClient, eventId: string) =>
  client.postAs(openedHoldSchema, '/api/holds', { eventId, resume: true });

describe('saving and restoring a signed-in fan’s progress', () => {
  it('reopening carries on with the same hold: its places, its time, its extensions and the saved progress', async () => {
    const fan = await signedInFan();
    const eventId = take();
    const hold = await holdCategory(fan, eventId, 'gold', 2);
    expect((await save(fan, hold.id)).status).toBe(204);
    clock += 11 * 60_000;
    expect((await fan.postAs(extendedHoldSchema, `/api/holds/${hold.id}/extend`)).status).toBe(200);
    clock += 60_000;

    const reopened = await reopen(fan, eventId);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({
      id: hold.id,
      resumed: true,
      progress: PROGRESS,
      extensionsLeft: 1,
      selection: { kind: 'category', categoryId: 'gold', quantity: 2 },
      seatLabels: ['Gold-1', 'Gold-2'],
      expiresAt: new Date(Date.parse(hold.expiresAt) + 300_000).toISOString(),
      serverNow: new Date(clock).toISOString(),
    });

    // A newer save replaces the older one whole.
    const later = { ...PROGRESS, step: 4, insurance: false };
    expect((await save(fan, hold.id, later)).status).toBe(204);
    expect((await reopen(fan, eventId)).body.progress).toEqual(later);
  });

  it('restores a hold of map seats whose progress was never saved, with the seats still held', async () => {
    const fan = await signedInFan();
    const eventId = take();
    const hold = await openHold(fan, eventId);
    const map = (await fan.getAs(seatingSchema, `/api/events/${eventId}/seating`)).body;
    const seats = (map.sections[0]?.rows ?? [])
      .flatMap((row) => row.seats)
      .filter((seat) => seat.status === 'available')
      .slice(0, 2)
      .map((seat) => seat.id);
    expect(
      (await fan.put(`/api/holds/${hold.id}`, { selection: { kind: 'seats', seatIds: seats } })).status,
    ).toBe(200);

    const reopened = await reopen(fan, eventId);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ id: hold.id, resumed: true, progress: null, extensionsLeft: 2 });
    expect(reopened.body.selection).toEqual({ kind: 'seats', seatIds: seats, sectionId: 'premium' });
    const seen = (await fan.getAs(seatingSchema, `/api/events/${eventId}/seating?hold=${hold.id}`)).body;
    const mine = seen.sections[0]?.rows.flatMap((row) => row.seats).filter((seat) => seat.heldByYou);
    expect(mine?.map((seat) => seat.id)).toEqual(seats);
  });

  it('starts fresh once the hold has ended: expired, released or paid', async () => {
    const fan = await signedInFan();
    const expiring = take();
    const first = await holdCategory(fan, expiring, 'gold', 1);
    expect((await save(fan, first.id)).status).toBe(204);
    clock += 900_000;
    const late = await saveRefused(fan, first.id, { progress: PROGRESS });
    expect(late.status).toBe(410);
    expect(late.body.error.code).toBe('hold_expired');
    const fresh = await reopen(fan, expiring);
    expect(fresh.status).toBe(201);
    expect(fresh.body).toMatchObject({ resumed: false, progress: null, selection: null, extensionsLeft: 2 });
    expect(fresh.body.id).not.toBe(first.id);

    clock = TEST_ANCHOR.getTime();
    const releasing = take();
    const released = await holdCategory(fan, releasing, 'gold', 1);
    expect((await save(fan, released.id)).status).toBe(204);
    expect((await fan.delete(`/api/holds/${released.id}`)).status).toBe(204);
    expect((await saveRefused(fan, released.id, { progress: PROGRESS })).status).toBe(410);
    expect((await reopen(fan, releasing)).body).toMatchObject({ resumed: false, progress: null });
    // Its contact details and guests are not kept past the hold (the database forgets them).
    expect(await stored(released.id)).toEqual({ status: 'released', progress: null });

    const paying = take();
    const bought = await holdCategory(fan, paying, 'gold', 1);
    expect((await save(fan, bought.id)).status).toBe(204);
    const created = (await checkout(fan, bought.id)).body;
    // While the payment window is open the dialog may still save; reopening does not take a
    // checked-out session (it is a booking awaiting payment, paid from My Bookings).
    expect((await save(fan, bought.id)).status).toBe(204);
    const whilePaying = await reopen(fan, paying);
    expect(whilePaying.body).toMatchObject({ resumed: false, progress: null });
    expect((await fan.delete(`/api/holds/${whilePaying.body.id}`)).status).toBe(204);
    const paid = (await pay(fan, created.order.id)).body;
    expect(
      (await fan.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid)).body.status,
    ).toBe('confirmed');
    const afterPaying = await saveRefused(fan, bought.id, { progress: PROGRESS });
    expect(afterPaying.status).toBe(409);
    expect(afterPaying.body.error.code).toBe('already_booked');
    expect((await reopen(fan, paying)).body).toMatchObject({ resumed: false, progress: null });
    expect(await stored(bought.id)).toEqual({ status: 'converted', progress: null });
  });

  it("is the owner's alone: another fan's hold is 404 like an unknown one, and never resumed by them", async () => {
    const fan = await signedInFan();
    const other = await signedInFan();
    const eventId = take();
    const hold = await holdCategory(fan, eventId, 'gold', 1);
    expect((await save(fan, hold.id)).status).toBe(204);

    const stolen = await saveRefused(other, hold.id, { progress: { ...PROGRESS, step: 1 } });
    expect(stolen.status).toBe(404);
    const unknown = await saveRefused(other, '00000000-0000-4000-8000-000000000000', { progress: PROGRESS });
    expect(unknown.body).toEqual(stolen.body);
    const theirs = await reopen(other, eventId);
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(hold.id);
    expect(theirs.body.progress).toBeNull();
    // The owner's progress is untouched.
    expect((await reopen(fan, eventId)).body.progress).toEqual(PROGRESS);
  });

  it('saves nothing for a guest (401) and never resumes a guest’s session', async () => {
    const guest = apiClient(t.app);
    const eventId = take();
    const hold = await holdCategory(guest, eventId, 'gold', 1);
    const refused = await saveRefused(guest, hold.id, { progress: PROGRESS });
    expect(refused.status).toBe(401);
    const again = await guest.postAs(openedHoldSchema, '/api/holds', { eventId, resume: true });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ resumed: false, progress: null });
    expect(again.body.id).not.toBe(hold.id);
  });

  it('without resume, opening answers a new session as it always has', async () => {
    const fan = await signedInFan();
    const eventId = take();
    const hold = await holdCategory(fan, eventId, 'gold', 1);
    clock += 1000;
    const another = await fan.postAs(holdSchema, '/api/holds', { eventId });
    expect(another.status).toBe(201);
    expect(another.body.id).not.toBe(hold.id);
    // The newest running session is the one carried on with.
    expect((await reopen(fan, eventId)).body.id).toBe(another.body.id);
  });
});

describe('bad progress', () => {
  it('is a 400 naming the field, and the saved progress stands', async () => {
    const fan = await signedInFan();
    const eventId = take();
    const hold = await holdCategory(fan, eventId, 'gold', 1);
    expect((await save(fan, hold.id)).status).toBe(204);

    const cases: [unknown, string][] = [
      [{}, 'progress'],
      [{ progress: { ...PROGRESS, step: 7 } }, 'progress.step'],
      [{ progress: { ...PROGRESS, mode: '3d' } }, 'progress.mode'],
      [{ progress: { ...PROGRESS, addOnIds: ['lounge'] } }, 'progress.addOnIds.0'],
      [{ progress: { ...PROGRESS, addOnIds: ['food', 'food'] } }, 'progress.addOnIds'],
      [{ progress: { ...PROGRESS, insurance: 'yes' } }, 'progress.insurance'],
      [
        { progress: { ...PROGRESS, contact: { ...PROGRESS.contact, specialRequests: 'x'.repeat(501) } } },
        'progress.contact.specialRequests',
      ],
      [
        { progress: { ...PROGRESS, contact: { ...PROGRESS.contact, name: 'n'.repeat(81) } } },
        'progress.contact.name',
      ],
      [
        { progress: { ...PROGRESS, guests: Array.from({ length: 10 }, () => ({ name: 'G', age: '' })) } },
        'progress.guests',
      ],
      [{ progress: { ...PROGRESS, guests: [{ name: 'G', age: '1234' }] } }, 'progress.guests.0.age'],
      [
        { progress: { ...PROGRESS, selection: { kind: 'seats', seatIds: ['../../etc'] } } },
        'progress.selection.seatIds.0',
      ],
    ];
    for (const [body, field] of cases) {
      const refused = await saveRefused(fan, hold.id, body);
      expect(refused.status, field).toBe(400);
      expect(Object.keys(refused.body.error.fields ?? {}), field).toContain(field);
    }
    const junk = await fan.request('PUT', `/api/holds/${hold.id}/progress`, '{"progress": ');
    expect(junk.status).toBe(400);
    const huge = await fan.request(
      'PUT',
      `/api/holds/${hold.id}/progress`,
      JSON.stringify({
        progress: { ...PROGRESS, contact: { ...PROGRESS.contact, specialRequests: 'x'.repeat(70_000) } },
      }),
    );
    expect(huge.status).toBe(413);
    expect((await saveRefused(fan, 'not-a-uuid', { progress: PROGRESS })).body.error.fields).toHaveProperty(
      'holdId',
    );

    expect((await reopen(fan, eventId)).body.progress).toEqual(PROGRESS);
  });

  it('a progress saved in a shape the dialog no longer reads comes back as none; the database refuses an oversized one', async () => {
    const fan = await signedInFan();
    const eventId = take();
    const hold = await holdCategory(fan, eventId, 'gold', 1);
    await t.database.db
      .update(holds)
      .set({ progress: { step: 'three' } })
      .where(eq(holds.id, hold.id));
    const reopened = await reopen(fan, eventId);
    expect(reopened.body).toMatchObject({ id: hold.id, resumed: true, progress: null });

    await expect(
      t.database.db
        .update(holds)
        .set({ progress: { note: 'x'.repeat(20_000) } })
        .where(eq(holds.id, hold.id)),
    ).rejects.toThrow();
  });
});
