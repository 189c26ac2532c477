import { ArrowRight, LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { LANDING_BY_ROLE } from '@/shared/domain/roles';
import type { SessionUser } from '@/shared/schemas/account';
import { useSignOut } from '../use-sign-out';

/**
 * /login and /auth for someone already signed in: who they are, the way on (the page they asked
 * for, else their role's landing page) and a way to sign out and use another account.
 */
export function SignedInNotice({ user, redirect }: { user: SessionUser; redirect: string | null }) {
  const signOut = useSignOut();
  const { pathname, search } = useLocation();
  return (
    <div className="kp-card p-6 sm:p-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink-900">
        You're already signed in as <span className="break-words">{user.name || user.email}</span>
      </h1>
      {user.name ? <p className="mt-1 text-sm break-words text-ink-600">{user.email}</p> : null}
      <p className="mt-4 text-ink-700">
        {redirect
          ? 'Continue to the page you asked for, or sign out to use another account.'
          : 'Continue to your dashboard, or sign out to use another account.'}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link
          to={redirect ?? LANDING_BY_ROLE[user.role]}
          replace
          className={buttonClass('primary', 'lg', 'sm:flex-1')}
        >
          Continue
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
        {/* Signing out here keeps this page, so the sign-in form is right there. */}
        <button
          type="button"
          onClick={() => void signOut(`${pathname}${search}`)}
          className={buttonClass('secondary', 'lg')}
        >
          <LogOut aria-hidden="true" className="h-4 w-4" />
          Sign out
        </button>
      </div>
    </div>
  );
}
