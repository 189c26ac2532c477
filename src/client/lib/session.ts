import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { ViewerRole } from '@/shared/domain/roles';
import type { SessionResponse, SessionUser } from '@/shared/schemas/account';

export const sessionQueryKey = ['session'] as const;

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => apiGet<SessionResponse>('/auth/session', { signal }),
    staleTime: 60_000,
    // Asked even without a network: the service worker answers with the kept session on the
    // tickets page (tickets offline); elsewhere the request fails as it would.
    networkMode: 'offlineFirst',
  });

export interface Session {
  user: SessionUser | null;
  role: ViewerRole;
  isAuthenticated: boolean;
  /** True while the first session check is in flight. */
  isLoading: boolean;
}

/** The signed-in user (or none), read from GET /api/auth/session. Tiny: it ships with the first load. */
export function useSession(): Session {
  const query = useQuery(sessionQueryOptions());
  const user = query.data?.user ?? null;
  return {
    user,
    role: user ? user.role : 'guest',
    isAuthenticated: user !== null,
    isLoading: query.isPending,
  };
}
