import { ActionMenu } from '@/client/components/ui/action-menu';
import { LIFE_ACTIONS, type LifeAction } from '@/shared/domain/event-life';
import type { OrganizerEvent } from '@/shared/schemas/organizer';

const LABELS: Record<LifeAction, string> = { postpone: 'Postpone…', cancel: 'Cancel event…' };

/** A row's "Manage" menu: postpone or cancel the event, or follow a cancelled one's refunds. */
export function OwnEventActions({
  event,
  onChoose,
}: {
  event: OrganizerEvent;
  onChoose: (event: OrganizerEvent, action: LifeAction) => void;
}) {
  return (
    <ActionMenu
      label={`Manage ${event.title}`}
      actions={LIFE_ACTIONS[event.status]}
      labelOf={(action) => (event.status === 'cancelled' ? 'Refunds' : LABELS[action])}
      onChoose={(action) => onChoose(event, action)}
    />
  );
}
