import { ChevronDown } from 'lucide-react';
import { useRef } from 'react';
import { buttonClass } from '@/client/components/ui/button-class';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import type { AdminEvent } from '@/shared/schemas/admin-events';
import type { EventAction } from './event-action-dialog';

const LABELS: Record<EventAction, string> = {
  unpublish: 'Unpublish…',
  republish: 'Republish…',
  transfer: 'Transfer to another organiser…',
  cancel: 'Cancel with refunds…',
};

/** What an admin may do to the event as it stands (the server checks each again). */
function actionsFor(event: AdminEvent): EventAction[] {
  const takedown: EventAction[] = event.unpublished
    ? ['republish']
    : event.status === 'draft' || event.status === 'cancelled'
      ? []
      : ['unpublish'];
  const cancellable = !['draft', 'completed', 'cancelled'].includes(event.status);
  return [...takedown, 'transfer', ...(cancellable ? (['cancel'] as const) : [])];
}

/**
 * A row's "Manage" menu. The choice is handed on once the menu has closed and given focus back to
 * its button, so the dialog it opens returns focus there too.
 */
export function EventRowActions({
  event,
  onChoose,
}: {
  event: AdminEvent;
  onChoose: (event: AdminEvent, action: EventAction) => void;
}) {
  const chosen = useRef<EventAction | null>(null);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Manage ${event.title}`}
        className={buttonClass('secondary', 'sm', 'whitespace-nowrap')}
      >
        Manage
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onCloseAutoFocus={() => {
          const action = chosen.current;
          chosen.current = null;
          if (action) onChoose(event, action);
        }}
      >
        {actionsFor(event).map((action) => (
          <DropdownMenuItem
            key={action}
            onSelect={() => {
              chosen.current = action;
            }}
          >
            {LABELS[action]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
