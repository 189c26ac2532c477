import { z } from 'zod';

/** A required string field: a missing one says `required`, a wrong type says so; the two read differently. */
export const text = (required: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? required : 'Must be text') });

/** The one error shape every /api error response has. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** GET /api/health. */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Not a real calendar date');

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
    /** How many items match across all pages. */
    total: z.number().int(),
  });

/** The shape of every plain list response: { items: [...] }. */
export const itemListSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });
export type ItemList<T> = { items: T[] };
