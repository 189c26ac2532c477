import { pageOf } from '../../../shared/domain/paging';
import type { SessionUser } from '../../../shared/schemas/account';
import {
  type AuditAction,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
  type AuditState,
  auditTargetOf,
} from '../../../shared/schemas/audit';
import type { Transaction } from '../../db/transaction';
import type { AuditRepo, AuditRow } from './audit.repo';

/** Who acted: the signed-in account as it is at the time (its name and e-mail are copied). */
export type AuditActor = Pick<SessionUser, 'id' | 'name' | 'email' | 'role'>;

/** One change to record: what was done to which target, by whom, from what to what. */
export interface AuditRecord {
  action: AuditAction;
  actor: AuditActor;
  targetId: string;
  /** What a person calls the target: an e-mail, an event's title, a booking's reference. */
  targetLabel: string;
  reason?: string | null;
  before?: AuditState | null;
  after?: AuditState | null;
}

/** What other modules call, in the transaction of the change, to record it. */
export interface AuditTrail {
  record(transaction: Transaction, ...records: AuditRecord[]): Promise<void>;
}

function entryOf(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    actor: { id: row.actorId, name: row.actorName, email: row.actorEmail, role: row.actorRole },
    target: { kind: row.targetKind, id: row.targetId, label: row.targetLabel },
    reason: row.reason,
    before: row.before,
    after: row.after,
  };
}

export function createAuditService(repo: AuditRepo, now: () => Date) {
  return {
    record(transaction: Transaction, ...records: AuditRecord[]): Promise<void> {
      const at = now();
      return repo.append(
        transaction,
        records.map((entry) => ({
          at,
          action: entry.action,
          actorId: entry.actor.id,
          actorName: entry.actor.name,
          actorEmail: entry.actor.email,
          actorRole: entry.actor.role,
          targetKind: auditTargetOf(entry.action),
          targetId: entry.targetId,
          targetLabel: entry.targetLabel,
          reason: entry.reason ?? null,
          before: entry.before ?? null,
          after: entry.after ?? null,
        })),
      );
    },

    async search(query: AuditQuery): Promise<AuditPage> {
      const { rows, total } = await repo.search(query);
      return pageOf(rows.map(entryOf), query, total);
    },
  } satisfies AuditTrail & Record<string, unknown>;
}

export type AuditService = ReturnType<typeof createAuditService>;
