import type { Role } from '../schemas/account';

/**
 * What an admin may do to an account (issue 14): change its role, suspend it. Two rules keep the
 * platform administrable: an admin never acts on their own role or suspends themselves (they would
 * lock themselves out by mistake), and the last admin who can sign in is never demoted or suspended.
 */
/** The roles an admin assigns, in the order the console lists them (the browser cannot import zod's ROLES). */
export const ASSIGNABLE_ROLES: readonly Role[] = ['user', 'organizer', 'admin'];

/** An account may sign in (active) or not until an admin restores it (suspended). */
export const ACCOUNT_STATUSES = ['active', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The longest reason an admin gives for a suspension. */
export const SUSPENSION_REASON_MAX = 500;

export type AccountChange = { kind: 'role'; role: Role } | { kind: 'suspend' };

export type AccountChangeRefusal = 'own_account' | 'last_admin';

export interface AccountChangeContext {
  actorId: string;
  target: { id: string; role: Role; suspended: boolean };
  /** Admins that are not suspended, the target included when it is one (counted under lock). */
  activeAdmins: number;
}

/** Whether the change would leave the target an admin who can sign in. */
const keepsAnActiveAdmin = (change: AccountChange) => change.kind === 'role' && change.role === 'admin';

/** Why the change is refused, or null when it may go ahead. A no-op is the caller's to spot first. */
export function accountChangeRefusal(
  change: AccountChange,
  { actorId, target, activeAdmins }: AccountChangeContext,
): AccountChangeRefusal | null {
  if (target.id === actorId) return 'own_account';
  const removesAnActiveAdmin = target.role === 'admin' && !target.suspended && !keepsAnActiveAdmin(change);
  if (removesAnActiveAdmin && activeAdmins <= 1) return 'last_admin';
  return null;
}

export const ACCOUNT_CHANGE_MESSAGES: Record<AccountChangeRefusal | 'suspended', string> = {
  own_account: 'You cannot change your own role or suspend your own account. Ask another admin.',
  last_admin: 'This is the last admin who can sign in. Make another account an admin first.',
  suspended: 'This account is suspended.',
};
