import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { FormField, fieldClass, NativeSelect } from '@/client/components/ui/input';
import { cn } from '@/client/lib/cn';
import { CANCEL_REASON_MAX } from '@/shared/domain/event-life';
import { formatCount, formatEventWhen, formatPaise } from '@/shared/domain/format';
import { type AdminEvent, UNPUBLISH_REASON_MAX } from '@/shared/schemas/admin-events';
import { cancelEventAsAdmin } from '../api/cancel-event';
import { useCancellation } from '../api/get-cancellation';
import { useAdminOrganizers } from '../api/list-organizers';
import { republishEvent } from '../api/republish-event';
import { transferEvent } from '../api/transfer-event';
import { unpublishEvent } from '../api/unpublish-event';
import { ActionForm, type FieldErrors } from './action-form';

export type EventAction = 'unpublish' | 'republish' | 'transfer' | 'cancel';
export interface ChosenAction {
  event: AdminEvent;
  action: EventAction;
}

interface PanelProps {
  event: AdminEvent;
  /** The change was made: `message` says what it did (announced by the page). */
  onDone: (message: string) => void;
  onCancel: () => void;
}

const subjectOf = (event: AdminEvent) =>
  `${event.title} · ${formatEventWhen(event.startsAt)} · run by ${event.organizer.name}`;
const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** A required reason, its error tied to it. */
function ReasonField({
  label,
  hint,
  max,
  value,
  error,
  onChange,
  field,
}: {
  label: string;
  hint: string;
  max: number;
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
  field: React.RefObject<HTMLTextAreaElement | null>;
}) {
  const id = useId();
  return (
    <FormField id={id} label={label} error={error} className="mt-4">
      <textarea
        ref={field}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        rows={3}
        maxLength={max}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className={cn(fieldClass, 'h-auto py-2', error && 'border-alert-600')}
      />
      {error ? null : (
        <p id={`${id}-hint`} className="text-xs text-ink-600">
          {hint}
        </p>
      )}
    </FormField>
  );
}

/** A reason the form checks before sending, and the server's word on it. */
function useReason(required: string) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const field = useRef<HTMLTextAreaElement>(null);
  const checked = () => {
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(required);
      field.current?.focus();
    }
    return trimmed;
  };
  const onFieldErrors = (errors: FieldErrors) => {
    setError(errors.reason);
    field.current?.focus();
  };
  // Typing answers the error: it is shown again only if the next send is refused.
  const edit = (text: string) => {
    setReason(text);
    setError(undefined);
  };
  return { reason, setReason: edit, error, field, checked, onFieldErrors };
}

function UnpublishPanel({ event, onDone, onCancel }: PanelProps) {
  const r = useReason('Say why the event is taken down');
  return (
    <ActionForm
      title={`Unpublish ${event.title}?`}
      subject={subjectOf(event)}
      consequences={[
        'It leaves the catalogue and goes off sale now; fans choosing seats lose their sessions.',
        'Tickets already sold stay valid; a fan already paying may still complete the booking.',
        `${event.organizer.name} sees it as “Unpublished by KhelPass” and cannot put it back; only an admin can.`,
      ]}
      confirmLabel="Unpublish event"
      busyLabel="Unpublishing…"
      danger
      onFieldErrors={r.onFieldErrors}
      onConfirm={async () => {
        const reason = r.checked();
        if (!reason) return false;
        const done = await unpublishEvent(event.id, { reason });
        onDone(
          `${event.title} is unpublished. ${plural(done.releasedHolds, 'open booking session was', 'open booking sessions were')} released.`,
        );
        return true;
      }}
      onCancel={onCancel}
    >
      <ReasonField
        label="Reason (shown to the organiser)"
        hint={`Up to ${UNPUBLISH_REASON_MAX} characters, e.g. “Listing under review for fraud reports”.`}
        max={UNPUBLISH_REASON_MAX}
        value={r.reason}
        error={r.error}
        onChange={r.setReason}
        field={r.field}
      />
    </ActionForm>
  );
}

function RepublishPanel({ event, onDone, onCancel }: PanelProps) {
  return (
    <ActionForm
      title={`Republish ${event.title}?`}
      subject={subjectOf(event)}
      consequences={[
        'It returns to the catalogue, and goes on sale again if its sale window is open.',
        event.unpublished
          ? `It was taken down because: ${event.unpublished.reason}`
          : 'It is not taken down.',
      ]}
      confirmLabel="Republish event"
      busyLabel="Republishing…"
      onConfirm={async () => {
        await republishEvent(event.id);
        onDone(`${event.title} is back in the catalogue.`);
        return true;
      }}
      onCancel={onCancel}
    />
  );
}

function TransferPanel({ event, onDone, onCancel }: PanelProps) {
  const organizers = useAdminOrganizers();
  const [organizerId, setOrganizerId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const choices = (organizers.data?.items ?? []).filter(
    (o) => o.role === 'organizer' && o.id !== event.organizer.id,
  );
  const chosen = choices.find((o) => o.id === organizerId);
  return (
    <ActionForm
      title={`Transfer ${event.title}?`}
      subject={subjectOf(event)}
      consequences={[
        `${chosen ? chosen.name : 'The organiser you choose'} runs it from now on: its editor, sales, deals and gate.`,
        `${event.organizer.name} (${event.organizer.email}) no longer sees it in their console.`,
        'Fans, bookings and tickets are not affected.',
      ]}
      confirmLabel="Transfer event"
      busyLabel="Transferring…"
      onFieldErrors={(errors) => setError(errors.organizerId)}
      onConfirm={async () => {
        if (!chosen) {
          setError('Choose an organiser');
          document.getElementById(id)?.focus();
          return false;
        }
        await transferEvent(event.id, { organizerId: chosen.id });
        onDone(`${event.title} now belongs to ${chosen.name}.`);
        return true;
      }}
      onCancel={onCancel}
    >
      <FormField id={id} label="New organiser" error={error} className="mt-4">
        <NativeSelect
          id={id}
          value={organizerId}
          onChange={(e) => {
            setOrganizerId(e.target.value);
            setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-11 w-full"
        >
          <option value="">{organizers.isPending ? 'Loading organisers…' : 'Choose an organiser'}</option>
          {choices.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name} ({o.email})
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </ActionForm>
  );
}

function CancelPanel({ event, onDone, onCancel }: PanelProps) {
  const preview = useCancellation(event.id);
  const r = useReason('Say why the event is cancelled');
  const remaining = preview.data?.remaining;
  return (
    <ActionForm
      title={`Cancel ${event.title} and refund every booking?`}
      subject={subjectOf(event)}
      consequences={[
        'Fans can no longer book it; the event page says it was cancelled.',
        remaining === undefined
          ? 'Counting confirmed bookings…'
          : remaining === 0
            ? 'No booking is confirmed: there is nothing to refund.'
            : `${plural(remaining, 'confirmed booking is', 'confirmed bookings are')} refunded in full, ${formatPaise(preview.data?.remainingPaise ?? 0)} in all.`,
        'Their tickets become void. This cannot be undone.',
      ]}
      confirmLabel="Cancel event and refund"
      busyLabel="Cancelling and refunding…"
      danger
      onFieldErrors={r.onFieldErrors}
      onConfirm={async () => {
        const reason = r.checked();
        if (!reason) return false;
        const done = await cancelEventAsAdmin(event.id, { reason });
        const refunded = done.refunded + done.remaining;
        onDone(
          `${event.title} is cancelled. ${plural(refunded, 'booking is', 'bookings are')} refunded${done.remaining > 0 ? ` (${formatCount(done.remaining)} still in progress)` : ''}.`,
        );
        return true;
      }}
      onCancel={onCancel}
    >
      <ReasonField
        label="Reason (shown to fans on the event page)"
        hint={`Up to ${CANCEL_REASON_MAX} characters.`}
        max={CANCEL_REASON_MAX}
        value={r.reason}
        error={r.error}
        onChange={r.setReason}
        field={r.field}
      />
    </ActionForm>
  );
}

const PANELS = {
  unpublish: UnpublishPanel,
  republish: RepublishPanel,
  transfer: TransferPanel,
  cancel: CancelPanel,
} as const;

/** The confirm dialog of the action chosen on a row: what it will do, what it needs, then it is done. */
export function EventActionDialog({
  chosen,
  onClose,
  onDone,
}: {
  chosen: ChosenAction | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const client = useQueryClient();
  const Panel = chosen ? PANELS[chosen.action] : null;
  return (
    <Dialog open={chosen !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {chosen && Panel ? (
          <Panel
            key={`${chosen.event.id}-${chosen.action}`}
            event={chosen.event}
            onCancel={onClose}
            onDone={(message) => {
              void client.invalidateQueries({ queryKey: ['admin'] });
              onDone(message);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
