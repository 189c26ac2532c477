import { queryOptions } from '@tanstack/react-query';
import { apiSend } from '@/client/lib/api-send';

/** POST /api/auth/password-reset/check → 204 while the link works; 410 link_used, link_expired, link_invalid. */
export const resetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['password-reset', 'link', token],
    queryFn: () => apiSend<void>('POST', '/auth/password-reset/check', { token }).then(() => true),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
