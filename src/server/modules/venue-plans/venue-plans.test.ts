// GET /api/venues/:venueId/plan: every seeded venue's plan adds up to its capacity, keeps to its
// contract, is the same plan each time (one ETag, a 304 for it), and unknown or bad ids are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockSeatCount } from '../../../shared/domain/venue-plan';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { venuePlanSchema } from '../../../shared/schemas/venue-plan';
import { VENUE_ROWS } from '../../db/seed/reference-data';
import { apiClient } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/venues/:venueId/plan', () => {
  it("answers every seeded venue's plan, its seats adding up to the venue's capacity", async () => {
    const client = apiClient(t.app);
    for (const venue of VENUE_ROWS) {
      const response = await client.getAs(venuePlanSchema, `/api/venues/${venue.id}/plan`);
      expect(response.status, venue.id).toBe(200);
      const plan = response.body;
      expect(plan).toMatchObject({ venueId: venue.id, capacity: venue.capacity });
      const seats = plan.blocks.reduce((sum, block) => sum + blockSeatCount(block), 0);
      expect(seats, venue.id).toBe(venue.capacity);
      expect(plan.blocks.every((block) => blockSeatCount(block) === block.seats)).toBe(true);
    }
  });

  it('is public and cacheable: the same ETag each time, and a 304 without a body for it', async () => {
    const client = apiClient(t.app);
    const first = await client.get('/api/venues/narendra-modi-stadium/plan');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    const again = await client.get('/api/venues/narendra-modi-stadium/plan');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.text).toBe(first.text);
    const unchanged = await client.get('/api/venues/narendra-modi-stadium/plan', {
      headers: { 'if-none-match': `W/"other", ${etag}` },
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);
    const other = await client.get('/api/venues/eden-gardens/plan', {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('answers 404 for a venue it does not know and 400 naming the field for an id too long', async () => {
    const client = apiClient(t.app);
    const unknown = await client.getAs(apiErrorSchema, '/api/venues/no-such-venue/plan');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    const long = await client.getAs(apiErrorSchema, `/api/venues/${'v'.repeat(65)}/plan`);
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toHaveProperty('venueId');
  });
});
