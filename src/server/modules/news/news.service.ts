import type { SportId } from '../../../shared/constants';
import type {
  AdminNewsItem,
  NewsCreateInput,
  NewsInput,
  NewsItem,
  NewsStatus,
} from '../../../shared/schemas/news';
import { notFound } from '../../http/errors';
import type { AuditActor, AuditTrail } from '../audit/audit.service';
import type { NewsRepo, NewsRow } from './news.repo';

/** The most articles /news and the admin console list at once. */
const PUBLIC_LIMIT = 50;
const ADMIN_LIMIT = 500;

/** An article's editable fields as the editor names them (its category is the row's sport). */
const fieldsOf = (row: NewsRow): NewsInput => ({
  title: row.title,
  summary: row.summary,
  content: row.content,
  author: row.author,
  category: row.sportId,
  tags: row.tags,
  image: row.image,
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields an edit changes, each as it was and as it becomes (for the audit log). */
function changesOf(row: NewsRow, input: NewsInput) {
  const current = fieldsOf(row);
  const keys = (Object.keys(input) as (keyof NewsInput)[]).filter((key) => !same(current[key], input[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, current[key]])),
    after: Object.fromEntries(keys.map((key) => [key, input[key]])),
  };
}

/** As /news shows it; only a published article has a publication time (a CHECK holds it so). */
const publicItems = (row: NewsRow): NewsItem[] =>
  row.publishedAt ? [{ id: row.id, ...fieldsOf(row), publishedAt: row.publishedAt.toISOString() }] : [];

const adminItem = (row: NewsRow): AdminNewsItem => ({
  id: row.id,
  ...fieldsOf(row),
  status: row.status,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const rowFieldsOf = (input: NewsInput) => ({
  title: input.title,
  summary: input.summary,
  content: input.content,
  author: input.author,
  sportId: input.category,
  tags: input.tags,
  image: input.image,
});

/**
 * News: /news reads the published articles; admins write drafts, edit, publish and unpublish, each
 * change recorded in the audit log in its own transaction. Asking for what is already so changes
 * nothing, records nothing and answers the article as it is.
 */
export function createNewsService(repo: NewsRepo, audit: AuditTrail, now: () => Date) {
  async function setStatus(actor: AuditActor, id: string, status: NewsStatus): Promise<AdminNewsItem> {
    return repo.transaction(async (tx, transaction) => {
      const row = await tx.lock(id);
      if (!row) throw notFound('The article');
      if (row.status === status) return adminItem(row);
      const at = now();
      const publishedAt = status === 'published' ? at : null;
      const updated = await tx.update(id, { status, publishedAt, updatedAt: at });
      await audit.record(transaction, {
        action: status === 'published' ? 'news.published' : 'news.unpublished',
        actor,
        targetId: id,
        targetLabel: updated.title,
        before: { status: row.status },
        after: { status, ...(publishedAt && { publishedAt: publishedAt.toISOString() }) },
      });
      return adminItem(updated);
    });
  }

  return {
    async listPublished(sport?: SportId): Promise<NewsItem[]> {
      return (await repo.listPublished(sport, PUBLIC_LIMIT)).flatMap(publicItems);
    },

    async listAll(): Promise<AdminNewsItem[]> {
      return (await repo.listAll(ADMIN_LIMIT)).map(adminItem);
    },

    /**
     * A new article, as a draft: nobody sees it on /news until it is published. The same draft id
     * again answers the article made then ({ created: false }), and records nothing.
     */
    create(actor: AuditActor, input: NewsCreateInput): Promise<{ item: AdminNewsItem; created: boolean }> {
      const { draftId, ...fields } = input;
      const id = `news-${draftId}`;
      return repo.transaction(async (tx, transaction) => {
        const at = now();
        const row = await tx.insertOnce({
          id,
          ...rowFieldsOf(fields),
          status: 'draft',
          publishedAt: null,
          createdAt: at,
          updatedAt: at,
          createdBy: actor.id,
        });
        if (!row) {
          const made = await tx.lock(id);
          if (!made) throw new Error(`news ${id} vanished`);
          return { item: adminItem(made), created: false };
        }
        await audit.record(transaction, {
          action: 'news.created',
          actor,
          targetId: row.id,
          targetLabel: row.title,
          after: { title: row.title, category: row.sportId, status: row.status },
        });
        return { item: adminItem(row), created: true };
      });
    },

    /** Rewrites the article (a published one changes on /news at once); no change records nothing. */
    edit(actor: AuditActor, id: string, input: NewsInput): Promise<AdminNewsItem> {
      return repo.transaction(async (tx, transaction) => {
        const row = await tx.lock(id);
        if (!row) throw notFound('The article');
        const { before, after } = changesOf(row, input);
        if (Object.keys(after).length === 0) return adminItem(row);
        const updated = await tx.update(id, { ...rowFieldsOf(input), updatedAt: now() });
        await audit.record(transaction, {
          action: 'news.updated',
          actor,
          targetId: id,
          targetLabel: updated.title,
          before,
          after,
        });
        return adminItem(updated);
      });
    },

    publish: (actor: AuditActor, id: string) => setStatus(actor, id, 'published'),
    unpublish: (actor: AuditActor, id: string) => setStatus(actor, id, 'draft'),
  };
}
export type NewsService = ReturnType<typeof createNewsService>;
