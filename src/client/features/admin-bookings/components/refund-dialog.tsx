import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/client/components/ui/dialog';
import { fieldClass } from '@/client/components/ui/input';
import { ApiRequestError } from '@/client/lib/api-client';
import { cn } from '@/client/lib/cn';
import { formatPaise } from '@/shared/domain/format';
import type { RefundScope } from '@/shared/domain/refund';
import type { AdminBooking } from '@/shared/schemas/admin-bookings';
import { refundBooking } from '../api/refund-booking';
import { refundBlocked, refundPaise, refundQuestion } from '../lib/refund-words';

const OFFLINE = 'The server could not be reached. Nothing was refunded; please try again.';
const REASON_REQUIRED = 'Give the reason for the refund';
const REASON_MAX = 500;
const dangerButton = 'bg-alert-700 text-white hover:bg-alert-600 disabled:bg-ink-300';

const SCOPES: { scope: RefundScope; label: string }[] = [
  { scope: 'full', label: 'Refund the whole booking' },
  { scope: 'insurance', label: 'Refund the ticket insurance only' },
];

function RefundPanel({
  booking,
  onDone,
  onClose,
}: {
  booking: AdminBooking;
  onDone: (answer: AdminBooking, told: string) => void;
  onClose: () => void;
}) {
  const [scope, setScope] = useState<RefundScope>('full');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const blocked = refundBlocked(booking, scope);
  const amount = formatPaise(refundPaise(booking, scope));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending || blocked) return;
    const trimmed = reason.trim();
    if (trimmed.length < 3) {
      setReasonError(REASON_REQUIRED);
      reasonField.current?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    setReasonError(null);
    try {
      const answer = await refundBooking(booking.reference, { scope, reason: trimmed });
      onDone(
        answer,
        scope === 'full'
          ? `Refunded ${amount}. The booking's tickets no longer admit anyone; the fan is told by e-mail.`
          : `Refunded the ticket insurance, ${amount}. The fan is told by e-mail.`,
      );
    } catch (error) {
      const fieldMessage = error instanceof ApiRequestError ? error.fields.reason : undefined;
      if (fieldMessage) {
        setReasonError(fieldMessage);
        reasonField.current?.focus();
      } else
        setFailure(error instanceof ApiRequestError && error.code !== 'network' ? error.message : OFFLINE);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <DialogTitle>Refund booking {booking.reference}?</DialogTitle>
      <DialogDescription className="mt-1 pr-8">
        {booking.event.title} · {booking.contact.name}
      </DialogDescription>
      <form id={`${id}-form`} onSubmit={submit} noValidate className="mt-4 space-y-4">
        <fieldset>
          <legend className="text-sm font-semibold text-ink-900">What to refund</legend>
          <div className="mt-2 space-y-2">
            {SCOPES.map((option) => {
              const why = refundBlocked(booking, option.scope);
              return (
                <label
                  key={option.scope}
                  className={cn(
                    'flex min-h-11 items-start gap-3 rounded-lg border border-ink-200 p-3 text-sm',
                    why ? 'text-ink-600' : 'cursor-pointer text-ink-900',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-scope`}
                    value={option.scope}
                    checked={scope === option.scope}
                    disabled={why !== null}
                    onChange={() => setScope(option.scope)}
                    className="mt-0.5 h-4 w-4 accent-brand-600"
                  />
                  <span>
                    <span className="font-semibold">{option.label}</span>{' '}
                    {why ?? formatPaise(refundPaise(booking, option.scope))}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <p
          className="rounded-lg border border-alert-600/30 bg-alert-600/5 p-3 text-sm font-semibold text-ink-900"
          aria-live="polite"
        >
          {blocked ?? refundQuestion(booking, scope)}
        </p>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-ink-900">
            Reason (kept in the audit log)
          </label>
          <textarea
            ref={reasonField}
            id={`${id}-reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
            maxLength={REASON_MAX}
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
              E.g. “Turned away at the gate: seat taken by a steward’s error”.
            </p>
          )}
        </div>
        {failure ? (
          <p role="alert" className="text-sm font-semibold text-alert-700">
            {failure}
          </p>
        ) : null}
      </form>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Keep booking
        </Button>
        <Button
          type="submit"
          form={`${id}-form`}
          disabled={sending || blocked !== null}
          className={dangerButton}
        >
          {sending ? 'Refunding…' : `Refund ${amount}`}
        </Button>
      </div>
    </>
  );
}

/**
 * The refund dialog: the whole booking or its insurance only, the amount and where it goes, what
 * becomes of the tickets, and a required reason (the audit log keeps it).
 */
export function RefundDialog({
  booking,
  open,
  onDone,
  onClose,
}: {
  booking: AdminBooking;
  open: boolean;
  onDone: (answer: AdminBooking, told: string) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        {open ? <RefundPanel booking={booking} onDone={onDone} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
