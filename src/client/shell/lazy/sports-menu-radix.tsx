import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import { cn } from '@/client/lib/cn';
import { paths } from '@/client/paths';
import { isActivePath } from '@/client/shell/nav';
import { navLinkClass } from '@/client/shell/nav-link-class';
import { NAV_SPORTS, SPORTS } from '@/shared/constants';

const navSports = SPORTS.filter((s) => NAV_SPORTS.includes(s.id));

export interface SportsMenuRadixProps {
  pathname: string;
  active: boolean;
  /**
   * How the light placeholder was left, read once at the first render: open the menu at once,
   * whether by keyboard, and whether the placeholder had focus.
   */
  takeInitial: () => { open: boolean; keyboard: boolean; focusTrigger: boolean };
}

/** The Radix dropdown behind the header's Sports button, loaded on first intent (see sports-menu.tsx). */
export function SportsMenuRadix({ pathname, active, takeInitial }: SportsMenuRadixProps) {
  const [initial] = useState(takeInitial);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const firstItemRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    // Opened by a key press on the placeholder: focus the first sport, as Radix does for keyboard opens.
    if (initial.open && initial.keyboard) {
      const frame = requestAnimationFrame(() => firstItemRef.current?.focus());
      return () => cancelAnimationFrame(frame);
    }
    // The placeholder button had focus and was replaced by this trigger: keep focus where it was.
    if (initial.focusTrigger && !initial.open) triggerRef.current?.focus();
  }, [initial]);

  return (
    <DropdownMenu modal={false} defaultOpen={initial.open}>
      <DropdownMenuTrigger
        ref={triggerRef}
        className={cn(navLinkClass(active), 'data-[state=open]:bg-white/10')}
        aria-current={active ? 'true' : undefined}
      >
        Sports
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {navSports.map((sport, index) => {
          const href = paths.sport(sport.id);
          return (
            <DropdownMenuItem key={sport.id} asChild>
              <Link
                ref={index === 0 ? firstItemRef : undefined}
                to={href}
                aria-current={isActivePath(pathname, href) ? 'page' : undefined}
              >
                <span aria-hidden="true" className="text-lg">
                  {sport.emoji}
                </span>
                {sport.name}
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
