import { useId, useState } from 'react';
import { ConfirmDialog, ConfirmPanel } from '@/client/components/ui/confirm-dialog';
import { ReasonField } from '@/client/components/ui/reason-field';
import { cn } from '@/client/lib/cn';
import { useConfirmAction, useReason } from '@/client/lib/use-confirm-action';
import { formatPaise } from '@/shared/domain/format';
import type { RefundScope } from '@/shared/domain/refund';
import { type AdminBooking, REFUND_REASON_MAX, REFUND_REASON_MIN } from '@/shared/schemas/admin-bookings';
import { refundBooking } from '../api/refund-booking';
import { refundBlocked, refundPaise, refundQuestion } from '../lib/refund-words';

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
  const action = useConfirmAction();
  const reason = useReason({ required: 'Give the reason for the refund', minLength: REFUND_REASON_MIN });
  const id = useId();
  const blocked = refundBlocked(booking, scope);
  const amount = formatPaise(refundPaise(booking, scope));

  const confirm = () => {
    const text = reason.checked();
    if (text === null) return;
    void action.run(async () => {
      const answer = await refundBooking(booking.reference, { scope, reason: text });
      onDone(
        answer,
        scope === 'full'
          ? `Refunded ${amount}. The booking's tickets no longer admit anyone; the fan is told by e-mail.`
          : `Refunded the ticket insurance, ${amount}. The fan is told by e-mail.`,
      );
    }, reason.onFields);
  };

  return (
    <ConfirmPanel
      title={`Refund booking ${booking.reference}?`}
      description={`${booking.event.title} · ${booking.contact.name}`}
      confirmLabel={`Refund ${amount}`}
      busyLabel="Refunding…"
      danger
      busy={action.busy}
      error={action.error}
      confirmDisabled={blocked !== null}
      onConfirm={confirm}
      onDismiss={onClose}
    >
      <fieldset className="mt-4">
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
        className="mt-4 rounded-lg border border-alert-600/30 bg-alert-600/5 p-3 text-sm font-semibold text-ink-900"
        aria-live="polite"
      >
        {blocked ?? refundQuestion(booking, scope)}
      </p>
      <ReasonField
        label="Reason (kept in the audit log)"
        hint="E.g. “Turned away at the gate: seat taken by a steward’s error”."
        maxLength={REFUND_REASON_MAX}
        {...reason.field}
      />
    </ConfirmPanel>
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
    <ConfirmDialog open={open} onDismiss={onClose}>
      <RefundPanel booking={booking} onDone={onDone} onClose={onClose} />
    </ConfirmDialog>
  );
}
