import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { DialogDescription, DialogTitle } from '@/client/components/ui/dialog';
import { ApiRequestError } from '@/client/lib/api-client';

const OFFLINE = 'The server could not be reached. Nothing was changed; please try again.';
const dangerButton = 'bg-alert-700 text-white hover:bg-alert-600 disabled:bg-ink-300';

/** Thrown by a form's `check` or handed back from the server: the message to show on a field. */
export type FieldErrors = Record<string, string>;

/**
 * A confirm dialog's body: the question, what confirming will do, the form's own fields, and the
 * two buttons. `onConfirm` sends the change; a refusal the server names a field of goes to
 * `onFieldErrors`, any other is shown here (role=alert).
 */
export function ActionForm({
  title,
  subject,
  consequences,
  children,
  confirmLabel,
  busyLabel,
  danger = false,
  onConfirm,
  onFieldErrors,
  onCancel,
}: {
  title: string;
  subject: string;
  consequences: ReactNode[];
  children?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  danger?: boolean;
  /** Sends the change; false when the form's own check refused it (its field shows why). */
  onConfirm: () => Promise<boolean>;
  onFieldErrors?: (errors: FieldErrors) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fields : {};
      if (onFieldErrors && Object.keys(fields).length > 0) onFieldErrors(fields);
      else setFailure(error instanceof ApiRequestError && error.code !== 'network' ? error.message : OFFLINE);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <DialogTitle className="pr-8">{title}</DialogTitle>
      <DialogDescription className="mt-1 pr-8 text-sm text-ink-600">{subject}</DialogDescription>
      <form id={`${id}-form`} onSubmit={submit} noValidate>
        <ul className="mt-4 list-disc space-y-1.5 rounded-lg border border-ink-200 bg-ink-50 py-3 pr-3 pl-7 text-sm text-ink-900">
          {consequences.map((line, i) => (
            // The lines are fixed for the dialog's life: their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={i}>{line}</li>
          ))}
        </ul>
        {children}
        <p role="status" className="mt-3 text-sm font-semibold text-ink-900 empty:hidden">
          {sending ? busyLabel : ''}
        </p>
        {failure ? (
          <p role="alert" className="mt-3 text-sm font-semibold text-alert-700">
            {failure}
          </p>
        ) : null}
      </form>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Keep as is
        </Button>
        <Button
          type="submit"
          form={`${id}-form`}
          disabled={sending}
          className={danger ? dangerButton : undefined}
        >
          {confirmLabel}
        </Button>
      </div>
    </>
  );
}
