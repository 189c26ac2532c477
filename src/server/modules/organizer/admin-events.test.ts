// The admin console's Events and Organisers API (issue 14): every organiser's events with filters,
// an admin's takedown and its undoing (decision 014), transfer to another organiser, cancelling as
// an admin; and the audit entries of every event action, the organiser's own included.
import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminEventChangeSchema,
  adminEventPageSchema,
  adminOrganizerListSchema,
} from '../../../shared/schemas/admin-events';
import { holdSchema } from '../../../shared/schemas/booking';
import { apiErrorSchema } from '../../../shared/schemas/common';
import {
  eventCancellationSchema,
  organizerEventPageSchema,
  ownEventSchema,
} from '../../../shared/schemas/organizer';
import { eventCategories, users } from '../../db/schema';
import { type ApiClient, apiClient, signUp } from '../../test/api-client';
import { auditTrail } from '../../test/audit-trail';
import { holdCategory, openHold } from '../../test/booking-flow';
import {
  CRICKET_BOARD,
  createDraft,
  istDaysAhead,
  PROMOTER,
  publish,
  signedIn,
} from '../../test/organizer-flow';
import { createTestApp, type TestApp } from '../../test/test-database';

const ADMIN = { email: 'admin@khelpass.in', password: 'Admin@123' };
let t: TestApp;
let admin: ApiClient;
let promoter: ApiClient;
let fan: ApiClient;
let cricketBoardId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, ADMIN);
  promoter = await signedIn(t.app, PROMOTER);
  fan = apiClient(t.app);
  await signUp(fan, 'Fan Farah');
  const [board] = await t.database.db.select().from(users).where(eq(users.email, CRICKET_BOARD.email));
  if (!board) throw new Error('the cricket board is not seeded');
  cricketBoardId = board.id;
});
afterAll(() => t.close());

/** A published event of the promoter's made for one test. */
async function publishedEvent(tournament: string) {
  const draft = await createDraft(promoter, { tournament });
  return publish(promoter, draft.id);
}

const auditOf = (eventId: string) => auditTrail(admin, 'event', eventId);

const heldPlaces = async (eventId: string) => {
  const [row] = await t.database.db
    .select({ held: sum(eventCategories.held).mapWith(Number) })
    .from(eventCategories)
    .where(and(eq(eventCategories.eventId, eventId)));
  return row?.held ?? 0;
};

describe('who may use the admin events API', () => {
  it('a guest is asked to sign in; a fan and an organiser are refused', async () => {
    const event = await publishedEvent('Guarded Cup');
    const calls = [
      (c: ApiClient) => c.get('/api/admin/events'),
      (c: ApiClient) => c.get('/api/admin/organizers'),
      (c: ApiClient) => c.post(`/api/admin/events/${event.id}/unpublish`, { reason: 'Mine' }),
      (c: ApiClient) => c.post(`/api/admin/events/${event.id}/republish`),
      (c: ApiClient) => c.post(`/api/admin/events/${event.id}/transfer`, { organizerId: cricketBoardId }),
    ];
    for (const call of calls) {
      expect((await call(apiClient(t.app))).status).toBe(401);
      expect((await call(fan)).status).toBe(403);
      expect((await call(promoter)).status).toBe(403);
    }
    expect(await auditOf(event.id)).toHaveLength(2); // created, published: nothing else happened
  });
});

describe('GET /api/admin/events', () => {
  it('lists every organiser’s events, drafts included, with their organiser, and filters them', async () => {
    const draft = await createDraft(promoter, { tournament: 'Admin Filter Trophy' });
    const all = await admin.getAs(adminEventPageSchema, '/api/admin/events?pageSize=100');
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThan(100);
    expect(all.body.statusCounts.draft).toBeGreaterThanOrEqual(1);

    const found = await admin.getAs(adminEventPageSchema, '/api/admin/events?q=admin filter trophy');
    expect(found.body.items.map((e) => [e.id, e.status, e.organizer.email, e.unpublished])).toEqual([
      [draft.id, 'draft', PROMOTER.email, null],
    ]);

    const cricket = await admin.getAs(
      adminEventPageSchema,
      `/api/admin/events?organizerId=${cricketBoardId}`,
    );
    expect(cricket.body.total).toBeGreaterThan(0);
    expect(new Set(cricket.body.items.map((e) => e.organizer.email))).toEqual(new Set([CRICKET_BOARD.email]));

    const kabaddiInMumbai = await admin.getAs(
      adminEventPageSchema,
      '/api/admin/events?sport=kabaddi&city=mumbai&status=draft',
    );
    expect(kabaddiInMumbai.body.items.map((e) => e.id)).toContain(draft.id);
    for (const event of kabaddiInMumbai.body.items) {
      expect([event.sport, event.cityName, event.status]).toEqual(['kabaddi', 'Mumbai', 'draft']);
    }

    const bad = await admin.getAs(apiErrorSchema, '/api/admin/events?sport=chess&organizerId=nobody');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(['organizerId', 'sport']);
  });
});

describe('GET /api/admin/organizers', () => {
  it('lists the organiser accounts with how many events each runs, as the filtered list counts them', async () => {
    const list = await admin.getAs(adminOrganizerListSchema, '/api/admin/organizers');
    expect(list.status).toBe(200);
    const board = list.body.items.find((o) => o.email === CRICKET_BOARD.email);
    expect(board).toMatchObject({ id: cricketBoardId, role: 'organizer' });
    const events = await admin.getAs(adminEventPageSchema, `/api/admin/events?organizerId=${cricketBoardId}`);
    expect(board?.totalEvents).toBe(events.body.total);
    expect(board?.upcomingEvents).toBeLessThanOrEqual(board?.totalEvents ?? 0);
    expect(list.body.items.some((o) => o.email === 'fan@khelpass.in')).toBe(false);
    // Nothing secret travels.
    expect(JSON.stringify(list.body)).not.toMatch(/password|hash/i);
  });
});

describe('an admin’s takedown', () => {
  it('takes the event off the catalogue and off sale at once, releasing open sessions; republish restores it', async () => {
    const event = await publishedEvent('Takedown Cup');
    const holding = await holdCategory(fan, event.id, 'gold', 2);
    const other = apiClient(t.app);
    await signUp(other, 'Other Fan');
    await openHold(other, event.id);
    expect(await heldPlaces(event.id)).toBe(2);
    const path = `/api/admin/events/${event.id}`;

    const noReason = await admin.postAs(apiErrorSchema, `${path}/unpublish`, { reason: '  ' });
    expect([noReason.status, Object.keys(noReason.body.error.fields ?? {})]).toEqual([400, ['reason']]);

    const down = await admin.postAs(adminEventChangeSchema, `${path}/unpublish`, {
      reason: 'Listing under review',
    });
    expect(down.status, down.text).toBe(200);
    expect(down.body).toMatchObject({
      status: 'unpublished',
      releasedHolds: 2,
      unpublished: { reason: 'Listing under review' },
      organizer: { email: PROMOTER.email },
    });
    expect(await heldPlaces(event.id)).toBe(0);

    // Fans: gone from the event page, the seating and search; no session opens or changes.
    expect((await apiClient(t.app).get(`/api/events/${event.id}`)).status).toBe(404);
    expect((await apiClient(t.app).get(`/api/events/${event.id}/seating`)).status).toBe(404);
    const search = await apiClient(t.app).get('/api/events?q=Takedown Cup');
    expect(JSON.stringify(search.body)).not.toContain(event.id);
    const refused = await fan.postAs(apiErrorSchema, '/api/holds', { eventId: event.id });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'not_on_sale']);
    const change = await fan.put(`/api/holds/${holding.id}`, {
      selection: { kind: 'category', categoryId: 'gold', quantity: 1 },
    });
    expect(change.status).not.toBe(200);

    // The organiser sees why, and cannot put it back itself.
    const own = await promoter.getAs(ownEventSchema, `/api/organizer/events/${event.id}`);
    expect(own.body.consoleStatus).toBe('unpublished');
    const mine = await promoter.getAs(organizerEventPageSchema, '/api/organizer/events?status=unpublished');
    expect(mine.body.items.map((e) => e.id)).toEqual([event.id]);
    // Nor take it back to a draft and delete it away (the takedown and its history would go).
    const ownPath = `/api/organizer/events/${event.id}`;
    for (const attempt of [
      () => promoter.postAs(apiErrorSchema, `${ownPath}/publish`),
      () => promoter.postAs(apiErrorSchema, `${ownPath}/unpublish`),
      () => promoter.deleteAs(apiErrorSchema, ownPath),
    ]) {
      const answer = await attempt();
      expect([answer.status, answer.body.error.code]).toEqual([409, 'taken_down']);
    }

    // Asking again changes and records nothing.
    const again = await admin.postAs(adminEventChangeSchema, `${path}/unpublish`, { reason: 'Twice' });
    expect(again.body).toMatchObject({ releasedHolds: 0, unpublished: { reason: 'Listing under review' } });

    const listed = await admin.getAs(
      adminEventPageSchema,
      '/api/admin/events?status=unpublished&q=takedown cup',
    );
    expect(listed.body.items.map((e) => [e.id, e.unpublished?.reason])).toEqual([
      [event.id, 'Listing under review'],
    ]);

    const up = await admin.postAs(adminEventChangeSchema, `${path}/republish`);
    expect(up.body).toMatchObject({ status: 'on_sale', unpublished: null });
    expect((await admin.postAs(adminEventChangeSchema, `${path}/republish`)).body.status).toBe('on_sale');
    expect((await apiClient(t.app).get(`/api/events/${event.id}`)).status).toBe(200);
    expect((await fan.postAs(holdSchema, '/api/holds', { eventId: event.id })).status).toBe(201);

    const [republished, unpublished] = await auditOf(event.id);
    expect(republished).toMatchObject({
      action: 'event.republished',
      actor: { email: ADMIN.email, role: 'admin' },
      before: { status: 'unpublished', reason: 'Listing under review' },
      after: { status: 'on_sale' },
    });
    expect(unpublished).toMatchObject({
      action: 'event.unpublished',
      actor: { email: ADMIN.email, role: 'admin' },
      reason: 'Listing under review',
      before: { status: 'on_sale' },
      after: { status: 'unpublished', releasedHolds: 2 },
    });
    expect((await auditOf(event.id)).filter((e) => e.action === 'event.unpublished')).toHaveLength(1);
  });

  it('refuses a session on an event taken down before anyone opened one, as on one that had sessions', async () => {
    // No session was ever opened on it, so this server has not yet written its seats.
    const event = await publishedEvent('Untouched Takedown Cup');
    const down = await admin.postAs(adminEventChangeSchema, `/api/admin/events/${event.id}/unpublish`, {
      reason: 'Listing under review',
    });
    expect(down.status, down.text).toBe(200);
    const refused = await fan.postAs(apiErrorSchema, '/api/holds', { eventId: event.id });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'not_on_sale']);
    expect((await apiClient(t.app).get(`/api/events/${event.id}/seating`)).status).toBe(404);
  });

  it('refuses a draft and a cancelled event, and answers 404 for no event', async () => {
    const draft = await createDraft(promoter, { tournament: 'Draft Takedown Cup' });
    const onDraft = await admin.postAs(apiErrorSchema, `/api/admin/events/${draft.id}/unpublish`, {
      reason: 'x',
    });
    expect([onDraft.status, onDraft.body.error.code]).toEqual([409, 'not_published']);
    const cancelled = await publishedEvent('Cancelled Takedown Cup');
    await promoter.post(`/api/organizer/events/${cancelled.id}/cancel`, { reason: 'Rain' });
    const onCancelled = await admin.postAs(apiErrorSchema, `/api/admin/events/${cancelled.id}/unpublish`, {
      reason: 'x',
    });
    expect([onCancelled.status, onCancelled.body.error.code]).toEqual([409, 'event_cancelled']);
    expect((await admin.post('/api/admin/events/ev-nothing/unpublish', { reason: 'x' })).status).toBe(404);
    expect((await admin.post('/api/admin/events/ev-nothing/republish')).status).toBe(404);
  });
});

describe('transferring an event', () => {
  it('gives it to another organiser, who runs it from then on; refuses accounts that are not organisers', async () => {
    const event = await publishedEvent('Transfer Shield');
    const path = `/api/admin/events/${event.id}/transfer`;

    const notUuid = await admin.postAs(apiErrorSchema, path, { organizerId: 'cricket' });
    expect([notUuid.status, Object.keys(notUuid.body.error.fields ?? {})]).toEqual([400, ['organizerId']]);
    const nobody = await admin.postAs(apiErrorSchema, path, {
      organizerId: '00000000-0000-4000-8000-000000000000',
    });
    expect(nobody.status).toBe(404);
    const [fanRow] = await t.database.db.select().from(users).where(eq(users.name, 'Fan Farah'));
    const toFan = await admin.postAs(apiErrorSchema, path, { organizerId: fanRow?.id });
    expect([toFan.status, toFan.body.error.code]).toEqual([409, 'not_an_organizer']);
    expect(toFan.body.error.message).toContain('Fan Farah');
    // Nor to a suspended organiser, who could not sign in to run it.
    await t.database.db
      .update(users)
      .set({ role: 'organizer' })
      .where(eq(users.id, fanRow?.id ?? ''));
    await admin.post(`/api/admin/accounts/${fanRow?.id}/suspend`, { reason: 'Under review' });
    const toSuspended = await admin.postAs(apiErrorSchema, path, { organizerId: fanRow?.id });
    expect([toSuspended.status, toSuspended.body.error.code]).toEqual([409, 'organizer_suspended']);
    await admin.post(`/api/admin/accounts/${fanRow?.id}/restore`);
    await t.database.db
      .update(users)
      .set({ role: 'user' })
      .where(eq(users.id, fanRow?.id ?? ''));

    const moved = await admin.postAs(adminEventChangeSchema, path, { organizerId: cricketBoardId });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.organizer).toMatchObject({ id: cricketBoardId, email: CRICKET_BOARD.email });
    expect((await admin.postAs(adminEventChangeSchema, path, { organizerId: cricketBoardId })).status).toBe(
      200,
    );

    const board = await signedIn(t.app, CRICKET_BOARD);
    const boards = await board.getAs(organizerEventPageSchema, '/api/organizer/events?q=transfer shield');
    expect(boards.body.items.map((e) => e.id)).toEqual([event.id]);
    expect((await board.get(`/api/organizer/events/${event.id}`)).status).toBe(200);
    expect((await promoter.get(`/api/organizer/events/${event.id}`)).status).toBe(404);

    const transfers = (await auditOf(event.id)).filter((e) => e.action === 'event.transferred');
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({
      actor: { email: ADMIN.email },
      target: { id: event.id, label: event.title },
      before: { organizerEmail: PROMOTER.email },
      after: { organizerId: cricketBoardId, organizerEmail: CRICKET_BOARD.email },
    });
  });
});

describe('the audit log of an event', () => {
  it('records each organiser action and an admin’s cancel, with who, what, before and after', async () => {
    const draft = await createDraft(promoter, { tournament: 'Audited Cup' });
    const id = draft.id;
    await promoter.patch(`/api/organizer/events/${id}`, { tournament: 'Audited Cup Final' });
    // Saving the same again is no change.
    await promoter.patch(`/api/organizer/events/${id}`, { tournament: 'Audited Cup Final' });
    const gold = draft.priceList.categories.find((c) => c.id === 'gold');
    if (!gold) throw new Error('gold expected');
    const prices = await promoter.put(`/api/organizer/events/${id}/price-list`, {
      categories: Object.fromEntries(
        draft.priceList.categories.map((c) => [
          c.id,
          { pricePaise: c.id === 'gold' ? gold.pricePaise + 10_000 : c.pricePaise, capacity: c.capacity },
        ]),
      ),
      sections: Object.fromEntries(draft.priceList.sections.map((s) => [s.id, { pricePaise: s.pricePaise }])),
    });
    expect(prices.status, prices.text).toBe(200);
    await publish(promoter, id);
    const postponed = await promoter.post(`/api/organizer/events/${id}/postpone`, istDaysAhead(20));
    expect(postponed.status, postponed.text).toBe(200);
    const cancelled = await admin.postAs(eventCancellationSchema, `/api/organizer/events/${id}/cancel`, {
      reason: 'Fraudulent listing',
    });
    expect(cancelled.status).toBe(200);

    const entries = await auditOf(id);
    expect(entries.map((e) => [e.action, e.actor?.email])).toEqual([
      ['event.cancelled', ADMIN.email],
      ['event.postponed', PROMOTER.email],
      ['event.published', PROMOTER.email],
      ['event.price_changed', PROMOTER.email],
      ['event.updated', PROMOTER.email],
      ['event.created', PROMOTER.email],
    ]);
    const [cancel, postpone, , price, update] = entries;
    expect(cancel).toMatchObject({
      actor: { role: 'admin' },
      reason: 'Fraudulent listing',
      before: { status: 'postponed' },
      after: { status: 'cancelled' },
    });
    expect(postpone?.before?.startsAt).toBe(draft.startsAt);
    expect(price).toMatchObject({
      before: { 'category:gold': gold.pricePaise },
      after: { 'category:gold': gold.pricePaise + 10_000 },
    });
    expect(update).toMatchObject({
      before: { tournament: 'Audited Cup' },
      after: { tournament: 'Audited Cup Final' },
    });
    expect(Object.keys(update?.after ?? {})).toEqual(['tournament']);
  });
});
