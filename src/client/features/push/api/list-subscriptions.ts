import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { PushSubscriptionList } from '@/shared/schemas/push';

/** GET /api/push/subscriptions (signed in): the browsers this account subscribed, newest first. */
export const fetchPushSubscriptions = (signal?: AbortSignal) =>
  apiGet<PushSubscriptionList>('/push/subscriptions', { signal });

/** Under 'me': forgotten at sign-out with the account's other data. */
export const pushSubscriptionsQueryOptions = (owner: string) =>
  queryOptions({
    queryKey: ['me', owner, 'push-subscriptions'],
    queryFn: ({ signal }) => fetchPushSubscriptions(signal),
  });

export const usePushSubscriptions = (owner: string | null) =>
  useQuery({ ...pushSubscriptionsQueryOptions(owner ?? ''), enabled: owner !== null });
