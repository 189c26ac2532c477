// The waiting room (issue 15, decision record 017): the contracts of PUT
// /api/organizer/events/:eventId/queue and /api/events/:eventId/queue.
import { z } from 'zod';
import { MAX_ADMISSION_RATE, QUEUE_ENTRY_STATES } from '../domain/waiting-room';

/** PUT /api/organizer/events/:eventId/queue: the queue on or off, its start (the on-sale's) and rate. */
export const queueSettingsInputSchema = z.object({
  enabled: z.boolean({ error: 'Say whether the queue is on' }),
  opensAt: z.iso.datetime({
    offset: true,
    error: (issue) => (issue.input === undefined ? 'Choose when the sale opens' : 'Use a date and time'),
  }),
  /** Fans admitted a minute; the default (from the measured hold rate) when left out. */
  ratePerMinute: z
    .number({ error: 'Enter the fans admitted a minute as a whole number' })
    .int('Enter the fans admitted a minute as a whole number')
    .min(1, 'Admit at least 1 fan a minute')
    .max(MAX_ADMISSION_RATE, `Admit at most ${MAX_ADMISSION_RATE.toLocaleString('en-IN')} fans a minute`)
    .optional(),
});
export type QueueSettingsInput = z.infer<typeof queueSettingsInputSchema>;

export const queueSettingsSchema = z.object({
  eventId: z.string(),
  enabled: z.boolean(),
  opensAt: z.string(),
  ratePerMinute: z.number().int(),
  passMinutes: z.number().int(),
});
export type QueueSettings = z.infer<typeof queueSettingsSchema>;

export const standingSchema = z.object({
  state: z.enum(QUEUE_ENTRY_STATES),
  position: z.number().int().nullable(),
  ahead: z.number().int().nullable(),
  estimatedWaitSeconds: z.number().int().nullable(),
  passExpiresAt: z.string().nullable(),
});

/**
 * POST /api/events/:eventId/queue: joining answers the place the account has; `again` asks for a new
 * place at the back once the fan's turn has ended (without it, the ended turn is answered, so a
 * reload never queues a fan again unasked).
 */
export const joinQueueInputSchema = z.object({
  again: z.boolean({ error: 'Say whether to join again' }).optional(),
});
export type JoinQueueInput = z.infer<typeof joinQueueInputSchema>;

/** GET /api/events/:eventId/queue (and each event of its stream): the fan's place, null until joined. */
export const queueStatusSchema = z.object({
  eventId: z.string(),
  opensAt: z.string(),
  ratePerMinute: z.number().int(),
  place: standingSchema.nullable(),
  serverNow: z.string(),
});
export type QueueStatus = z.infer<typeof queueStatusSchema>;
