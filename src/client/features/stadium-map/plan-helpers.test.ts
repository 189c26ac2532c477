import { describe, expect, it } from 'vitest';
import { planFor, seatAt } from '@/shared/domain/venue-plan';
import { blockView, fitView, panView, SEAT_TARGET_PX, toPlan, toScreen, zoomView } from './map-view';
import { blockContains, boundsOf, planShapes, seatLayout, seatNear } from './plan-geometry';
import {
  blockDescription,
  blockState,
  freeChangeAnnouncement,
  planModel,
  seatDescription,
} from './plan-model';

const plan = planFor({ id: 'narendra-modi-stadium', capacity: 132_000, sports: ['cricket'] });
const football = planFor({ id: 'salt-lake', capacity: 68_000, sports: ['football'] });
const gold = {
  id: 'gold',
  name: 'Gold',
  pricePaise: 250_000,
  listPricePaise: 250_000,
  description: '',
  features: [],
  popular: false,
  capacity: 10_000,
  available: 10_000,
  soldPercentage: 0,
  demandNotice: '',
};

describe('plan geometry', () => {
  it('places every seat of a block inside the block, each seat nearest to itself', () => {
    for (const block of [...plan.blocks.slice(0, 5), ...football.blocks.slice(0, 8)]) {
      const layout = seatLayout(block);
      expect(layout.xs).toHaveLength(block.seats);
      for (let i = 0; i < block.seats; i += 17) {
        const point = { x: layout.xs[i] as number, y: layout.ys[i] as number };
        expect(blockContains(block, point)).toBe(true);
        expect(seatNear(layout, point)).toBe(i);
      }
      expect(layout.pitch).toBeGreaterThan(0.1);
    }
  });

  it('puts the front row nearer the field than the back row', () => {
    const block = plan.blocks[0];
    if (!block) throw new Error('no block');
    const layout = seatLayout(block);
    const front = Math.hypot(layout.xs[0] as number, layout.ys[0] as number);
    const last = block.seats - 1;
    expect(Math.hypot(layout.xs[last] as number, layout.ys[last] as number)).toBeGreaterThan(front);
  });

  it('bounds the whole plan around the field, each block inside', () => {
    const shapes = planShapes(plan);
    expect(shapes.bounds.size).toBe(plan.blocks.length);
    expect(shapes.all.minX).toBeLessThan(-75);
    expect(shapes.all.maxY).toBeGreaterThan(75);
    const first = shapes.bounds.get(plan.blocks[0]?.id ?? '');
    expect(first && first.minX >= shapes.all.minX && first.maxX <= shapes.all.maxX).toBe(true);
  });
});

describe('map view', () => {
  const viewport = { width: 800, height: 500 };

  it('fits the stadium and maps screen and plan points both ways', () => {
    const all = planShapes(plan).all;
    const view = fitView(all, viewport);
    const corner = toScreen(view, viewport, { x: all.minX, y: all.minY });
    expect(corner.x).toBeGreaterThanOrEqual(0);
    expect(corner.y).toBeGreaterThanOrEqual(0);
    const back = toPlan(view, viewport, toScreen(view, viewport, { x: 12, y: -40 }));
    expect(back.x).toBeCloseTo(12);
    expect(back.y).toBeCloseTo(-40);
  });

  it('zooms about a point, keeping it still, within bounds', () => {
    const view = { x: 0, y: 0, scale: 2 };
    const about = { x: 600, y: 100 };
    const before = toPlan(view, viewport, about);
    const zoomed = zoomView(view, 1.6, 1, viewport, about);
    expect(zoomed.scale).toBeCloseTo(3.2);
    const after = toPlan(zoomed, viewport, about);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
    expect(zoomView(view, 0.01, 1.5, viewport).scale).toBe(1.5);
    expect(panView(view, 100, 0).x).toBe(50);
  });

  it('opens a block where its seats are at least 24 px apart', () => {
    const block = plan.blocks[10];
    if (!block) throw new Error('no block');
    const layout = seatLayout(block);
    const narrow = blockView(
      boundsOf([
        { x: 0, y: 0 },
        { x: 40, y: 30 },
      ]),
      layout.pitch,
      { width: 358, height: 352 },
    );
    expect(layout.pitch * narrow.scale).toBeGreaterThanOrEqual(SEAT_TARGET_PX);
  });
});

describe('plan model and words', () => {
  it('gives every block a band from the categories', () => {
    const model = planModel(plan, [gold]);
    expect(model.bands.map((b) => b.category.id)).toEqual(['gold']);
    expect(model.bandOf.size).toBe(21);
  });

  it('says a seat as the issue asks', () => {
    const block = plan.blocks.find((b) => b.tier === 'lower');
    const seat = block ? seatAt(block, 0) : null;
    if (!seat) throw new Error('no seat');
    expect(seatDescription(seat, gold, 'available')).toBe('Row A, seat 1, Gold, ₹2,500, available, aisle');
    expect(seatDescription({ ...seat, aisle: false, accessible: true }, undefined, 'taken')).toBe(
      'Row A, seat 1, taken, wheelchair position',
    );
  });

  it('says a block with its band, free seats and view, and its status in words', () => {
    const block = plan.blocks[0];
    if (!block) throw new Error('no block');
    expect(blockDescription(block, gold, 12)).toBe(
      `${block.name}, lower tier, Gold, ₹2,500, 12 of ${block.seats} seats free, ${block.view} view`,
    );
    expect(blockDescription(block, gold, 0)).toContain('sold out');
    expect(blockState(0, 400)).toBe('soldOut');
    expect(blockState(40, 400)).toBe('few');
    expect(blockState(41, 400)).toBe('available');
  });

  it('announces a changed count of the open block only', () => {
    const [a, b] = plan.blocks;
    if (!a || !b) throw new Error('no blocks');
    const before = new Map([
      [a.id, 400],
      [b.id, 300],
    ]);
    const after = new Map([
      [a.id, 398],
      [b.id, 0],
    ]);
    expect(freeChangeAnnouncement([a], before, after)).toBe(`${a.name}: 398 seats free now (was 400).`);
    expect(freeChangeAnnouncement([b], before, after)).toBe(`${b.name} has sold out.`);
    expect(freeChangeAnnouncement([a], before, before)).toBe('');
  });
});
