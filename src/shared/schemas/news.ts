// News (issue 14): the articles /news shows, written and published by admins. A draft is seen only
// in the admin console; publishing puts it on /news for everyone, unpublishing takes it off again.
import { z } from 'zod';
import { isSingleEmoji } from '../domain/event-form';
import { sportIdSchema } from './catalogue';
import { itemListSchema, text } from './common';

export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** A published article as /news shows it; its category is the sport it is about. */
export const newsItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  author: z.string(),
  publishedAt: z.string(),
  category: sportIdSchema,
  /** One emoji standing for the article, as an event's image is; null: the sport's. */
  image: z.string().nullable(),
  tags: z.array(z.string()),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
/** GET /api/news: published articles, newest first. */
export const newsListSchema = itemListSchema(newsItemSchema);
export const newsQuerySchema = z.object({ sport: sportIdSchema.optional() });

export const NEWS_LIMITS = {
  title: { min: 5, max: 140 },
  summary: { min: 10, max: 300 },
  content: { min: 20, max: 10_000 },
  author: { min: 2, max: 80 },
  tag: { max: 30 },
  tags: { max: 8 },
} as const;
const L = NEWS_LIMITS;

const sized = (required: string, { min, max }: { min: number; max: number }) =>
  text(required).trim().min(min, `At least ${min} characters`).max(max, `At most ${max} characters`);

/** What an editor writes: POST /api/admin/news (a new draft) and PUT /api/admin/news/:id. */
export const newsInputSchema = z.object({
  title: sized('Enter a title', L.title),
  summary: sized('Enter a summary', L.summary),
  /** Paragraphs separated by a blank line. */
  content: sized('Enter the article', L.content),
  author: sized('Enter the author', L.author),
  category: z.enum(sportIdSchema.options, { error: 'Choose a sport' }),
  tags: z
    .array(
      z
        .string({ error: 'Must be text' })
        .trim()
        .min(1, 'A tag cannot be empty')
        .max(L.tag.max, `A tag has at most ${L.tag.max} characters`),
      { error: 'Must be a list of tags' },
    )
    .max(L.tags.max, `At most ${L.tags.max} tags`)
    .refine((tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length, 'Each tag once'),
  /** One emoji, or null for the sport's. */
  image: z
    .string({ error: 'Must be text' })
    .trim()
    .refine(isSingleEmoji, 'Use exactly one emoji, or leave it empty')
    .nullable(),
});
export type NewsInput = z.infer<typeof newsInputSchema>;

/**
 * POST /api/admin/news: the article and the id its form chose when it opened, so sending it again
 * (a retry after a lost answer, a double click) answers the draft made rather than making another.
 */
export const newsCreateSchema = newsInputSchema.extend({ draftId: z.uuid('Not a draft id') });
export type NewsCreateInput = z.infer<typeof newsCreateSchema>;

export const newsParamsSchema = z.object({
  id: z.string().min(1).max(64, 'News ids are at most 64 characters'),
});

/** An article as the admin console sees it: drafts too, with when it was written and changed. */
export const adminNewsItemSchema = newsItemSchema.extend({
  status: z.enum(NEWS_STATUSES),
  /** ISO instant it went on /news; null for a draft. */
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminNewsItem = z.infer<typeof adminNewsItemSchema>;
/** GET /api/admin/news: every article, the last changed first. */
export const adminNewsListSchema = itemListSchema(adminNewsItemSchema);
