import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { joinTransaction, type Transaction } from '../../db/transaction';

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type NewOutboxRow = Pick<
  typeof emailOutbox.$inferInsert,
  'dedupeKey' | 'to' | 'subject' | 'html' | 'text' | 'attachments'
>;

/** The e-mail outbox (email_outbox): this module alone writes it. */
export function createMailRepo(db: Db) {
  return {
    /** Writes mails in another module's transaction; a dedupe key already written is skipped. */
    async enqueueIn(transaction: Transaction, rows: NewOutboxRow[], at: Date): Promise<void> {
      if (rows.length === 0) return;
      await joinTransaction(transaction)
        .insert(emailOutbox)
        .values(rows.map((row) => ({ ...row, createdAt: at, nextAttemptAt: at })))
        .onConflictDoNothing({ target: emailOutbox.dedupeKey });
    },

    /**
     * Claims up to `limit` due mails, oldest due first: pending ones whose attempt is due, and ones
     * left 'sending' by a process that died before marking them (their lease ran out). The claim
     * sets 'sending', counts the attempt and holds the row until `leaseUntil`; rows another
     * process is claiming are skipped, so no two processes take the same mail.
     */
    claimDue(limit: number, at: Date, leaseUntil: Date): Promise<OutboxRow[]> {
      const due = db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(inArray(emailOutbox.status, ['pending', 'sending']), lte(emailOutbox.nextAttemptAt, at)))
        .orderBy(asc(emailOutbox.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(emailOutbox)
        .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
        .where(inArray(emailOutbox.id, due))
        .returning();
    },

    /**
     * Settles a claimed mail: sent, back to pending for a later attempt, or failed for good. Only
     * the claim that took it (its attempt count) may settle it: a claim whose lease ran out and
     * another process took over writes nothing.
     */
    async settle(
      claimed: Pick<OutboxRow, 'id' | 'attempts'>,
      outcome:
        | { status: 'sent'; at: Date }
        | { status: 'pending'; nextAttemptAt: Date; error: string }
        | { status: 'failed'; error: string },
    ): Promise<void> {
      const values =
        outcome.status === 'sent'
          ? // Once delivered its words go: they carry working links (a reset, a look-up) and ticket
            // codes, which a copy of this table must not hand out. The key, address and subject stay.
            {
              status: outcome.status,
              sentAt: outcome.at,
              lastError: null,
              html: '',
              text: '',
              attachments: [],
            }
          : outcome.status === 'pending'
            ? { status: outcome.status, nextAttemptAt: outcome.nextAttemptAt, lastError: outcome.error }
            : { status: outcome.status, lastError: outcome.error };
      await db
        .update(emailOutbox)
        .set(values)
        .where(
          and(
            eq(emailOutbox.id, claimed.id),
            eq(emailOutbox.status, 'sending'),
            eq(emailOutbox.attempts, claimed.attempts),
          ),
        );
    },
  };
}
export type MailRepo = ReturnType<typeof createMailRepo>;
