import { ChevronDown } from 'lucide-react';
import { useRef } from 'react';
import { buttonClass } from './button-class';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';

/**
 * A row's "Manage" menu of actions. The choice is handed on once the menu has closed and given focus
 * back to its button, so the dialog it opens returns focus there too. Nothing to offer, no menu.
 */
export function ActionMenu<Action extends string>({
  label,
  actions,
  labelOf,
  onChoose,
}: {
  /** The button's accessible name, e.g. 'Manage India vs England'. */
  label: string;
  actions: readonly Action[];
  labelOf: (action: Action) => string;
  onChoose: (action: Action) => void;
}) {
  const chosen = useRef<Action | null>(null);
  if (actions.length === 0) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger aria-label={label} className={buttonClass('secondary', 'sm', 'whitespace-nowrap')}>
        Manage
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onCloseAutoFocus={() => {
          const action = chosen.current;
          chosen.current = null;
          if (action) onChoose(action);
        }}
      >
        {actions.map((action) => (
          <DropdownMenuItem
            key={action}
            onSelect={() => {
              chosen.current = action;
            }}
          >
            {labelOf(action)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
