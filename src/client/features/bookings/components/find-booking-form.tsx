import { type FormEvent, useId, useState } from 'react';
import { FormFooter } from '@/client/components/ui/form-footer';
import { FormField, Input } from '@/client/components/ui/input';
import { describedBy, fieldsOf, messageOf } from '@/client/lib/form-errors';
import { requestBookingLink } from '../api/request-booking-link';

const FIELDS = ['reference', 'email'] as const;
type Field = (typeof FIELDS)[number];

/**
 * A guest asks for a link to their booking with its reference and e-mail. The answer is the same
 * whether or not anything matched (announced in a status region); the link goes to the booking's
 * address alone.
 */
export function FindBookingForm() {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const input = {
      reference: String(data.get('reference') ?? '').trim(),
      email: String(data.get('email') ?? '').trim(),
    };
    setAnswer(null);
    setError(null);
    const missing: Partial<Record<Field, string>> = {};
    if (!input.reference) missing.reference = 'Please enter the booking reference';
    if (!input.email) missing.email = 'Please enter your e-mail address';
    setFields(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      setAnswer((await requestBookingLink(input)).message);
    } catch (err) {
      const named = fieldsOf(err);
      setFields(named);
      if (Object.keys(named).length === 0) setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, props: Record<string, string>) => (
    <FormField label={label} id={`${id}-${name}`} error={fields[name]}>
      <Input
        id={`${id}-${name}`}
        name={name}
        required
        aria-invalid={fields[name] ? true : undefined}
        aria-describedby={describedBy(`${id}-${name}`, fields[name])}
        {...props}
      />
    </FormField>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Find my booking">
      {field('reference', 'Booking reference', {
        autoComplete: 'off',
        autoCapitalize: 'characters',
        spellCheck: 'false',
        placeholder: 'KP-7H3K9Q',
      })}
      {field('email', 'E-mail used for the booking', { type: 'email', autoComplete: 'email' })}
      <div role="status">
        {answer ? (
          <p className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-ink-900">
            {answer} If it does not arrive, check your spam folder and the reference.
          </p>
        ) : null}
      </div>
      <FormFooter error={error} busy={busy} label={answer ? 'Send the link again' : 'E-mail me a link'} />
    </form>
  );
}
