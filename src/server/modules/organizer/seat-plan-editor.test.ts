// The editor's seat plan choice (decision 016): an event sells the standard price list and seat map
// or its venue's whole seating plan, whose blocks size the categories. Chosen on a new event or a
// draft, changeable only on a draft and while nothing is sold or held, validated and audited like the other fields.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryBlocks } from '../../../shared/domain/block-categories';
import { splitCapacity } from '../../../shared/domain/price-list';
import { MAP_SECTION_SEATS } from '../../../shared/domain/seat-map';
import { planFor } from '../../../shared/domain/venue-plan';
import { eventBlocksSchema, holdSchema } from '../../../shared/schemas/booking';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { type OwnEvent, ownEventSchema } from '../../../shared/schemas/organizer';
import { eventSections, events } from '../../db/schema';
import { type ApiClient, apiClient } from '../../test/api-client';
import { auditTrail } from '../../test/audit-trail';
import { openHold } from '../../test/booking-flow';
import {
  CRICKET_BOARD,
  createDraft,
  eventForm,
  NSCI_DOME,
  PROMOTER,
  publish,
  signedIn,
} from '../../test/organizer-flow';
import { createTestApp, TEST_ANCHOR, type TestApp } from '../../test/test-database';

let t: TestApp;
let clock = TEST_ANCHOR.getTime();
let promoter: ApiClient;
let board: ApiClient;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  promoter = await signedIn(t.app, PROMOTER);
  board = await signedIn(t.app, CRICKET_BOARD);
});
afterAll(() => t.close());

const path = (id: string, rest = '') => `/api/organizer/events/${id}${rest}`;
const NMS = { id: 'narendra-modi-stadium', capacity: 132_000, sports: ['cricket'] as const };
const NSCI = { ...NSCI_DOME, sports: ['kabaddi', 'badminton'] as const };
const CRICKET_FORM = {
  sport: 'cricket',
  tournament: 'Motera Test Series',
  team1: 'India',
  team2: 'Australia',
  venueId: NMS.id,
  image: '🏏',
} as const;

/** The categories' places and blocks as the editor shows them. */
const capacities = (event: OwnEvent) =>
  Object.fromEntries(event.priceList.categories.map((c) => [c.id, [c.capacity, c.blocks ?? null]]));
/** The plan's categories: their seats and how many blocks each sells. */
const planCapacities = (venue: { id: string; capacity: number; sports: readonly string[] }) =>
  Object.fromEntries(
    categoryBlocks(planFor({ ...venue, sports: venue.sports as never })).map((band) => [
      band.id,
      [band.seats, band.blockIds.length],
    ]),
  );
const sectionsOf = (eventId: string) =>
  t.database.db.select().from(eventSections).where(eq(eventSections.eventId, eventId));

const admin = () => signedIn(t.app, { email: 'admin@khelpass.in', password: 'Admin@123' });

describe('creating an event on the venue’s seat plan', () => {
  it("sizes the categories by the plan's blocks, with no map, and fans see every block free once published", async () => {
    const draft = await createDraft(board, { ...CRICKET_FORM, seatPlan: true });
    expect(draft.seatPlan).toBe(true);
    expect(capacities(draft)).toEqual(planCapacities(NMS));
    expect(draft.priceList).toMatchObject({ sections: [], places: NMS.capacity });
    expect(await sectionsOf(draft.id)).toEqual([]);

    await publish(board, draft.id);
    const blocks = await apiClient(t.app).getAs(eventBlocksSchema, `/api/events/${draft.id}/blocks`);
    expect(blocks.status).toBe(200);
    expect(blocks.body.blocks.reduce((sum, block) => sum + block.free, 0)).toBe(NMS.capacity);
    expect((await auditTrail(await admin(), 'event', draft.id)).at(-1)).toMatchObject({
      action: 'event.created',
      after: { seatPlan: true },
    });
  });

  it('keeps the standard price list and map by default', async () => {
    const draft = await createDraft(promoter, { tournament: 'Default Map Cup' });
    expect(draft.seatPlan).toBe(false);
    expect(draft.priceList.sections.map((s) => s.seats)).toEqual(Object.values(MAP_SECTION_SEATS));
    expect(draft.priceList.categories.every((c) => c.blocks === undefined)).toBe(true);
  });

  it('answers 400 naming seatPlan when it is no yes or no, and saves nothing', async () => {
    const refused = await board.postAs(apiErrorSchema, '/api/organizer/events', {
      ...eventForm({ ...CRICKET_FORM, tournament: 'Bad Plan Cup' }),
      seatPlan: 'yes',
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields ?? {})).toEqual(['seatPlan']);
    const saved = await t.database.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.tournament, 'Bad Plan Cup'));
    expect(saved).toEqual([]);
  });
});

describe('switching a draft', () => {
  it('onto the plan and back: capacities from the blocks, then the default split with the map; prices kept; audited', async () => {
    const draft = await createDraft(promoter, { tournament: 'Switch Cup' });
    const onPlan = await promoter.patchAs(ownEventSchema, path(draft.id), { seatPlan: true });
    expect(onPlan.status, onPlan.text).toBe(200);
    expect(onPlan.body.seatPlan).toBe(true);
    expect(capacities(onPlan.body)).toEqual(planCapacities(NSCI));
    expect(onPlan.body.priceList.sections).toEqual([]);
    expect(onPlan.body.priceList.categories.map((c) => c.pricePaise)).toEqual(
      draft.priceList.categories.map((c) => c.pricePaise),
    );
    expect(await sectionsOf(draft.id)).toEqual([]);

    const back = await promoter.patchAs(ownEventSchema, path(draft.id), { seatPlan: false });
    expect(back.body.seatPlan).toBe(false);
    expect(back.body.priceList.categories.map((c) => c.capacity)).toEqual(
      Object.values(splitCapacity(NSCI.capacity)),
    );
    expect(back.body.priceList.sections.map((s) => [s.id, s.seats])).toEqual(
      draft.priceList.sections.map((s) => [s.id, s.seats]),
    );
    expect(back.body.priceList.places).toBe(NSCI.capacity);

    const trail = await auditTrail(await admin(), 'event', draft.id);
    expect(trail.slice(0, 2)).toMatchObject([
      { action: 'event.updated', before: { seatPlan: true }, after: { seatPlan: false } },
      { action: 'event.updated', before: { seatPlan: false }, after: { seatPlan: true } },
    ]);
  });

  it("on a plan, takes new prices but not typed places: those are the blocks' (400 naming the category)", async () => {
    const draft = await createDraft(board, {
      ...CRICKET_FORM,
      tournament: 'Plan Prices Cup',
      seatPlan: true,
    });
    const input = (change: { gold?: { capacity?: number; pricePaise?: number } }) => ({
      categories: Object.fromEntries(
        draft.priceList.categories.map((c) => [
          c.id,
          { pricePaise: c.pricePaise, capacity: c.capacity, ...(c.id === 'gold' ? change.gold : {}) },
        ]),
      ),
      sections: {},
    });
    const gold = draft.priceList.categories.find((c) => c.id === 'gold');
    const typed = await board.putAs(
      apiErrorSchema,
      path(draft.id, '/price-list'),
      input({ gold: { capacity: (gold?.capacity ?? 0) - 1 } }),
    );
    expect(typed.status).toBe(400);
    expect(Object.keys(typed.body.error.fields ?? {})).toEqual(['categories.gold.capacity']);
    const priced = await board.putAs(
      ownEventSchema,
      path(draft.id, '/price-list'),
      input({ gold: { pricePaise: 777_700 } }),
    );
    expect(priced.status, priced.text).toBe(200);
    expect(priced.body.priceList.categories.find((c) => c.id === 'gold')?.pricePaise).toBe(777_700);
  });
});

describe('a published event', () => {
  it('keeps its seat plan even with nothing sold or held (409 naming seatPlan) and changes nothing', async () => {
    const event = await publish(
      promoter,
      (await createDraft(promoter, { tournament: 'Published Map Cup' })).id,
    );
    const refused = await promoter.patchAs(apiErrorSchema, path(event.id), { seatPlan: true });
    expect([refused.status, refused.body.error.code, refused.body.error.fields]).toEqual([
      409,
      'seat_plan_published',
      { seatPlan: 'Only a draft’s seat plan can change' },
    ]);
    expect(refused.body.error.message).toContain('keeps its seat plan');
    const after = await promoter.getAs(ownEventSchema, path(event.id));
    expect([after.body.seatPlan, after.body.priceList.sections.length]).toEqual([false, 3]);
  });

  it('moved back to a draft, keeps its plan while a session that ran out still names plan seats', async () => {
    const draft = await createDraft(board, { ...CRICKET_FORM, tournament: 'Held Plan Cup', seatPlan: true });
    await publish(board, draft.id);
    const fan = apiClient(t.app);
    const hold = await openHold(fan, draft.id);
    const held = await fan.putAs(holdSchema, `/api/holds/${hold.id}`, {
      selection: { kind: 'best', categoryId: 'gold', count: 2 },
    });
    expect(held.status, held.text).toBe(200);
    const published = await board.patchAs(apiErrorSchema, path(draft.id), { seatPlan: false });
    expect([published.status, published.body.error.code]).toEqual([409, 'seat_plan_published']);
    clock += 901_000;
    try {
      const unpublished = await board.post(path(draft.id, '/unpublish'));
      expect(unpublished.status).toBe(200);
      const refused = await board.patchAs(apiErrorSchema, path(draft.id), { seatPlan: false });
      expect([refused.status, refused.body.error.fields]).toEqual([
        409,
        { seatPlan: 'Cannot change once tickets are sold or held' },
      ]);
      expect((await board.getAs(ownEventSchema, path(draft.id))).body.seatPlan).toBe(true);
    } finally {
      clock -= 901_000;
    }
  });
});

describe('moving a plan event to another venue', () => {
  const BRABOURNE = 'brabourne-stadium';
  const SAWAI = 'sawai-mansingh-stadium';
  /** A published cricket event on Brabourne's plan, and a fan's session holding these seats of it. */
  async function heldAtBrabourne(tournament: string, seats: { blockId: string; index: number }[]) {
    const draft = await createDraft(board, {
      ...CRICKET_FORM,
      tournament,
      venueId: BRABOURNE,
      seatPlan: true,
    });
    await publish(board, draft.id);
    const fan = apiClient(t.app);
    const hold = await openHold(fan, draft.id);
    const held = await fan.putAs(holdSchema, `/api/holds/${hold.id}`, {
      selection: { kind: 'planSeats', seats },
    });
    expect(held.status, held.text).toBe(200);
    return { eventId: draft.id, fan, holdId: hold.id };
  }

  it('is refused while a session that ran out still names its seats, and the fan can still give them back', async () => {
    const { eventId, fan, holdId } = await heldAtBrabourne('Ran Out Cup', [{ blockId: 'L7', index: 0 }]);
    clock += 901_000;
    try {
      const refused = await board.patchAs(apiErrorSchema, path(eventId), { venueId: SAWAI });
      expect([refused.status, refused.body.error.fields], refused.text).toEqual([
        409,
        { venueId: 'Cannot change after sales' },
      ]);
      expect((await board.getAs(ownEventSchema, path(eventId))).body.venueId).toBe(BRABOURNE);
      expect((await fan.delete(`/api/holds/${holdId}`)).status).toBe(204);
      const counts = await board.getAs(ownEventSchema, path(eventId));
      expect(counts.body.priceList.categories.every((c) => c.held === 0)).toBe(true);
    } finally {
      clock -= 901_000;
    }
  });

  it('is refused while published, even with nothing held, and changes nothing', async () => {
    const { eventId, fan, holdId } = await heldAtBrabourne('Published Move Cup', [
      { blockId: 'L2', index: 0 },
    ]);
    expect((await fan.delete(`/api/holds/${holdId}`)).status).toBe(204);
    const refused = await board.patchAs(apiErrorSchema, path(eventId), { venueId: SAWAI });
    expect([refused.status, refused.body.error.code, refused.body.error.fields], refused.text).toEqual([
      409,
      'venue_published_plan',
      { venueId: 'Only a draft on a seat plan can change venue' },
    ]);
    expect(refused.body.error.message).toContain('Move it back to a draft');
    const still = await board.getAs(ownEventSchema, path(eventId));
    expect([still.body.status, still.body.venueId]).toEqual(['scheduled', BRABOURNE]);
  });

  it("moved back to a draft, starts from empty blocks at the new venue (a seat the old venue's block lacked can be held), and back again: no browser's copy passes for current", async () => {
    const { eventId, fan, holdId } = await heldAtBrabourne('Moved Cup', [{ blockId: 'L1', index: 0 }]);
    expect((await fan.delete(`/api/holds/${holdId}`)).status).toBe(204);
    const atBrabourne = await fan.getAs(eventBlocksSchema, `/api/events/${eventId}/blocks`);
    expect((await board.post(path(eventId, '/unpublish'))).status).toBe(200);
    clock += 1000;
    const moved = await board.patchAs(ownEventSchema, path(eventId), { venueId: SAWAI });
    expect(moved.status, moved.text).toBe(200);
    await publish(board, eventId);
    const hold = await openHold(fan, eventId);
    // Brabourne's L1 has 459 seats, Sawai Mansingh's 688.
    const held = await fan.putAs(holdSchema, `/api/holds/${hold.id}`, {
      selection: { kind: 'planSeats', seats: [{ blockId: 'L1', index: 600 }] },
    });
    expect(held.status, held.text).toBe(200);
    const blocks = await fan.getAs(eventBlocksSchema, `/api/events/${eventId}/blocks`);
    expect(blocks.body.blocks.find((block) => block.id === 'L1')?.free).toBe(687);
    // The same changes at the new venue bring its count of changes to the old venue's: a browser
    // still holding Brabourne's answer is sent Sawai Mansingh's, not told its copy is current.
    expect((await fan.delete(`/api/holds/${hold.id}`)).status).toBe(204);
    const again = await fan.get(`/api/events/${eventId}/blocks`, {
      headers: { 'if-none-match': atBrabourne.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(200);
    const atSawai = eventBlocksSchema.parse(again.body);
    expect(atSawai.version).toBe(atBrabourne.body.version);
    expect(atSawai.blocks.find((block) => block.id === 'L1')?.free).toBe(688);

    // And back to Brabourne, where its blocks start again from version 0: once as many changes have
    // been made with a seat held, a browser still holding the first visit's answer is sent the new one.
    expect((await board.post(path(eventId, '/unpublish'))).status).toBe(200);
    clock += 1000;
    const back = await board.patchAs(ownEventSchema, path(eventId), { venueId: BRABOURNE });
    expect(back.status, back.text).toBe(200);
    await publish(board, eventId);
    // The first visit's two changes were a seat held and given back; now two fans each hold one.
    for (const [buyer, index] of [
      [fan, 0],
      [apiClient(t.app), 1],
    ] as const) {
      const picked = await buyer.put(`/api/holds/${(await openHold(buyer, eventId)).id}`, {
        selection: { kind: 'planSeats', seats: [{ blockId: 'L1', index }] },
      });
      expect(picked.status, picked.text).toBe(200);
    }
    const now = await fan.getAs(eventBlocksSchema, `/api/events/${eventId}/blocks`);
    expect(now.body.version).toBe(atBrabourne.body.version);
    const revisited = await fan.get(`/api/events/${eventId}/blocks`, {
      headers: { 'if-none-match': atBrabourne.headers.get('etag') ?? '' },
    });
    expect(revisited.status).toBe(200);
    expect(eventBlocksSchema.parse(revisited.body).blocks.find((block) => block.id === 'L1')?.free).toBe(457);
  });
});

describe("another organiser's event", () => {
  it('answers 404 to a seat plan change and leaves it as it was', async () => {
    const draft = await createDraft(promoter, { tournament: 'Not Yours Cup' });
    const refused = await board.patchAs(apiErrorSchema, path(draft.id), { seatPlan: true });
    expect(refused.status).toBe(404);
    const still = await promoter.getAs(ownEventSchema, path(draft.id));
    expect([still.body.seatPlan, still.body.priceList.sections.length]).toEqual([false, 3]);
  });
});
