import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AuditQuery } from '../../../shared/schemas/audit';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { auditLog } from '../../db/schema';
import { joinTransaction, type Transaction } from '../../db/transaction';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditInsert = Omit<typeof auditLog.$inferInsert, 'id' | 'searchDocument'>;

function conditions(query: AuditQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.q) where.push(sql`${auditLog.searchDocument} like ${likePattern(query.q)}`);
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.target) where.push(eq(auditLog.targetKind, query.target));
  if (query.targetId) where.push(eq(auditLog.targetId, query.targetId));
  if (query.actorId) where.push(eq(auditLog.actorId, query.actorId));
  return where.length ? and(...where) : undefined;
}

/** The only writer of audit_log, and only by appending: the table refuses anything else. */
export function createAuditRepo(db: Db) {
  return {
    /** Appends entries in the transaction of the change they record: both commit, or neither. */
    async append(transaction: Transaction, entries: AuditInsert[]): Promise<void> {
      if (entries.length > 0) await joinTransaction(transaction).insert(auditLog).values(entries);
    },

    /** A page of entries, newest first, and how many match. */
    async search(query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
      const where = conditions(query);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
