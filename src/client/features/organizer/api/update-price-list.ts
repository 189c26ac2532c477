import { apiSend } from '@/client/lib/api-send';
import type { OwnEvent, PriceListInput } from '@/shared/schemas/organizer';

/**
 * PUT /api/organizer/events/:eventId/price-list: every category's price and places and every map
 * section's price (400 names each bad one; 409 when a category would hold fewer than sold and held).
 */
export const updatePriceList = (eventId: string, input: PriceListInput) =>
  apiSend<OwnEvent>('PUT', `/organizer/events/${encodeURIComponent(eventId)}/price-list`, input);
