import { ChevronDown } from 'lucide-react';
import { useRef } from 'react';
import { buttonClass } from '@/client/components/ui/button-class';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import { adminEventActions } from '@/shared/domain/admin-event-actions';
import type { AdminEvent } from '@/shared/schemas/admin-events';
import type { EventAction } from './event-action-dialog';

const LABELS: Record<EventAction, string> = {
  unpublish: 'Unpublish…',
  republish: 'Republish…',
  transfer: 'Transfer to another organizer…',
  cancel: 'Cancel with refunds…',
};

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
        {adminEventActions({ status: event.status, takenDown: event.unpublished !== null }).map((action) => (
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
