import { and, desc, eq } from 'drizzle-orm';
import type { SportId } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { news } from '../../db/schema';
import { retryingTransaction, type Transaction } from '../../db/transaction';

export type NewsRow = typeof news.$inferSelect;
export type NewsChanges = Partial<Omit<typeof news.$inferInsert, 'id' | 'createdAt' | 'createdBy'>>;

function newsQueries(db: Db) {
  return {
    /** The article, locked until the transaction ends: one change of it at a time. */
    async lock(id: string): Promise<NewsRow | undefined> {
      const [row] = await db.select().from(news).where(eq(news.id, id)).for('update');
      return row;
    },

    /** The new row, or undefined when one with its id was made before. */
    async insertOnce(row: typeof news.$inferInsert): Promise<NewsRow | undefined> {
      const [inserted] = await db
        .insert(news)
        .values(row)
        .onConflictDoNothing({ target: news.id })
        .returning();
      return inserted;
    },

    async update(id: string, changes: NewsChanges): Promise<NewsRow> {
      const [updated] = await db.update(news).set(changes).where(eq(news.id, id)).returning();
      if (!updated) throw new Error(`news ${id} vanished while locked`);
      return updated;
    },
  };
}
export type NewsQueries = ReturnType<typeof newsQueries>;

export function createNewsRepo(db: Db) {
  return {
    /** Published articles, newest first, of one sport or all. */
    listPublished(sport: SportId | undefined, limit: number) {
      return db
        .select()
        .from(news)
        .where(and(eq(news.status, 'published'), sport ? eq(news.sportId, sport) : undefined))
        .orderBy(desc(news.publishedAt), desc(news.id))
        .limit(limit);
    },

    /** Every article, drafts too, the last changed first. */
    listAll(limit: number) {
      return db.select().from(news).orderBy(desc(news.updatedAt), desc(news.id)).limit(limit);
    },

    /** Runs fn in one transaction (again after a deadlock) with the queries bound to it. */
    transaction<T>(fn: (tx: NewsQueries, transaction: Transaction) => Promise<T>): Promise<T> {
      return retryingTransaction(db, (tx, transaction) => fn(newsQueries(tx), transaction));
    },
  };
}
export type NewsRepo = ReturnType<typeof createNewsRepo>;
