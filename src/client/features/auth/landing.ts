import type { NavigateFunction } from 'react-router';
import { safeRedirect } from '@/shared/domain/redirect';
import { LANDING_BY_ROLE } from '@/shared/domain/roles';
import type { Role } from '@/shared/schemas/account';

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
 * product-spec.md section 2: on / and /login, once per browser session while signed in, send admin to /admin,
 * organizer to /organizer and user to /dashboard (on /login a same-site ?redirect= wins).
 * Sign-out resets it. Loaded by the header only when a signed-in user is on / or /login.
 */
export function landOnce(role: Role, pathname: string, search: string, navigate: NavigateFunction): void {
  if ((pathname !== '/' && pathname !== '/login') || hasLanded()) return;
  markLanded();
  const asked = pathname === '/login' ? safeRedirect(new URLSearchParams(search).get('redirect')) : null;
  navigate(asked ?? LANDING_BY_ROLE[role], { replace: true });
}
