import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog, ConfirmPanel } from '@/client/components/ui/confirm-dialog';
import { NativeSelect } from '@/client/components/ui/input';
import { ReasonField } from '@/client/components/ui/reason-field';
import { notify } from '@/client/lib/notify';
import { useConfirmAction, useReason } from '@/client/lib/use-confirm-action';
import { ASSIGNABLE_ROLES, SUSPENSION_REASON_MAX } from '@/shared/domain/account-admin';
import { formatCount } from '@/shared/domain/format';
import { ROLE_LABELS } from '@/shared/domain/roles';
import type { Role } from '@/shared/schemas/account';
import type { AccountAction, AccountDetail } from '@/shared/schemas/admin-accounts';
import { changeRole } from '../api/change-role';
import { endSessions } from '../api/end-sessions';
import { accountQueryOptions } from '../api/get-account';
import { restoreAccount } from '../api/restore-account';
import { suspendAccount } from '../api/suspend-account';

type Acting = { kind: 'role'; role: Role } | { kind: 'suspend' } | { kind: 'restore' } | { kind: 'sessions' };

const article = (role: Role) => (role === 'user' ? 'a' : 'an');

/** What the new role gives or takes away, said before the admin confirms it. */
function roleConsequence(from: Role, to: Role): string {
  if (to === 'admin')
    return 'They get the admin console: accounts, events, bookings and refunds of everyone.';
  if (to === 'organizer') {
    return from === 'admin'
      ? 'They lose the admin console and get the organizer console for their own events.'
      : 'They get the organizer console and can create, publish and run events.';
  }
  return from === 'admin'
    ? 'They lose the admin console and keep only their own bookings.'
    : 'They lose the organizer console; the events they run stay as they are.';
}

/** "Their 2 live sessions end now.", said before a suspension. */
const sessionsEndNow = (n: number) =>
  n === 0
    ? 'They are not signed in anywhere now.'
    : n === 1
      ? 'Their live session ends now.'
      : `Their ${formatCount(n)} live sessions end now.`;

const sessionCount = (n: number) => `${formatCount(n)} live ${n === 1 ? 'session' : 'sessions'}`;

interface AccountDialog {
  /** The question, naming the account: "Suspend Priya Shah?". */
  title: string;
  consequence: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  danger?: boolean;
  /** Asks for a reason first (required), handed to onConfirm. */
  reason?: { label: string; hint: string; required: string };
  /** Does the action; a refusal is shown in the dialog (one naming the reason by the reason). */
  onConfirm: (reason: string) => Promise<void>;
}

/** One action's confirm dialog: the server's refusal (the last admin, one's own account) keeps it open. */
function AccountActionPanel({ dialog, onClose }: { dialog: AccountDialog; onClose: () => void }) {
  const action = useConfirmAction();
  const reason = useReason({ required: dialog.reason?.required ?? '' });
  const confirm = () => {
    const text = dialog.reason ? reason.checked() : '';
    if (text === null) return;
    void action.run(async () => {
      await dialog.onConfirm(text);
      onClose();
    }, reason.onFields);
  };
  return (
    <ConfirmPanel
      title={dialog.title}
      description={dialog.consequence}
      confirmLabel={dialog.confirmLabel}
      busyLabel={dialog.busyLabel}
      danger={dialog.danger}
      busy={action.busy}
      error={action.error}
      onConfirm={confirm}
      onDismiss={onClose}
    >
      {dialog.reason ? (
        <ReasonField
          label={dialog.reason.label}
          hint={dialog.reason.hint}
          maxLength={SUSPENSION_REASON_MAX}
          {...reason.field}
        />
      ) : null}
    </ConfirmPanel>
  );
}

/** Change the role, suspend or restore, end all sessions: each confirmed in a dialog first. */
export function AccountActions({ detail }: { detail: AccountDetail }) {
  const id = useId();
  const client = useQueryClient();
  const { account } = detail;
  const [role, setRole] = useState<Role>(account.role);
  const [acting, setActing] = useState<Acting | null>(null);
  const close = () => setActing(null);

  /** The answer becomes the page's account; the search's lists read again. */
  const took = ({ changed: _changed, ...now }: AccountAction) => {
    client.setQueryData(accountQueryOptions(account.id).queryKey, now);
    void client.invalidateQueries({ queryKey: ['admin', 'accounts', 'list'] });
  };

  const dialogs: Record<Acting['kind'], AccountDialog> = {
    role: {
      title: `Make ${account.name} ${article(role)} ${ROLE_LABELS[role].toLowerCase()}?`,
      consequence: (
        <p>
          {roleConsequence(account.role, role)} It applies on their next request; they need not sign in again.
        </p>
      ),
      confirmLabel: `Make ${ROLE_LABELS[role].toLowerCase()}`,
      busyLabel: 'Changing the role…',
      onConfirm: async () => {
        const answer = await changeRole(account.id, role);
        took(answer);
        if (answer.changed)
          notify.success(
            'Role changed',
            `${account.name} is now ${article(role)} ${ROLE_LABELS[role].toLowerCase()}.`,
          );
        else
          notify.info(
            'Nothing to change',
            `${account.name} was already ${article(role)} ${ROLE_LABELS[role].toLowerCase()}.`,
          );
      },
    },
    suspend: {
      title: `Suspend ${account.name}?`,
      consequence: (
        <p>
          {sessionsEndNow(detail.sessions.length)} They cannot sign in until an admin restores the account;
          signing in, they are told it is suspended.
        </p>
      ),
      confirmLabel: 'Suspend account',
      busyLabel: 'Suspending…',
      danger: true,
      reason: {
        label: 'Reason (kept in the audit log, not shown to them)',
        hint: `Up to ${SUSPENSION_REASON_MAX} characters, e.g. “Chargebacks on three bookings”.`,
        required: 'Say why the account is suspended',
      },
      onConfirm: async (reason) => {
        const answer = await suspendAccount(account.id, reason);
        took(answer);
        notify.success(
          answer.changed ? 'Account suspended' : 'Already suspended',
          `${account.name} cannot sign in.`,
        );
      },
    },
    restore: {
      title: `Restore ${account.name}?`,
      consequence: <p>They can sign in again. Sessions that ended with the suspension stay ended.</p>,
      confirmLabel: 'Restore account',
      busyLabel: 'Restoring…',
      onConfirm: async () => {
        const answer = await restoreAccount(account.id);
        took(answer);
        notify.success(
          answer.changed ? 'Account restored' : 'Already active',
          `${account.name} can sign in.`,
        );
      },
    },
    sessions: {
      title: `End all sessions of ${account.name}?`,
      consequence: (
        <p>
          They are signed out on every device now ({sessionCount(detail.sessions.length)}). They can sign in
          again with their password.
        </p>
      ),
      confirmLabel: 'End all sessions',
      busyLabel: 'Ending sessions…',
      danger: true,
      onConfirm: async () => {
        const answer = await endSessions(account.id);
        took(answer);
        notify.success(
          'Sessions ended',
          answer.ended === 0
            ? 'No session was live.'
            : `${sessionCount(answer.ended).replace('live ', '')} ended.`,
        );
      },
    },
  };

  return (
    <section aria-labelledby={`${id}-actions`} className="kp-card p-5">
      <h2 id={`${id}-actions`} className="text-lg font-bold text-ink-900">
        Actions
      </h2>
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setActing({ kind: 'role', role });
        }}
      >
        <div className="min-w-40 flex-1">
          <label htmlFor={`${id}-role`} className="mb-1 block text-sm font-semibold text-ink-900">
            Role
          </label>
          <NativeSelect
            id={`${id}-role`}
            value={role}
            onChange={(e) => setRole(e.target.value as Role)}
            className="h-11 w-full"
          >
            {ASSIGNABLE_ROLES.map((value) => (
              <option key={value} value={value}>
                {ROLE_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="secondary" className="h-11" disabled={role === account.role}>
          Change role
        </Button>
      </form>
      <div className="mt-4 flex flex-wrap gap-2">
        {account.suspendedAt ? (
          <Button variant="secondary" onClick={() => setActing({ kind: 'restore' })}>
            Restore account
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setActing({ kind: 'suspend' })}>
            Suspend account
          </Button>
        )}
        <Button variant="secondary" onClick={() => setActing({ kind: 'sessions' })}>
          End all sessions
        </Button>
      </div>
      <ConfirmDialog open={acting !== null} onDismiss={close}>
        {acting ? (
          <AccountActionPanel key={acting.kind} dialog={dialogs[acting.kind]} onClose={close} />
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
