import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '@/client/lib/api-client';
import { notify } from '@/client/lib/notify';
import { sessionQueryKey } from '@/client/lib/session';
import type { SessionResponse } from '@/shared/schemas/account';
import { signOut } from './api/sign-out';
import { resetLanding } from './landing';

/**
 * Logout: revokes the server session, forgets the account's cached data, resets the landing
 * redirect, and goes to `to` (home unless the caller stays on a page a guest may see).
 */
export function useSignOut(): (to?: string) => Promise<void> {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (to = '/') => {
      try {
        await signOut();
      } catch (error) {
        // 401 means the session had already ended: the outcome is the same.
        if (!(error instanceof ApiRequestError && error.status === 401)) {
          notify.error(
            'Logout failed',
            error instanceof ApiRequestError ? error.message : 'Please try again.',
          );
          return;
        }
      }
      // Leave for `to`; a guarded page being left stays quiet (RequireAuth: signed out here).
      navigate(to);
      client.setQueryData<SessionResponse>(sessionQueryKey, { user: null });
      client.removeQueries({
        predicate: (query) => query.queryKey[0] !== 'session' && isPrivate(query.queryKey),
      });
      // Only now, signed out: earlier, arriving on '/' still signed in would land on the dashboard.
      resetLanding();
      notify.success('Logged out');
    },
    [client, navigate],
  );
}

const PRIVATE_ROOTS = new Set(['cart', 'wishlist', 'me', 'admin', 'organizer']);
const isPrivate = (key: readonly unknown[]) => typeof key[0] === 'string' && PRIVATE_ROOTS.has(key[0]);
