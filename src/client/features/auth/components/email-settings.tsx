import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '@/client/components/ui/badge';
import { buttonClass } from '@/client/components/ui/button-class';
import { FormFooter } from '@/client/components/ui/form-footer';
import { TextField } from '@/client/components/ui/input';
import { fieldsOf, messageOf } from '@/client/lib/form-errors';
import { notify } from '@/client/lib/notify';
import type { EmailStatus } from '@/shared/schemas/credentials';
import { changeEmail } from '../api/change-email';
import { emailStatusQueryOptions, useEmailStatus } from '../api/email-status';
import { resendConfirmation } from '../api/resend-confirmation';

/** The address, whether it is confirmed (and the link again when not), and a change waiting. */
function AddressState({ status }: { status: EmailStatus }) {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const resend = async () => {
    setBusy(true);
    try {
      setSaid((await resendConfirmation()).message);
    } catch (err) {
      setSaid(messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2 text-sm">
      <p className="flex flex-wrap items-center gap-2 text-ink-700">
        <span className="font-semibold break-all text-ink-900">{status.email}</span>
        <Badge tone={status.confirmed ? 'success' : 'warning'}>
          {status.confirmed ? 'Confirmed' : 'Not confirmed'}
        </Badge>
      </p>
      {status.confirmed ? null : (
        <div className="space-y-2">
          <p className="text-ink-600">
            Confirm your address to see bookings you made without an account in My Bookings.
          </p>
          <button type="button" onClick={resend} disabled={busy} className={buttonClass('secondary', 'sm')}>
            Send confirmation again
          </button>
        </div>
      )}
      <p role="status" className="text-ink-700">
        {said}
      </p>
      {status.pendingEmail ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          We sent a link to <strong className="break-all">{status.pendingEmail}</strong>. Your address changes
          when you open it (within 24 hours).
        </p>
      ) : null}
    </div>
  );
}

function ChangeEmailForm({ owner }: { owner: string }) {
  const id = useId();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const input = {
      email: String(data.get('email') ?? '').trim(),
      currentPassword: String(data.get('currentPassword') ?? ''),
    };
    setBusy(true);
    setFields({});
    setError(null);
    try {
      const status = await changeEmail(input);
      client.setQueryData(emailStatusQueryOptions(owner).queryKey, status);
      form.reset();
      notify.success(
        'Check your new inbox',
        `Open the link we sent to ${status.pendingEmail ?? input.email}.`,
      );
    } catch (err) {
      const named = fieldsOf(err);
      setFields(named);
      if (Object.keys(named).length === 0) setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-base font-bold text-ink-900">
        Change e-mail address
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="New e-mail address"
          id={`${id}-email`}
          error={fields.email}
          name="email"
          type="email"
          autoComplete="email"
          required
        />
        <TextField
          label="Current password"
          id={`${id}-password`}
          error={fields.currentPassword}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
        />
      </div>
      <FormFooter error={error} busy={busy} label="Send confirmation link" compact />
    </form>
  );
}

/** /settings: the account's e-mail address, its confirmation, and a change confirmed from the new inbox. */
export function EmailSettings({ owner }: { owner: string }) {
  const id = useId();
  const status = useEmailStatus(owner);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5">
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink-900">
        E-mail address
      </h2>
      {status.isPending ? (
        <div className="kp-skeleton h-10" role="status" aria-label="Loading e-mail address" />
      ) : null}
      {status.isError ? <p role="alert">{messageOf(status.error)}</p> : null}
      {status.isSuccess ? <AddressState status={status.data} /> : null}
      <ChangeEmailForm owner={owner} />
    </section>
  );
}
