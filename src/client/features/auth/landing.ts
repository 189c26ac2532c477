import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { safeRedirect } from '@/shared/domain/redirect';
import { LANDING_BY_ROLE } from '@/shared/domain/roles';
import { useSession } from './api/get-session';

/** sessionStorage flag: the landing redirect has run in this browser session. */
const LANDED_KEY = 'khelpassLanded';

export function markLanded(): void {
  try {
    window.sessionStorage.setItem(LANDED_KEY, '1');
  } catch {
    // Storage disabled: the redirect may run again, which is harmless.
  }
}

export function resetLanding(): void {
  try {
    window.sessionStorage.removeItem(LANDED_KEY);
  } catch {
    // Nothing stored.
  }
}

function hasLanded(): boolean {
  try {
    return window.sessionStorage.getItem(LANDED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Spec section 2: on / and /login, once per browser session while signed in, send admin to /admin,
 * organizer to /organizer and user to /dashboard (on /login a same-site ?redirect= wins).
 * Sign-out resets it.
 */
export function useLandingRedirect(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  useEffect(() => {
    if (!user || (pathname !== '/' && pathname !== '/login') || hasLanded()) return;
    markLanded();
    // /login?redirect=/bookings while signed in: the page asked for goes first.
    const asked = pathname === '/login' ? safeRedirect(new URLSearchParams(search).get('redirect')) : null;
    navigate(asked ?? LANDING_BY_ROLE[user.role], { replace: true });
  }, [user, pathname, search, navigate]);
}
