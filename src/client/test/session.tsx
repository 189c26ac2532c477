import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SessionUser } from '@/shared/schemas/account';

export const testUser = (role: SessionUser['role'] = 'user', name = 'Asha Rao'): SessionUser => ({
  id: `u-${role}`,
  email: `${role}@example.in`,
  name,
  role,
  createdAt: '2026-01-01T00:00:00.000Z',
});

/**
 * A query client whose session is already known (undefined: still loading, never answered), so
 * components that read the session render without a request.
 */
export function sessionClient(user: SessionUser | null | undefined): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  if (user !== undefined) client.setQueryData(['session'], { user });
  return client;
}

export function WithClient({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
