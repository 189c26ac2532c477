import { ActionMenu } from '@/client/components/ui/action-menu';
import { adminEventActions } from '@/shared/domain/admin-event-actions';
import type { AdminEvent } from '@/shared/schemas/admin-events';
import type { EventAction } from './event-action-dialog';

const LABELS: Record<EventAction, string> = {
  unpublish: 'Unpublish…',
  republish: 'Republish…',
  transfer: 'Transfer to another organizer…',
  cancel: 'Cancel with refunds…',
};

/** A row's "Manage" menu: what an admin may do to the event as it stands. */
export function EventRowActions({
  event,
  onChoose,
}: {
  event: AdminEvent;
  onChoose: (event: AdminEvent, action: EventAction) => void;
}) {
  return (
    <ActionMenu
      label={`Manage ${event.title}`}
      actions={adminEventActions({ status: event.status, takenDown: event.unpublished !== null })}
      labelOf={(action) => LABELS[action]}
      onChoose={(action) => onChoose(event, action)}
    />
  );
}
