import { Loader2 } from 'lucide-react';
import { buttonClass } from '@/client/components/ui/button-class';

/** A form's error, if any (announced), and its submit button (spinning while the request runs). */
export function FormFooter({
  error,
  busy,
  label,
  compact = false,
}: {
  error: string | null;
  busy: boolean;
  label: string;
  /** A settings card's button, its text's width; else a full-width one (a page's only form). */
  compact?: boolean;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-alert-700">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className={compact ? buttonClass('primary', 'md') : buttonClass('primary', 'lg', 'w-full')}
      >
        {busy ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
        {label}
      </button>
    </>
  );
}
