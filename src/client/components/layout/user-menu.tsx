import { type ComponentProps, type ComponentType, useRef, useState } from 'react';
import { cn } from '@/client/lib/cn';
import { avatarLetter, type ViewerRole } from '@/shared/domain/roles';
import type { SessionUser } from '@/shared/schemas/account';
import { onDarkFocus } from './on-dark';
import type { UserMenuRadixProps } from './user-menu-radix';

const loadRadixMenu = () => import('./user-menu-radix');

/** The round avatar with the user's letter; the accessible name says whose menu it opens. */
export function AvatarButton({
  user,
  className,
  ...props
}: ComponentProps<'button'> & { user: Pick<SessionUser, 'name' | 'email'> }) {
  return (
    <button
      type="button"
      aria-label={`Account menu for ${user.name || user.email}`}
      className={cn(
        'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-base font-bold text-white hover:bg-brand-700',
        onDarkFocus,
        className,
      )}
      {...props}
    >
      <span aria-hidden="true">{avatarLetter(user)}</span>
    </button>
  );
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * The user menu (Dashboard, My Bookings, Settings, Logout). Its Radix code is fetched on the
 * avatar's first hover, focus or press, like the Sports menu; a look-alike button stands in until then.
 */
export function UserMenu({ user, role }: { user: SessionUser; role: ViewerRole }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const request = useRef({ open: false });
  const [Menu, setMenu] = useState<{
    Component: ComponentType<UserMenuRadixProps>;
    initial: UserMenuRadixProps['initial'];
  } | null>(null);

  const load = (open?: boolean) => {
    if (open) request.current = { open: true };
    void loadRadixMenu()
      .then((module) =>
        setMenu(
          (current) =>
            current ?? {
              Component: module.UserMenuRadix,
              initial: { ...request.current, focusTrigger: document.activeElement === buttonRef.current },
            },
        ),
      )
      .catch(() => {
        // Offline: the avatar stays; Dashboard and Logout are also in the mobile menu.
      });
  };

  if (Menu) return <Menu.Component user={user} role={role} initial={Menu.initial} />;
  return (
    <AvatarButton
      ref={buttonRef}
      user={user}
      aria-haspopup="menu"
      aria-expanded="false"
      onPointerEnter={() => load()}
      onFocus={() => load()}
      onPointerDown={(e) => {
        if (e.button === 0) load(true);
      }}
      onKeyDown={(e) => {
        if (!OPEN_KEYS.has(e.key)) return;
        e.preventDefault();
        load(true);
      }}
    />
  );
}
