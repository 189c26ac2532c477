import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { CatalogueEvent } from '@/shared/schemas/catalogue';

/** GET /api/events/:id, under the event page's cache key, for the dialog's header and wishlist heart. */
export const bookingEventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['events', 'detail', id] as const,
    queryFn: ({ signal }) => apiGet<CatalogueEvent>(`/events/${encodeURIComponent(id)}`, { signal }),
  });
