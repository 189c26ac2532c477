// Banners (issue 12, product-spec.md section 3 'Banner notification'): the contract of GET /api/banners.
// Every banner is built from something real the database holds; the list is empty when nothing is.
import { z } from 'zod';
import { cityParamSchema } from './catalogue';

export const BANNER_TYPES = ['price-alert', 'flash-sale', 'demand-surge', 'recommendation'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];
export const BANNER_PRIORITIES = ['high', 'medium', 'low'] as const;
export type BannerPriority = (typeof BANNER_PRIORITIES)[number];

/** GET /api/banners?city=: the selected city (an old id reads as the city it names now). */
export const bannersQuerySchema = z.object({ city: cityParamSchema.optional() });

export const bannerSchema = z.object({
  /** Stable for what it tells (a deal, a price, an event's surge): a dismissed one stays dismissed. */
  id: z.string(),
  type: z.enum(BANNER_TYPES),
  title: z.string(),
  message: z.string(),
  /** The button: its label and the app path it opens. */
  action: z.object({ label: z.string(), target: z.string() }),
  priority: z.enum(BANNER_PRIORITIES),
  /** Whether it hides itself; a high-priority banner stays until dismissed or acted on. */
  autoHide: z.boolean(),
  /** How long it shows before hiding itself, in ms; null when it does not hide itself. */
  duration: z.number().int().nullable(),
  /** When what it tells happened (ISO instant): the deal's start, the price change, the latest sale. */
  timestamp: z.string(),
  eventId: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** GET /api/banners: most pressing first; empty when there is nothing real to say. */
export const bannerListSchema = z.object({ items: z.array(bannerSchema) });
export type BannerList = z.infer<typeof bannerListSchema>;
