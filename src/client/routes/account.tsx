import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundContent } from '@/client/components/not-found-content';
import { ConfirmEmailView } from '@/client/features/auth/components/confirm-email-view';
import { ForgotPasswordForm } from '@/client/features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '@/client/features/auth/components/reset-password-form';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { useLinkToken } from '@/client/lib/use-link-token';
import { paths } from '@/client/paths';
import { useSignedIn } from '@/client/shell/lazy/use-signed-in';

function Page({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-14">
      <div className="kp-card p-6 sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink-900">{title}</h1>
        <p className="mt-1 text-sm text-ink-600">{intro}</p>
        <div className="mt-6">{children}</div>
        <p className="mt-6 text-center text-sm text-ink-600">
          <Link to={paths.login()} className="font-semibold text-brand-700 hover:underline">
            Back to sign in
          </Link>
        </p>
      </div>
    </div>
  );
}

/**
 * The pages mailed links and the sign-in form lead to (issue 13): /account/forgot-password,
 * /account/reset-password#token=… and /account/confirm-email#token=…; no sign-in needed.
 */
export function Component() {
  const { page } = useParams();
  const token = useLinkToken();
  const signedIn = useSignedIn();
  switch (page) {
    case 'forgot-password':
      return (
        <Page
          title="Forgot your password?"
          intro="Enter your account's e-mail address. We will send it a link to choose a new password."
        >
          <ForgotPasswordForm />
        </Page>
      );
    case 'reset-password':
      return (
        <Page
          title="Choose a new password"
          intro="Setting it signs you in here and signs you out on every other device."
        >
          <ResetPasswordForm token={token} done={signedIn} />
        </Page>
      );
    case 'confirm-email':
      return (
        <Page title="Confirm your e-mail address" intro="Links in our e-mails work once.">
          <ConfirmEmailView token={token} />
        </Page>
      );
    default:
      return <NotFoundContent />;
  }
}
