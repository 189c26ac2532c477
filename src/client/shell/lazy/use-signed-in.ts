import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { markLanded } from '@/client/features/auth/landing';
import { mergeGuestItems, ownerOf } from '@/client/features/cart';
import { sessionQueryKey } from '@/client/lib/session';
import { safeRedirect } from '@/shared/domain/redirect';
import { LANDING_BY_ROLE } from '@/shared/domain/roles';
import type { SessionResponse, SessionUser } from '@/shared/schemas/account';

export type OnSignedIn = (user: SessionUser) => Promise<void>;

/**
 * After a sign-in, a sign-up or a password reset: session cached, guest items merged, then off to
 * the page asked for (?redirect=) or the role's landing.
 */
export function useSignedIn(): OnSignedIn {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return async (user: SessionUser) => {
    client.setQueryData<SessionResponse>(sessionQueryKey, { user });
    try {
      await mergeGuestItems(client, ownerOf(user.id));
    } catch {
      // The local copies stay and merge at the next sign-in.
    }
    markLanded();
    navigate(safeRedirect(params.get('redirect')) ?? LANDING_BY_ROLE[user.role], { replace: true });
  };
}
