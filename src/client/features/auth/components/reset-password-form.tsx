import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { FormFooter } from '@/client/components/ui/form-footer';
import { TextField } from '@/client/components/ui/input';
import { NoticeCard } from '@/client/components/ui/notice-card';
import { ApiRequestError } from '@/client/lib/api-client';
import { fieldsOf, messageOf } from '@/client/lib/form-errors';
import { notify } from '@/client/lib/notify';
import { FORGOT_PASSWORD_PATH } from '@/shared/domain/site-paths';
import type { SessionUser } from '@/shared/schemas/account';
import { CREDENTIAL_MESSAGES } from '@/shared/schemas/credentials';
import { resetLinkQueryOptions } from '../api/check-reset-link';
import { resetPassword } from '../api/reset-password';

const MISMATCH = 'The two passwords are not the same';

/** A reset link that does not work (used, expired, wrong): why, and the way to a new one. */
function LinkProblem({ message }: { message: string }) {
  return (
    <NoticeCard
      tone="problem"
      live="alert"
      title="This link cannot be used"
      action={
        <Link to={FORGOT_PASSWORD_PATH} className={buttonClass('primary', 'md')}>
          Ask for a new link
        </Link>
      }
    >
      {message}
    </NoticeCard>
  );
}

/** The 410 of a link that no longer works, as the page tells it; null for any other failure. */
const linkProblemOf = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 410 ? error.message : null;

function NewPasswordForm({ token, done }: { token: string; done: (user: SessionUser) => Promise<void> }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [gone, setGone] = useState<string | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const password = String(data.get('password') ?? '');
    const repeated = String(data.get('repeat') ?? '');
    setError(null);
    if (password !== repeated) {
      setFields({ repeat: MISMATCH });
      return;
    }
    setBusy(true);
    setFields({});
    try {
      const { user } = await resetPassword({ token, password });
      notify.success('Password changed', 'You are signed in. Every other device was signed out.');
      await done(user);
    } catch (err) {
      setGone(linkProblemOf(err));
      setFields(fieldsOf(err));
      if (Object.keys(fieldsOf(err)).length === 0) setError(messageOf(err));
      setBusy(false);
    }
  };

  if (gone) return <LinkProblem message={gone} />;
  const passwordError = fields.password ?? fields.token;
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Choose a new password">
      <TextField
        label="New password (at least 6 characters)"
        id={`${id}-password`}
        error={passwordError}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={6}
      />
      <TextField
        label="New password again"
        id={`${id}-repeat`}
        error={fields.repeat}
        name="repeat"
        type="password"
        autoComplete="new-password"
        required
      />
      <FormFooter error={error} busy={busy} label="Set new password" />
    </form>
  );
}

/**
 * The page a reset link opens: the link is checked first (a used or expired one says so at once),
 * then the new password is chosen; `done` takes the signed-in account on.
 */
export function ResetPasswordForm({
  token,
  done,
}: {
  token: string;
  done: (user: SessionUser) => Promise<void>;
}) {
  const check = useQuery({ ...resetLinkQueryOptions(token), enabled: token !== '' });
  if (token === '') return <LinkProblem message={CREDENTIAL_MESSAGES.linkInvalid} />;
  if (check.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-600">
        <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
        Checking your link…
      </p>
    );
  }
  if (check.isError) return <LinkProblem message={linkProblemOf(check.error) ?? messageOf(check.error)} />;
  return <NewPasswordForm token={token} done={done} />;
}
