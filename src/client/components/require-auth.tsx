import { Loader2, Lock, ShieldAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { useSession } from '@/client/lib/session';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/client/paths';
import { ROLE_LABELS } from '@/shared/domain/roles';
import type { Role } from '@/shared/schemas/account';

export interface RequireAuthProps {
  /** Signed-out visitors are sent to /login?redirect={current path}. */
  requireAuth?: boolean;
  /** Roles that may see the page; others get 'Access Denied'. */
  allowedRoles?: readonly Role[];
  /** Where 'Go Back' leads from the Access Denied screen. */
  fallbackPath?: string;
  /** The guarded page. */
  children?: ReactNode;
}

function Screen({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      {icon}
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-ink-900">{title}</h1>
      {children}
    </div>
  );
}

/**
 * The route guard (product-spec.md sections 2 and 6). 'Verifying Access' shows while the session check is
 * in flight (the real request, no fixed delay). The server enforces the same table on every API.
 */
export function RequireAuth({
  requireAuth = false,
  allowedRoles,
  fallbackPath = '/',
  children,
}: RequireAuthProps) {
  const { isLoading, isAuthenticated, role } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const here = pathname + search;
  // Signed out while this page was open (the Logout button, a session ended elsewhere): no
  // redirect from here. Logout takes the fan where it means to; a page kept on screen while the
  // next one loads must not send them to /login; an ended session gets 'Authentication Required'.
  const wasSignedIn = useRef(false);
  if (isAuthenticated) wasSignedIn.current = true;
  const signedOutHere = wasSignedIn.current && !isAuthenticated;
  const toLogin = !isLoading && !isAuthenticated && requireAuth && !signedOutHere;
  // An effect rather than <Navigate>, which would pull more of the router into the first load.
  useEffect(() => {
    if (toLogin) navigate(paths.login(here), { replace: true });
  }, [toLogin, here, navigate]);

  if (isLoading) {
    return (
      <div role="status" aria-live="polite">
        <Screen
          icon={<Loader2 aria-hidden="true" className="h-10 w-10 animate-spin text-brand-600" />}
          title="Verifying Access"
        >
          <p className="mt-2 text-ink-600">Checking your permissions...</p>
        </Screen>
      </div>
    );
  }

  if (toLogin) return null;

  if (!isAuthenticated && (allowedRoles || signedOutHere)) {
    return (
      <Screen
        icon={<Lock aria-hidden="true" className="h-12 w-12 text-brand-600" />}
        title="Authentication Required"
      >
        <p className="mt-2 text-ink-600">You need to be logged in to access this page</p>
        <Link to={paths.login(here)} className={buttonClass('primary', 'lg', 'mt-6')}>
          Login to Continue
        </Link>
      </Screen>
    );
  }

  if (allowedRoles && (role === 'guest' || !allowedRoles.includes(role))) {
    return (
      <Screen
        icon={<ShieldAlert aria-hidden="true" className="h-12 w-12 text-alert-600" />}
        title="Access Denied"
      >
        <p className="mt-2 text-ink-600">You don't have permission to access this page</p>
        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-ink-100 bg-white px-5 py-4 text-left text-sm">
          <dt className="font-semibold text-ink-600">Your role</dt>
          <dd className="font-semibold text-ink-900">{ROLE_LABELS[role]}</dd>
          <dt className="font-semibold text-ink-600">Required roles</dt>
          <dd className="font-semibold text-ink-900">{allowedRoles.map((r) => ROLE_LABELS[r]).join(', ')}</dd>
        </dl>
        <button
          type="button"
          className={buttonClass('primary', 'lg', 'mt-6')}
          onClick={() => navigate(fallbackPath)}
        >
          Go Back
        </button>
      </Screen>
    );
  }

  return children;
}

/** product-spec.md section 6's table: each guarded page wraps its content in one of these. */
export const ACCESS = {
  /** /bookings, /profile: a signed-in user, admin or organizer. */
  member: { requireAuth: true, allowedRoles: ['user', 'admin', 'organizer'] },
  /** /settings: any signed-in user. */
  signedIn: { requireAuth: true },
  /** /dashboard: role user only. */
  user: { requireAuth: true, allowedRoles: ['user'] },
  /** /admin/*: admin only. */
  admin: { requireAuth: true, allowedRoles: ['admin'] },
  /** /organizer/*: organizer only. */
  organizer: { requireAuth: true, allowedRoles: ['organizer'] },
} as const satisfies Record<string, RequireAuthProps>;
