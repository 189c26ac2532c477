import { ChevronDown } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import { cn } from '@/client/lib/cn';
import { paths } from '@/client/paths';
import { NAV_SPORTS, SPORTS } from '@/shared/constants';
import { isActivePath, SPORTS_SECTION } from './nav';
import { navLinkClass } from './nav-link-class';

const navSports = SPORTS.filter((s) => NAV_SPORTS.includes(s.id));

/** The header's Sports dropdown: Cricket, Football, Kabaddi. Keyboard: Enter/Space/↓ opens, arrows move. */
export function SportsMenu() {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, SPORTS_SECTION);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className={cn(navLinkClass(active), 'data-[state=open]:bg-white/10')}
        aria-current={active ? 'true' : undefined}
      >
        Sports
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {navSports.map((sport) => {
          const href = paths.sport(sport.id);
          return (
            <DropdownMenuItem key={sport.id} asChild>
              <Link to={href} aria-current={isActivePath(pathname, href) ? 'page' : undefined}>
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
