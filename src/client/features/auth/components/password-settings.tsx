import { type FormEvent, useId, useState } from 'react';
import { FormFooter } from '@/client/components/ui/form-footer';
import { FormField, Input } from '@/client/components/ui/input';
import { describedBy, fieldsOf, messageOf } from '@/client/lib/form-errors';
import { notify } from '@/client/lib/notify';
import { changePassword } from '../api/change-password';

/** /settings: a new password, with the current one; the account's other devices are signed out. */
export function PasswordSettings() {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const input = {
      currentPassword: String(data.get('currentPassword') ?? ''),
      newPassword: String(data.get('newPassword') ?? ''),
    };
    setBusy(true);
    setFields({});
    setError(null);
    setDone(null);
    try {
      const { message } = await changePassword(input);
      form.reset();
      setDone(message);
      notify.success('Password changed', message);
    } catch (err) {
      const named = fieldsOf(err);
      setFields(named);
      if (Object.keys(named).length === 0) setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: 'currentPassword' | 'newPassword', label: string, autoComplete: string) => (
    <FormField label={label} id={`${id}-${name}`} error={fields[name]}>
      <Input
        id={`${id}-${name}`}
        name={name}
        type="password"
        autoComplete={autoComplete}
        required
        aria-invalid={fields[name] ? true : undefined}
        aria-describedby={describedBy(`${id}-${name}`, fields[name])}
      />
    </FormField>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink-900">
        Password
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('currentPassword', 'Current password', 'current-password')}
        {field('newPassword', 'New password (at least 6 characters)', 'new-password')}
      </div>
      <p role="status" className="text-sm text-pitch-700">
        {done}
      </p>
      <FormFooter error={error} busy={busy} label="Change password" compact />
    </form>
  );
}
