import { LayoutDashboard, LogOut, Settings, Ticket } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import { useSignOut } from '@/client/features/auth/use-sign-out';
import { paths } from '@/client/paths';
import { dashboardPathFor, ROLE_LABELS, type ViewerRole } from '@/shared/domain/roles';
import type { SessionUser } from '@/shared/schemas/account';
import { AvatarButton } from './avatar-button';

export interface UserMenuRadixProps {
  user: SessionUser;
  role: ViewerRole;
  initial: { open: boolean; focusTrigger: boolean };
}

/** The signed-in user's menu (loaded on first hover, focus or press of the avatar). */
export function UserMenuRadix({ user, role, initial }: UserMenuRadixProps) {
  const [open, setOpen] = useState(initial.open);
  const trigger = useRef<HTMLButtonElement>(null);
  const signOut = useSignOut();
  useEffect(() => {
    if (initial.focusTrigger) trigger.current?.focus();
  }, [initial.focusTrigger]);

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <AvatarButton ref={trigger} user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>
          <span className="block truncate text-sm font-semibold tracking-normal text-ink-900 normal-case">
            {user.name || user.email}
          </span>
          <span className="block truncate text-xs font-normal tracking-normal text-ink-600 normal-case">
            {user.email} · {ROLE_LABELS[role]}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={dashboardPathFor(role)}>
            <LayoutDashboard aria-hidden="true" className="h-4 w-4" />
            Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.bookings()}>
            <Ticket aria-hidden="true" className="h-4 w-4" />
            My Bookings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.settings()}>
            <Settings aria-hidden="true" className="h-4 w-4" />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" className="h-4 w-4" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
