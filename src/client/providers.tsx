import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TIMING } from '@/shared/constants';
import { onActivityReported } from './lib/activity-events';
import { ApiRequestError } from './lib/api-client';
import { ToastHost } from './lib/notify';

export function createQueryClient() {
  return new QueryClient({
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
