import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { PushPublicKey } from '@/shared/schemas/push';

/** GET /api/push/public-key: the server's VAPID public key, the browser's applicationServerKey. */
export const fetchPushPublicKey = (signal?: AbortSignal) =>
  apiGet<PushPublicKey>('/push/public-key', { signal });

export const pushPublicKeyQueryOptions = () =>
  queryOptions({
    queryKey: ['push', 'public-key'],
    queryFn: ({ signal }) => fetchPushPublicKey(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
