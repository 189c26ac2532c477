import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/client/components/ui/dialog';
import { fieldClass } from '@/client/components/ui/input';
import { ApiRequestError } from '@/client/lib/api-client';
import { cn } from '@/client/lib/cn';
import { CANCEL_REASON_MAX } from '@/shared/domain/event-life';
import { formatCount, formatEventWhen, formatPaise } from '@/shared/domain/format';
import type { EventCancellation, OrganizerEvent } from '@/shared/schemas/organizer';
import { cancelEvent } from '../api/cancel-event';
import { cancellationQueryOptions, useCancellation } from '../api/get-cancellation';

const OFFLINE = 'The server could not be reached. Nothing was cancelled; please try again.';
const REASON_REQUIRED = 'Say why the event is cancelled';
const dangerButton = 'bg-alert-700 text-white hover:bg-alert-600 disabled:bg-ink-300';

const bookingCount = (n: number) => `${formatCount(n)} ${n === 1 ? 'booking' : 'bookings'}`;

/** What the cancel will do, in the organiser's words: the refunds (counted on the server) and the tickets. */
function Consequences({ preview }: { preview: EventCancellation | undefined }) {
  return (
    <ul className="mt-4 list-disc space-y-1.5 rounded-lg border border-alert-600/30 bg-alert-600/5 py-3 pr-3 pl-7 text-sm text-ink-900">
      <li>Fans can no longer book it; the event page says it was cancelled.</li>
      <li>
        {!preview
          ? 'Counting confirmed bookings…'
          : preview.remaining === 0
            ? 'No booking is confirmed yet: there is nothing to refund.'
            : `${bookingCount(preview.remaining)} confirmed: each will be refunded in full, ${formatPaise(preview.remainingPaise)} in all (seats, add-ons, insurance, fee and GST).`}
      </li>
      <li>Their tickets become void: the gate answers “This event was cancelled”.</li>
      <li className="font-semibold">This cannot be undone.</li>
    </ul>
  );
}

/** The refunds as they stand: every one done, or how many so far (the dialog reads again each second). */
function refundProgress(state: EventCancellation): string {
  const total = state.refunded + state.remaining;
  if (state.remaining > 0)
    return `Refunding: ${formatCount(state.refunded)} of ${bookingCount(total)} refunded so far…`;
  if (total === 0) return 'Event cancelled. No booking needed a refund.';
  return `Event cancelled. ${bookingCount(total)} refunded in full: ${formatPaise(state.refundedPaise)}.`;
}

function CancelPanel({ event, onClose }: { event: OrganizerEvent; onClose: () => void }) {
  const client = useQueryClient();
  const state = useCancellation(event.id);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const cancelled = state.data?.cancelled ? state.data : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const trimmed = reason.trim();
    if (!trimmed) {
      setReasonError(REASON_REQUIRED);
      reasonField.current?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    setReasonError(null);
    try {
      const answer = await cancelEvent(event.id, { reason: trimmed });
      client.setQueryData(cancellationQueryOptions(event.id).queryKey, answer);
      // The list shows it cancelled, its revenue refunded.
      void client.invalidateQueries({ queryKey: ['organizer'] });
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

  const status = sending ? 'Cancelling the event…' : cancelled ? refundProgress(cancelled) : '';
  const done = cancelled !== null && cancelled.remaining === 0;
  return (
    <>
      <DialogTitle>{cancelled ? 'Event cancelled' : 'Cancel this event?'}</DialogTitle>
      <DialogDescription className="mt-1 pr-8">
        {event.title} · {formatEventWhen(event.startsAt)}
      </DialogDescription>
      <p role="status" className="mt-4 text-sm font-semibold text-ink-900 empty:hidden">
        {status}
      </p>
      {cancelled ? (
        <div className="mt-4 space-y-2 text-sm text-ink-700">
          {cancelled.refunded + cancelled.remaining > 0 ? (
            <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-ink-100">
              <div
                className="h-full rounded-full bg-pitch-600"
                style={{
                  width: `${Math.round((100 * cancelled.refunded) / (cancelled.refunded + cancelled.remaining))}%`,
                }}
              />
            </div>
          ) : null}
          {cancelled.reason ? (
            <p>
              <span className="font-semibold text-ink-900">Reason shown to fans:</span> {cancelled.reason}
            </p>
          ) : null}
          <p>Each booking is refunded in full through the payment gateway, and its tickets are void.</p>
        </div>
      ) : (
        <form id={`${id}-form`} onSubmit={submit} noValidate>
          <Consequences preview={state.data} />
          <div className="mt-4 space-y-1.5">
            <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-ink-900">
              Reason (shown to fans on the event page)
            </label>
            <textarea
              ref={reasonField}
              id={`${id}-reason`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              rows={3}
              maxLength={CANCEL_REASON_MAX}
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
                Up to {CANCEL_REASON_MAX} characters, e.g. “The venue is unavailable after heavy rain”.
              </p>
            )}
          </div>
          {failure ? (
            <p role="alert" className="mt-3 text-sm font-semibold text-alert-700">
              {failure}
            </p>
          ) : null}
        </form>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cancelled ? (
          <Button onClick={onClose}>{done ? 'Done' : 'Close (refunds go on)'}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              Keep event
            </Button>
            <Button type="submit" form={`${id}-form`} disabled={sending} className={dangerButton}>
              {sending ? 'Cancelling…' : 'Cancel event and refund'}
            </Button>
          </>
        )}
      </div>
    </>
  );
}

/**
 * The cancel dialog: what cancelling does (the confirmed bookings refunded in full, tickets void),
 * a required reason, then the refunds' progress until every booking is refunded. Opened for a
 * cancelled event, it shows that progress.
 */
export function CancelEventDialog({ event, onClose }: { event: OrganizerEvent | null; onClose: () => void }) {
  return (
    <Dialog open={event !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>{event ? <CancelPanel event={event} onClose={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}
