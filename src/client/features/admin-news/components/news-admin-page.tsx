import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { QueryError } from '@/client/components/ui/query-error';
import { ApiRequestError } from '@/client/lib/api-client';
import { useSession } from '@/client/lib/session';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import type { AdminNewsItem, NewsInput } from '@/shared/schemas/news';
import { createNews } from '../api/create-news';
import { adminNewsQueryOptions, useAdminNews } from '../api/list-news';
import { publishNews } from '../api/publish-news';
import { unpublishNews } from '../api/unpublish-news';
import { updateNews } from '../api/update-news';
import { emptyNewsForm, newsFormValues } from '../news-form-values';
import { ConfirmDialog } from './confirm-dialog';
import { NewsForm } from './news-form';
import { NewsList } from './news-list';

type Editing = { kind: 'new' } | { kind: 'edit'; item: AdminNewsItem } | null;
type StatusChange = { item: AdminNewsItem; to: 'published' | 'draft' } | null;

/** /admin/news: write articles as drafts, edit them, publish them onto /news and take them off. */
export function NewsAdminPage() {
  useDocumentTitle('News · Admin');
  const client = useQueryClient();
  const { user } = useSession();
  const news = useAdminNews();
  const [editing, setEditing] = useState<Editing>(null);
  const [change, setChange] = useState<StatusChange>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const refresh = () => {
    void client.invalidateQueries({ queryKey: adminNewsQueryOptions().queryKey });
    void client.invalidateQueries({ queryKey: ['catalogue', 'news'] });
  };

  const save = async (input: NewsInput) => {
    const saved =
      editing?.kind === 'edit' ? await updateNews(editing.item.id, input) : await createNews(input);
    setEditing(null);
    setStatus(
      saved.status === 'published'
        ? `Saved “${saved.title}”: /news shows the changes.`
        : `Saved “${saved.title}” as a draft. Publish it to put it on /news.`,
    );
    refresh();
  };

  const applyChange = async () => {
    if (!change) return;
    setFailure(null);
    try {
      const saved =
        change.to === 'published' ? await publishNews(change.item.id) : await unpublishNews(change.item.id);
      setStatus(
        saved.status === 'published'
          ? `Published “${saved.title}”: it is on /news now.`
          : `Unpublished “${saved.title}”: it is a draft again, off /news.`,
      );
      refresh();
    } catch (error) {
      setFailure(
        error instanceof ApiRequestError && error.code !== 'network'
          ? error.message
          : 'The server could not be reached. Nothing changed; please try again.',
      );
    }
    setChange(null);
  };

  const title = change ? `“${change.item.title}”` : '';
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">News</h1>
      <p className="mt-2 text-ink-600">
        The articles /news shows. A new article is a draft that only admins see until it is published.
      </p>
      <p role="status" className="mt-4 text-sm font-semibold text-pitch-700 empty:hidden">
        {status}
      </p>
      {failure ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-alert-700">
          {failure}
        </p>
      ) : null}
      {editing ? (
        <NewsForm
          key={editing.kind === 'edit' ? editing.item.id : 'new'}
          heading={editing.kind === 'edit' ? `Edit “${editing.item.title}”` : 'New article'}
          initial={editing.kind === 'edit' ? newsFormValues(editing.item) : emptyNewsForm(user?.name ?? '')}
          published={editing.kind === 'edit' && editing.item.status === 'published'}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button type="button" className="mt-6" onClick={() => setEditing({ kind: 'new' })}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Write an article
        </Button>
      )}
      <section aria-labelledby="articles" className="mt-8">
        <h2 id="articles" className="text-lg font-bold text-ink-900">
          Articles
        </h2>
        {news.isError ? (
          <QueryError what="the articles" onRetry={() => void news.refetch()} />
        ) : news.isPending ? (
          <div className="mt-4 kp-skeleton h-40" />
        ) : (
          <NewsList
            items={news.data.items}
            onEdit={(item) => {
              setStatus('');
              setEditing({ kind: 'edit', item });
            }}
            onPublish={(item) => setChange({ item, to: 'published' })}
            onUnpublish={(item) => setChange({ item, to: 'draft' })}
          />
        )}
      </section>
      <ConfirmDialog
        open={change !== null}
        title={change?.to === 'published' ? `Publish ${title}?` : `Unpublish ${title}?`}
        consequence={
          change?.to === 'published'
            ? 'It appears on /news for everyone, at the top.'
            : 'It leaves /news at once and becomes a draft only admins see.'
        }
        confirmLabel={change?.to === 'published' ? 'Publish' : 'Unpublish'}
        onConfirm={applyChange}
        onOpenChange={(open) => !open && setChange(null)}
      />
    </div>
  );
}
