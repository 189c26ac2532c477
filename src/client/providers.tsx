import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TIMING } from '@/shared/constants';
import { onActivityReported } from './lib/activity-events';
import { ApiRequestError } from './lib/api-client';
import { ToastHost } from './lib/notify';
import { sessionQueryKey } from './lib/session';

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    // A 401 from any read means the session ended on the server (signed out elsewhere, ended or
    // suspended by an admin): the session is read again, so the page shows the signed-out state
    // at once rather than when the kept session goes stale.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (
          error instanceof ApiRequestError &&
          error.status === 401 &&
          query.queryKey[0] !== sessionQueryKey[0]
        ) {
          void client.invalidateQueries({ queryKey: sessionQueryKey });
        }
      },
    }),
    defaultOptions: {
      queries: {
        gcTime: TIMING.queryGcMs,
        staleTime: 30_000,
        // A 4xx will not get better by asking again; network and 5xx errors are retried with backoff.
        retry: (failures, error) =>
          !(error instanceof ApiRequestError && error.status < 500) && failures < TIMING.queryRetries,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, TIMING.queryRetryCapMs),
      },
    },
  });
  return client;
}

/**
 * The account feature records what other features report the fan did; its code loads on the first
 * report. Subscribed when the app starts, before anything can report. Fire and forget: a recorder
 * that cannot be fetched loses that entry, never the fan's action.
 */
onActivityReported((report) => {
  import('@/client/features/account').then(
    ({ recordActivity }) => recordActivity(report),
    () => {},
  );
});

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastHost />
    </QueryClientProvider>
  );
}
