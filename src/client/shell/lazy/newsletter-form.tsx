import { type FormEvent, useId, useState } from 'react';
import { cn } from '@/client/lib/cn';
import { notify } from '@/client/lib/notify';
import { onDarkFocus } from '@/client/shell/on-dark';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const isEmailAddress = (value: string) => EMAIL.test(value.trim());

/**
 * The footer's newsletter box. The newsletter itself does not exist yet, so the form checks the
 * address and says plainly what happens (nothing is stored) instead of pretending to subscribe.
 */
export function NewsletterForm() {
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = value.trim();
    if (email === '') {
      setError('Enter your e-mail address.');
      return;
    }
    if (!isEmailAddress(email)) {
      setError('Enter an e-mail address like name@example.com.');
      return;
    }
    setError(null);
    setValue('');
    notify.success(
      "Thanks, we've noted your interest",
      `The KhelPass newsletter hasn't started yet, so ${email} is not stored and gets no e-mail for now.`,
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-md">
      <label htmlFor={inputId} className="text-sm font-semibold text-white">
        Newsletter e-mail
      </label>
      <p className="mt-0.5 text-sm text-ink-200">Match announcements and ticket openings, now and then.</p>
      <div className="mt-2 flex gap-2">
        <input
          id={inputId}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            'h-11 min-w-0 flex-1 rounded-lg border bg-white/10 px-3 text-sm text-white placeholder:text-ink-200',
            error ? 'border-orange-300' : 'border-white/25',
            onDarkFocus,
          )}
        />
        <button
          type="submit"
          className={cn(
            'h-11 shrink-0 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700',
            onDarkFocus,
          )}
        >
          Subscribe
        </button>
      </div>
      <p id={errorId} role="alert" className="mt-1.5 min-h-5 text-sm font-medium text-orange-200">
        {error}
      </p>
    </form>
  );
}
