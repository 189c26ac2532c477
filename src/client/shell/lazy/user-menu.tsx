import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sessionQueryKey } from '@/client/lib/session';
import type { ViewerRole } from '@/shared/domain/roles';
import type { SessionResponse, SessionUser } from '@/shared/schemas/account';
import { AvatarButton } from './avatar-button';

const loadRadixMenu = () => import('./user-menu-radix');
const UserMenuRadix = lazy(() => loadRadixMenu().then((m) => ({ default: m.UserMenuRadix })));
const preload = () => void loadRadixMenu().catch(() => {});

/**
 * The once-per-session landing redirect (product-spec.md section 2) while someone is signed in: its code
 * (features/auth/landing.ts) loads only when they are on / or /login.
 */
function useLandingRedirect(role: SessionUser['role']) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  useEffect(() => {
    if (pathname === '/' || pathname === '/login')
      void import('@/client/features/auth/landing').then((m) => {
        // Logout writes the session at once and this menu goes a moment later: arriving on '/'
        // on the way out must not land the fan back on their dashboard.
        if (client.getQueryData<SessionResponse>(sessionQueryKey)?.user)
          m.landOnce(role, pathname, search, navigate);
      });
  }, [role, pathname, search, navigate, client]);
}

/**
 * The user menu (Dashboard, My Bookings, Settings, Logout). Its Radix code is fetched on the
 * avatar's first hover or focus; a press or Enter/Space/↓ mounts it open, focus staying on the avatar.
 */
export function UserMenu({ user, role }: { user: SessionUser; role: ViewerRole }) {
  useLandingRedirect(user.role);
  const button = useRef<HTMLButtonElement>(null);
  const [initial, setInitial] = useState<{ open: boolean; focusTrigger: boolean } | null>(null);
  const start = () => setInitial({ open: true, focusTrigger: document.activeElement === button.current });
  const stand = (
    <AvatarButton
      ref={button}
      user={user}
      aria-haspopup="menu"
      aria-expanded="false"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={start}
      onKeyDown={(e) => {
        if (e.key !== 'ArrowDown') return;
        e.preventDefault();
        start();
      }}
    />
  );
  if (!initial) return stand;
  return (
    <Suspense fallback={stand}>
      <UserMenuRadix user={user} role={role} initial={initial} />
    </Suspense>
  );
}
