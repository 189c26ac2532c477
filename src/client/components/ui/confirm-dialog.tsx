import { type FormEvent, type ReactNode, useId } from 'react';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

/**
 * The one wording of "leave it as it is" in every confirm dialog: 'Cancel' would be ambiguous
 * next to 'Cancel event'.
 */
export const DISMISS_LABEL = 'Keep as is';

/**
 * The frame of a confirm dialog. Its body (a ConfirmPanel, usually inside a component of the
 * caller's that keeps the form's state) is mounted only while open, so each opening starts afresh.
 * Focus returns to the element that opened it (DialogContent).
 */
export function ConfirmDialog({
  open,
  onDismiss,
  children,
}: {
  open: boolean;
  onDismiss: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onDismiss())}>
      <DialogContent>{open ? children : null}</DialogContent>
    </Dialog>
  );
}

export interface ConfirmPanelProps {
  /** The question, naming what it acts on: "Suspend Priya Shah?". */
  title: string;
  /** What confirming does, or what it acts on, in a sentence. */
  description: ReactNode;
  /** What follows from it, one line each; read with the description as the dialog's description. */
  consequences?: readonly ReactNode[];
  /** The form's own fields (a reason, a choice). */
  children?: ReactNode;
  confirmLabel: string;
  /** Announced (and shown) while the change is being made. */
  busyLabel: string;
  busy: boolean;
  /** Why the change was not made, shown in the dialog, which stays open. */
  error: string | null;
  /** A change that takes something away or cannot be undone: the red button. */
  danger?: boolean;
  /** The change cannot be made as the form stands (the choice's reason is shown in the form). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
}

/**
 * A confirm dialog's body: the question, what confirming will do, the form's fields, the busy
 * state (role=status, present before its text arrives), the server's refusal (role=alert), and the
 * two buttons.
 */
export function ConfirmPanel({
  title,
  description,
  consequences,
  children,
  confirmLabel,
  busyLabel,
  busy,
  error,
  danger = false,
  confirmDisabled = false,
  onConfirm,
  onDismiss,
}: ConfirmPanelProps) {
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy && !confirmDisabled) onConfirm();
  };
  return (
    <>
      <DialogTitle className="pr-8">{title}</DialogTitle>
      <DialogDescription asChild>
        <div className="mt-2 pr-8 text-sm text-ink-700">
          <div>{description}</div>
          {consequences && consequences.length > 0 ? (
            <ul className="mt-4 list-disc space-y-1.5 rounded-lg border border-ink-200 bg-ink-50 py-3 pr-3 pl-7 text-ink-900">
              {consequences.map((line, i) => (
                // The lines are fixed for the dialog's life: their order is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={i}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </DialogDescription>
      <form id={`${id}-form`} onSubmit={submit} noValidate>
        {children}
        <p role="status" className="mt-3 text-sm font-semibold text-ink-900">
          {busy ? busyLabel : ''}
        </p>
        {error ? (
          <p role="alert" className="mt-1 text-sm font-semibold text-alert-700">
            {error}
          </p>
        ) : null}
      </form>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDismiss}>
          {DISMISS_LABEL}
        </Button>
        <Button
          type="submit"
          form={`${id}-form`}
          variant={danger ? 'danger' : 'primary'}
          disabled={busy || confirmDisabled}
        >
          {confirmLabel}
        </Button>
      </div>
    </>
  );
}
