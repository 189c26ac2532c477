import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/client/components/ui/dialog';
import { fieldClass } from '@/client/components/ui/input';
import { ApiRequestError } from '@/client/lib/api-client';
import { cn } from '@/client/lib/cn';

const OFFLINE = 'The server could not be reached. Nothing was changed; please try again.';
const dangerButton = 'bg-alert-700 text-white hover:bg-alert-600 disabled:bg-ink-300';

export interface ReasonField {
  label: string;
  hint: string;
  required: string;
  maxLength: number;
}

export interface ActionDialogProps {
  open: boolean;
  onClose: () => void;
  /** The question, naming the account: "Suspend Priya Shah?". */
  title: string;
  /** What happens, in a sentence or a list. */
  consequence: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** A destructive action's button is red. */
  danger?: boolean;
  /** Asks for a reason first (required), handed to onConfirm. */
  reason?: ReasonField;
  /** Does the action; a thrown ApiRequestError is shown in the dialog (its field errors by the reason). */
  onConfirm: (reason: string) => Promise<void>;
}

function Panel({
  onClose,
  title,
  consequence,
  confirmLabel,
  busyLabel,
  danger,
  reason,
  onConfirm,
}: ActionDialogProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonBox = useRef<HTMLTextAreaElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const trimmed = text.trim();
    if (reason && !trimmed) {
      setReasonError(reason.required);
      reasonBox.current?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    setReasonError(null);
    try {
      await onConfirm(trimmed);
      onClose();
    } catch (error) {
      const fieldMessage = error instanceof ApiRequestError ? error.fields.reason : undefined;
      if (fieldMessage) {
        setReasonError(fieldMessage);
        reasonBox.current?.focus();
      } else
        setFailure(error instanceof ApiRequestError && error.code !== 'network' ? error.message : OFFLINE);
      setBusy(false);
    }
  };

  return (
    <>
      <DialogTitle className="pr-8">{title}</DialogTitle>
      <DialogDescription asChild>
        <div className="mt-3 text-sm text-ink-700">{consequence}</div>
      </DialogDescription>
      <form id={`${id}-form`} onSubmit={submit} noValidate>
        {reason ? (
          <div className="mt-4 space-y-1.5">
            <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-ink-900">
              {reason.label}
            </label>
            <textarea
              ref={reasonBox}
              id={`${id}-reason`}
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={3}
              maxLength={reason.maxLength}
              required
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${id}-reason-error` : `${id}-reason-hint`}
              className={cn(fieldClass, 'h-auto py-2', reasonError && 'border-alert-600')}
            />
            {reasonError ? (
              <p id={`${id}-reason-error`} className="text-sm font-semibold text-alert-700">
                {reasonError}
              </p>
            ) : (
              <p id={`${id}-reason-hint`} className="text-xs text-ink-600">
                {reason.hint}
              </p>
            )}
          </div>
        ) : null}
        {failure ? (
          <p role="alert" className="mt-3 text-sm font-semibold text-alert-700">
            {failure}
          </p>
        ) : null}
      </form>
      <p role="status" className="sr-only">
        {busy ? busyLabel : ''}
      </p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="submit"
          form={`${id}-form`}
          disabled={busy}
          className={danger ? dangerButton : undefined}
        >
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </>
  );
}

/**
 * Every admin change is confirmed here first: the question naming the account, what will happen,
 * a reason where one is needed; the server's refusal (the last admin, one's own account) is shown
 * in the dialog, which stays open.
 */
export function ActionDialog(props: ActionDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <DialogContent>{props.open ? <Panel {...props} /> : null}</DialogContent>
    </Dialog>
  );
}
