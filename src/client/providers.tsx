import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
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

/** The account feature records what other features report the fan did; it loads on the first report. */
function useActivityRecorder() {
  useEffect(
    () =>
      onActivityReported((report) => {
        void import('@/client/features/account').then(({ recordActivity }) => recordActivity(report));
      }),
    [],
  );
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  useActivityRecorder();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastHost />
    </QueryClientProvider>
  );
}
