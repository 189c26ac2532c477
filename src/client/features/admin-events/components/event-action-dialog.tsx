import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog, ConfirmPanel } from '@/client/components/ui/confirm-dialog';
import { FormField, NativeSelect } from '@/client/components/ui/input';
import { ReasonField } from '@/client/components/ui/reason-field';
import { useConfirmAction, useReason } from '@/client/lib/use-confirm-action';
import type { AdminEventAction } from '@/shared/domain/admin-event-actions';
import { CANCEL_REASON_MAX } from '@/shared/domain/event-life';
import { formatCount, formatEventWhen, formatPaise } from '@/shared/domain/format';
import { type AdminEvent, UNPUBLISH_REASON_MAX } from '@/shared/schemas/admin-events';
import { cancelEventAsAdmin } from '../api/cancel-event';
import { useCancellation } from '../api/get-cancellation';
import { useAdminOrganizers } from '../api/list-organizers';
import { republishEvent } from '../api/republish-event';
import { transferEvent } from '../api/transfer-event';
import { unpublishEvent } from '../api/unpublish-event';

export type EventAction = AdminEventAction;
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

function UnpublishPanel({ event, onDone, onCancel }: PanelProps) {
  const action = useConfirmAction();
  const reason = useReason({ required: 'Say why the event is taken down' });
  const confirm = () => {
    const text = reason.checked();
    if (text === null) return;
    void action.run(async () => {
      const done = await unpublishEvent(event.id, { reason: text });
      onDone(
        `${event.title} is unpublished. ${plural(done.releasedHolds, 'open booking session was', 'open booking sessions were')} released.`,
      );
    }, reason.onFields);
  };
  return (
    <ConfirmPanel
      title={`Unpublish ${event.title}?`}
      description={subjectOf(event)}
      consequences={[
        'It leaves the catalogue and goes off sale now; fans choosing seats lose their sessions.',
        'Tickets already sold stay valid; a fan already paying may still complete the booking.',
        `${event.organizer.name} sees it as “Unpublished by KhelPass” and cannot put it back; only an admin can.`,
      ]}
      confirmLabel="Unpublish event"
      busyLabel="Unpublishing…"
      danger
      busy={action.busy}
      error={action.error}
      onConfirm={confirm}
      onDismiss={onCancel}
    >
      <ReasonField
        label="Reason (shown to the organizer)"
        hint={`Up to ${UNPUBLISH_REASON_MAX} characters, e.g. “Listing under review for fraud reports”.`}
        maxLength={UNPUBLISH_REASON_MAX}
        {...reason.field}
      />
    </ConfirmPanel>
  );
}

function RepublishPanel({ event, onDone, onCancel }: PanelProps) {
  const action = useConfirmAction();
  return (
    <ConfirmPanel
      title={`Republish ${event.title}?`}
      description={subjectOf(event)}
      consequences={[
        'It returns to the catalogue, and goes on sale again if its sale window is open.',
        event.unpublished
          ? `It was taken down because: ${event.unpublished.reason}`
          : 'It is not taken down.',
      ]}
      confirmLabel="Republish event"
      busyLabel="Republishing…"
      busy={action.busy}
      error={action.error}
      onConfirm={() =>
        void action.run(async () => {
          await republishEvent(event.id);
          onDone(`${event.title} is back in the catalogue.`);
        })
      }
      onDismiss={onCancel}
    />
  );
}

function TransferPanel({ event, onDone, onCancel }: PanelProps) {
  const organizers = useAdminOrganizers();
  const action = useConfirmAction();
  const [organizerId, setOrganizerId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const choices = (organizers.data?.items ?? []).filter(
    (o) => o.role === 'organizer' && o.id !== event.organizer.id,
  );
  const chosen = choices.find((o) => o.id === organizerId);
  const refuse = (message: string) => {
    setError(message);
    document.getElementById(id)?.focus();
  };
  const confirm = () => {
    if (!chosen) return refuse('Choose an organizer');
    void action.run(
      async () => {
        await transferEvent(event.id, { organizerId: chosen.id });
        onDone(`${event.title} now belongs to ${chosen.name}.`);
      },
      (fields) => {
        if (!fields.organizerId) return false;
        refuse(fields.organizerId);
        return true;
      },
    );
  };
  return (
    <ConfirmPanel
      title={`Transfer ${event.title}?`}
      description={subjectOf(event)}
      consequences={[
        `${chosen ? chosen.name : 'The organizer you choose'} runs it from now on: its editor, sales, deals and gate.`,
        `${event.organizer.name} (${event.organizer.email}) no longer sees it in their console.`,
        'Fans, bookings and tickets are not affected.',
      ]}
      confirmLabel="Transfer event"
      busyLabel="Transferring…"
      busy={action.busy}
      error={action.error}
      onConfirm={confirm}
      onDismiss={onCancel}
    >
      <FormField id={id} label="New organizer" error={error} className="mt-4">
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
          <option value="">{organizers.isPending ? 'Loading organizers…' : 'Choose an organizer'}</option>
          {choices.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name} ({o.email})
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </ConfirmPanel>
  );
}

function CancelPanel({ event, onDone, onCancel }: PanelProps) {
  const preview = useCancellation(event.id);
  const action = useConfirmAction();
  const reason = useReason({ required: 'Say why the event is cancelled' });
  const remaining = preview.data?.remaining;
  const confirm = () => {
    const text = reason.checked();
    if (text === null) return;
    void action.run(async () => {
      const done = await cancelEventAsAdmin(event.id, { reason: text });
      const refunded = done.refunded + done.remaining;
      onDone(
        `${event.title} is cancelled. ${plural(refunded, 'booking is', 'bookings are')} refunded${done.remaining > 0 ? ` (${formatCount(done.remaining)} still in progress)` : ''}.`,
      );
    }, reason.onFields);
  };
  return (
    <ConfirmPanel
      title={`Cancel ${event.title} and refund every booking?`}
      description={subjectOf(event)}
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
      busy={action.busy}
      error={action.error}
      onConfirm={confirm}
      onDismiss={onCancel}
    >
      <ReasonField
        label="Reason (shown to fans on the event page)"
        hint={`Up to ${CANCEL_REASON_MAX} characters.`}
        maxLength={CANCEL_REASON_MAX}
        {...reason.field}
      />
    </ConfirmPanel>
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
    <ConfirmDialog open={chosen !== null} onDismiss={onClose}>
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
    </ConfirmDialog>
  );
}
