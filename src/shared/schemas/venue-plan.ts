import { z } from 'zod';
import { SEAT_VIEWS } from '../domain/seat-map';
import { SUN_EXPOSURES, TIERS, VENUE_KINDS, type VenuePlan } from '../domain/venue-plan';

/** GET /api/venues/:venueId/plan */
export const venuePlanParamsSchema = z.object({
  venueId: z.string().min(1).max(64, 'Venue ids are at most 64 characters'),
});

const offsets = z.array(z.number().int().min(0));

const rowRunSchema = z.object({
  from: z.number().int().min(0),
  count: z.number().int().min(1),
  seats: z.number().int().min(1),
  firstSeat: z.number().int().min(1),
  aisles: offsets,
  accessible: offsets,
});

const blockGeometrySchema = z.discriminatedUnion('shape', [
  z.object({
    shape: z.literal('arc'),
    startAngle: z.number(),
    endAngle: z.number(),
    innerRadius: z.number(),
    outerRadius: z.number(),
  }),
  z.object({ shape: z.literal('rect'), x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
]);

/**
 * A venue's seating plan (src/shared/domain/venue-plan.ts, decision record 016): stands, their
 * gates, and blocks with their geometry for drawing and their rows as runs of alike rows.
 */
export const venuePlanSchema = z.object({
  venueId: z.string(),
  kind: z.enum(VENUE_KINDS),
  capacity: z.number().int().min(1),
  field: z.discriminatedUnion('shape', [
    z.object({ shape: z.literal('oval'), radius: z.number() }),
    z.object({ shape: z.literal('rectangle'), width: z.number(), length: z.number() }),
  ]),
  gates: z.array(z.object({ id: z.string(), name: z.string(), bearing: z.number() })),
  stands: z.array(z.object({ id: z.string(), name: z.string(), gateId: z.string() })),
  blocks: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      standId: z.string(),
      tier: z.enum(TIERS),
      view: z.enum(SEAT_VIEWS),
      sun: z.enum(SUN_EXPOSURES),
      bearing: z.number(),
      seats: z.number().int().min(1),
      geometry: blockGeometrySchema,
      rows: z.array(rowRunSchema),
    }),
  ),
}) satisfies z.ZodType<VenuePlan>;
