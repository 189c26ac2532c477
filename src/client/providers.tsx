import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TIMING } from '@/shared/constants';
import { onActivityReported } from './lib/activity-events';
import { ApiRequestError } from './lib/api-client';
import { ToastHost } from './lib/notify';
import { sessionQueryKey } from './lib/session';

export function createQueryClient() {
  /**
   * A 401 or 403 from any read or change may mean the account changed on the server: its session
   * ended (signed out elsewhere, ended or suspended by an admin) or its role was taken away. The
   * session is read again, so the page shows the signed-out state or the new role's pages at once
   * rather than when the kept session goes stale.
   */
  const recheckSession = (error: unknown, key?: readonly unknown[]) => {
    if (!(error instanceof ApiRequestError) || (error.status !== 401 && error.status !== 403)) return;
    if (key?.[0] !== sessionQueryKey[0]) void client.invalidateQueries({ queryKey: sessionQueryKey });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => recheckSession(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => recheckSession(error) }),
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
