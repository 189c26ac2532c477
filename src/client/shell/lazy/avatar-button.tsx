import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';
import { onDarkFocus } from '@/client/shell/on-dark';
import { avatarLetter } from '@/shared/domain/avatar';
import type { SessionUser } from '@/shared/schemas/account';

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
      // `.kp-avatar` is a component class (styles.css), so a caller's utilities win.
      className={cn('kp-avatar', onDarkFocus, className)}
      {...props}
    >
      <span aria-hidden="true">{avatarLetter(user)}</span>
    </button>
  );
}
