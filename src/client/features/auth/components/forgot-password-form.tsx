import { type FormEvent, useId, useState } from 'react';
import { FormFooter } from '@/client/components/ui/form-footer';
import { TextField } from '@/client/components/ui/input';
import { fieldsOf, messageOf } from '@/client/lib/form-errors';
import { requestPasswordReset } from '../api/request-password-reset';

/**
 * Asks the address a reset link goes to. The answer is the same whether or not an account has it
 * (the server tells nothing more), shown in a status region so it is announced.
 */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '').trim();
    setAnswer(null);
    setError(null);
    if (!email) {
      setFieldError('Please enter your e-mail address');
      return;
    }
    setBusy(true);
    setFieldError(undefined);
    try {
      setAnswer((await requestPasswordReset({ email })).message);
    } catch (err) {
      const fields = fieldsOf(err);
      setFieldError(fields.email);
      if (!fields.email) setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Forgot password">
      <TextField
        label="E-mail"
        id={`${id}-email`}
        error={fieldError}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={initialEmail}
        required
      />
      <div role="status">
        {answer ? (
          <p className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-ink-900">
            {answer} If it does not arrive, check your spam folder.
          </p>
        ) : null}
      </div>
      <FormFooter error={error} busy={busy} label={answer ? 'Send the link again' : 'Send reset link'} />
    </form>
  );
}
