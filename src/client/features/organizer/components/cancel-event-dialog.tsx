import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/client/components/ui/dialog';
import { LiveStatus } from '@/client/components/ui/live-status';
import { ReasonField } from '@/client/components/ui/reason-field';
import { fieldsOf } from '@/client/lib/form-errors';
import { actionFailure, useReason } from '@/client/lib/use-confirm-action';
import { CANCEL_REASON_MAX } from '@/shared/domain/event-life';
import { formatCount, formatEventWhen, formatPaise } from '@/shared/domain/format';
import type { EventCancellation, OrganizerEvent } from '@/shared/schemas/organizer';
import { cancelEvent } from '../api/cancel-event';
import { cancellationQueryOptions, useCancellation } from '../api/get-cancellation';

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
  const reason = useReason({ required: 'Say why the event is cancelled' });
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  const cancelled = state.data?.cancelled ? state.data : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const text = reason.checked();
    if (text === null) return;
    setSending(true);
    setFailure(null);
    try {
      const answer = await cancelEvent(event.id, { reason: text });
      client.setQueryData(cancellationQueryOptions(event.id).queryKey, answer);
      // The list shows it cancelled, its revenue refunded.
      void client.invalidateQueries({ queryKey: ['organizer'] });
    } catch (error) {
      if (!reason.onFields(fieldsOf(error))) setFailure(actionFailure(error));
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
      <LiveStatus className="mt-4 text-sm font-semibold text-ink-900">{status}</LiveStatus>
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
          <ReasonField
            label="Reason (shown to fans on the event page)"
            hint={`Up to ${CANCEL_REASON_MAX} characters, e.g. “The venue is unavailable after heavy rain”.`}
            maxLength={CANCEL_REASON_MAX}
            {...reason.field}
          />
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
            <Button type="submit" form={`${id}-form`} disabled={sending} variant="danger">
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
