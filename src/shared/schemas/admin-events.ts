// The admin console's Events and Organisers sections (issue 14): every event of every organiser,
// an admin's takedown (unpublish, republish; decision 014) and transfer, and the organiser accounts.
import { z } from 'zod';
import { roleSchema } from './account';
import { cityIdSchema, sportIdSchema } from './catalogue';
import { text } from './common';
import { organizerEventListQuerySchema, organizerEventPageSchema, organizerEventSchema } from './organizer';

export const UNPUBLISH_REASON_MAX = 500;

/** GET /api/admin/events: the organiser console's filters, over every organiser's events, drafts included. */
export const adminEventListQuerySchema = organizerEventListQuerySchema.safeExtend({
  sport: sportIdSchema.optional(),
  city: cityIdSchema.optional(),
  organizerId: z.uuid('Not an account id').optional(),
});
export type AdminEventListQuery = Partial<z.output<typeof adminEventListQuerySchema>>;

export const adminEventSchema = organizerEventSchema.extend({
  organizer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** Set while an admin has the event taken down: when, and why. */
  unpublished: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;

export const adminEventPageSchema = organizerEventPageSchema.extend({ items: z.array(adminEventSchema) });
export type AdminEventPage = z.infer<typeof adminEventPageSchema>;

export const adminEventParamsSchema = z.object({ eventId: z.string().min(1).max(64) });

/** POST /api/admin/events/:eventId/unpublish: why, in words its organiser reads. */
export const unpublishEventInputSchema = z.object({
  reason: text('Say why the event is taken down')
    .trim()
    .min(1, 'Say why the event is taken down')
    .max(UNPUBLISH_REASON_MAX, `Keep the reason under ${UNPUBLISH_REASON_MAX} characters`),
});
export type UnpublishEventInput = z.infer<typeof unpublishEventInputSchema>;

/** POST /api/admin/events/:eventId/transfer: the organiser account to give the event to. */
export const transferEventInputSchema = z.object({
  organizerId: z.uuid('Choose an organizer'),
});
export type TransferEventInput = z.infer<typeof transferEventInputSchema>;

/** The answer of unpublish, republish and transfer: where the event stands now. */
export const adminEventChangeSchema = adminEventSchema
  .pick({ id: true, title: true, status: true, organizer: true, unpublished: true })
  .extend({
    /** Open booking sessions the takedown closed (0 for anything else, and when asked again). */
    releasedHolds: z.number().int(),
  });
export type AdminEventChange = z.infer<typeof adminEventChangeSchema>;

/** GET /api/admin/organizers: every organiser account and how many events it runs. */
export const adminOrganizerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** 'organizer', or another role when the account was changed since and still runs events. */
  role: roleSchema,
  /** Events not yet over, drafts included. */
  upcomingEvents: z.number().int(),
  totalEvents: z.number().int(),
});
export type AdminOrganizer = z.infer<typeof adminOrganizerSchema>;
export const adminOrganizerListSchema = z.object({ items: z.array(adminOrganizerSchema) });
export type AdminOrganizerList = z.infer<typeof adminOrganizerListSchema>;
