import { ChevronDown } from 'lucide-react';
import { useRef } from 'react';
import { buttonClass } from '@/client/components/ui/button-class';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import { LIFE_ACTIONS, type LifeAction } from '@/shared/domain/event-life';
import type { OrganizerEvent } from '@/shared/schemas/organizer';

const LABELS: Record<LifeAction, string> = { postpone: 'Postpone…', cancel: 'Cancel event…' };

/**
 * A row's "Manage" menu: postpone or cancel the event, or follow a cancelled one's refunds. The
 * choice is handed on once the menu has closed and given focus back to its button, so the dialog
 * it opens returns focus there too.
 */
export function OwnEventActions({
  event,
  onChoose,
}: {
  event: OrganizerEvent;
  onChoose: (event: OrganizerEvent, action: LifeAction) => void;
}) {
  const chosen = useRef<LifeAction | null>(null);
  const actions = LIFE_ACTIONS[event.status];
  if (actions.length === 0) return null;
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
        {actions.map((action) => (
          <DropdownMenuItem
            key={action}
            onSelect={() => {
              chosen.current = action;
            }}
          >
            {event.status === 'cancelled' ? 'Refunds' : LABELS[action]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
