import { describe, expect, it } from 'vitest';
import { SEAT_CATEGORIES } from '../booking-constants';
import { blocksByQuality, categoryBlocks } from './block-categories';
import { CATEGORY_SHARES } from './price-list';
import { SEAT_VIEWS } from './seat-map';
import { planFor, type VenueInput } from './venue-plan';

const VENUES: VenueInput[] = [
  { id: 'narendra-modi-stadium', capacity: 132_000, sports: ['cricket'] },
  { id: 'salt-lake-stadium', capacity: 85_000, sports: ['football'] },
  { id: 'eden-gardens', capacity: 68_000, sports: ['cricket'] },
  { id: 'nsci-dome', capacity: 5000, sports: ['kabaddi', 'badminton'] },
  { id: 'lee-valley-hockey-centre', capacity: 3000, sports: ['hockey'] },
];

describe('categoryBlocks', () => {
  it('gives every category blocks, every block one category, and the categories the whole capacity', () => {
    for (const venue of VENUES) {
      const plan = planFor(venue);
      const bands = categoryBlocks(plan);
      expect(bands.map((b) => b.id)).toEqual(SEAT_CATEGORIES.map((c) => c.id));
      expect(bands.every((b) => b.blockIds.length > 0)).toBe(true);
      const ids = bands.flatMap((b) => b.blockIds);
      expect(ids.sort()).toEqual(plan.blocks.map((b) => b.id).sort());
      expect(bands.reduce((sum, b) => sum + b.seats, 0)).toBe(venue.capacity);
      const seatsOf = new Map(plan.blocks.map((b) => [b.id, b.seats]));
      for (const band of bands) {
        expect(band.blockIds.reduce((sum, id) => sum + (seatsOf.get(id) ?? 0), 0)).toBe(band.seats);
      }
    }
  });

  it('keeps each category of a stadium within one block of its share of the venue', () => {
    for (const venue of VENUES.slice(0, 3)) {
      const plan = planFor(venue);
      const largest = Math.max(...plan.blocks.map((b) => b.seats));
      for (const band of categoryBlocks(plan)) {
        const share = venue.capacity * CATEGORY_SHARES[band.id];
        expect(Math.abs(band.seats - share), `${venue.id} ${band.id}`).toBeLessThanOrEqual(largest);
      }
    }
  });

  it("sells Narendra Modi Stadium's hospitality level as Platinum and never a better view below a worse one", () => {
    const plan = planFor(VENUES[0] as VenueInput);
    const bands = categoryBlocks(plan);
    const byId = new Map(plan.blocks.map((b) => [b.id, b]));
    const platinum = bands[0]?.blockIds.map((id) => byId.get(id)) ?? [];
    expect(platinum.every((b) => b?.tier === 'middle')).toBe(true);
    expect(platinum.some((b) => b?.name === "President's Gallery")).toBe(true);
    const viewRanks = bands.map((band) =>
      band.blockIds.map((id) => SEAT_VIEWS.indexOf(byId.get(id)?.view ?? 'average')),
    );
    for (let k = 1; k < viewRanks.length; k += 1) {
      expect(Math.min(...(viewRanks[k] ?? []))).toBeGreaterThanOrEqual(Math.max(...(viewRanks[k - 1] ?? [])));
    }
    expect(blocksByQuality(plan)[0]?.tier).toBe('middle');
  });
});
