import { Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClass } from '@/client/components/ui/button-class';
import { FormField, Input } from '@/client/components/ui/input';
import { ApiRequestError } from '@/client/lib/api-client';
import { phoneSignIn } from '../api/phone-sign-in';
import { providerSignIn } from '../api/provider-sign-in';
import { sendOtp } from '../api/send-otp';

const messageOf = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : 'The server could not be reached. Please try again.';

/** Phone sign-in, OTP and the third-party button: they call the API, which says no provider is configured. */
export function OtherMethods() {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  const value = (name: string) =>
    (document.getElementById(`${id}-${name}`) as HTMLInputElement | null)?.value.trim() ?? '';

  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 border-t border-ink-100 pt-6">
      <h2 id={`${id}-title`} className="text-sm font-semibold text-ink-600">
        Other ways to sign in
      </h2>
      <button
        type="button"
        disabled={busy}
        onClick={() => void run(() => providerSignIn('google'))}
        className={buttonClass('secondary', 'md', 'mt-3 w-full')}
      >
        Continue with Google
      </button>
      <div className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto]">
        <FormField label="Mobile number" id={`${id}-phone`}>
          <Input id={`${id}-phone`} name="phone" type="tel" inputMode="tel" placeholder="+91 98765 43210" />
        </FormField>
        <button
          type="button"
          disabled={busy}
          onClick={() => void run(() => sendOtp({ phone: value('phone') }))}
          className={buttonClass('secondary', 'md', 'self-end')}
        >
          Send OTP
        </button>
        <FormField label="One-time code" id={`${id}-code`}>
          <Input id={`${id}-code`} name="code" inputMode="numeric" autoComplete="one-time-code" />
        </FormField>
        <button
          type="button"
          disabled={busy}
          onClick={() => void run(() => phoneSignIn({ phone: value('phone'), code: value('code') }))}
          className={buttonClass('secondary', 'md', 'self-end')}
        >
          <Phone aria-hidden="true" className="h-4 w-4" />
          Sign in with phone
        </button>
      </div>
      {error ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-alert-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
