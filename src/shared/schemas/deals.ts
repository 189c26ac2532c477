// Deals (decision 009): the request and response contracts of /api/organizer/events/:eventId/deals.
import { z } from 'zod';
import { DEAL_POINTS, DEAL_STATES } from '../domain/deals';
import { DEALS, dealSchema, sportIdSchema } from './catalogue';

/** The price points a deal can take off: categories by id, map sections as 'section:<id>'. */
export const DEAL_POINT_IDS = DEAL_POINTS.map((point) => point.id) as [string, ...string[]];

/** The deepest discount an organiser can give. */
export const MAX_DEAL_PERCENT = 90;

const instant = (required: string) =>
  z.iso.datetime({
    offset: true,
    error: (issue) => (issue.input === undefined ? required : 'Use a date and time'),
  });

/** POST /api/organizer/events/:eventId/deals: a time-boxed discount on chosen price points. */
export const dealInputSchema = z.object({
  kind: z.enum(DEALS, { error: 'Choose the kind of deal' }),
  percentOff: z
    .number({ error: 'Enter the discount as a whole number of percent' })
    .int('Enter the discount as a whole number of percent')
    .min(1, 'A discount is at least 1%')
    .max(MAX_DEAL_PERCENT, `A discount is at most ${MAX_DEAL_PERCENT}%`),
  pointIds: z
    .array(z.enum(DEAL_POINT_IDS, { error: 'Not a category of this event' }), {
      error: 'Choose the categories the deal applies to',
    })
    .min(1, 'Choose at least one category')
    .max(DEAL_POINT_IDS.length)
    .transform((ids) => [...new Set(ids)]),
  /** When it starts; now when left out. */
  startsAt: instant('Choose when the deal starts').optional(),
  endsAt: instant('Choose when the deal ends'),
});
export type DealInput = z.input<typeof dealInputSchema>;

export const eventDealSchema = z.object({
  id: z.string(),
  kind: dealSchema,
  percentOff: z.number().int(),
  pointIds: z.array(z.string()),
  startsAt: z.string(),
  endsAt: z.string(),
  /** When the organiser ended it early; null otherwise. */
  cancelledAt: z.string().nullable(),
  status: z.enum(DEAL_STATES),
});
export type EventDeal = z.infer<typeof eventDealSchema>;

/** GET …/deals: the event's deals, oldest start first, with the event they are for. */
export const eventDealListSchema = z.object({
  event: z.object({ id: z.string(), title: z.string(), startsAt: z.string(), sport: sportIdSchema }),
  items: z.array(eventDealSchema),
});
export type EventDealList = z.infer<typeof eventDealListSchema>;
