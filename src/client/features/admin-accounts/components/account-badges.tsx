import { Badge, type BadgeTone } from '@/client/components/ui/badge';
import { ROLE_LABELS } from '@/shared/domain/roles';
import type { Role } from '@/shared/schemas/account';
import type { AccountSummary } from '@/shared/schemas/admin-accounts';

const ROLE_TONES: Record<Role, BadgeTone> = { user: 'neutral', organizer: 'info', admin: 'dark' };

/** The account's role, and "Suspended" while it is: the two things an admin scans a list for. */
export function AccountBadges({ account }: { account: Pick<AccountSummary, 'role' | 'suspendedAt'> }) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <Badge tone={ROLE_TONES[account.role]}>{ROLE_LABELS[account.role]}</Badge>
      {account.suspendedAt ? <Badge tone="danger">Suspended</Badge> : null}
    </span>
  );
}
