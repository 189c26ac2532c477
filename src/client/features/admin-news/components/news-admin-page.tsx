import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { LiveStatus } from '@/client/components/ui/live-status';
import { QueryError } from '@/client/components/ui/query-error';
import { useSession } from '@/client/lib/session';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import type { AdminNewsItem, NewsInput } from '@/shared/schemas/news';
import { createNews } from '../api/create-news';
import { adminNewsQueryOptions, useAdminNews } from '../api/list-news';
import { updateNews } from '../api/update-news';
import { emptyNewsForm, newsFormValues } from '../news-form-values';
import { NewsForm } from './news-form';
import { NewsList } from './news-list';
import { NewsStatusDialog, type StatusChange } from './news-status-dialog';

/** A new article carries the id its form chose when it opened (a resent save makes one draft). */
type Editing = { kind: 'new'; draftId: string } | { kind: 'edit'; item: AdminNewsItem } | null;

/** /admin/news: write articles as drafts, edit them, publish them onto /news and take them off. */
export function NewsAdminPage() {
  useDocumentTitle('News · Admin');
  const client = useQueryClient();
  const { user } = useSession();
  const news = useAdminNews();
  const [editing, setEditing] = useState<Editing>(null);
  const [change, setChange] = useState<StatusChange | null>(null);
  const [status, setStatus] = useState('');

  const refresh = () => {
    void client.invalidateQueries({ queryKey: adminNewsQueryOptions().queryKey });
    void client.invalidateQueries({ queryKey: ['catalogue', 'news'] });
  };

  const save = async (input: NewsInput) => {
    const saved =
      editing?.kind === 'edit'
        ? await updateNews(editing.item.id, input)
        : await createNews({ ...input, draftId: editing?.draftId ?? crypto.randomUUID() });
    setEditing(null);
    setStatus(
      saved.status === 'published'
        ? `Saved “${saved.title}”: /news shows the changes.`
        : `Saved “${saved.title}” as a draft. Publish it to put it on /news.`,
    );
    refresh();
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">News</h1>
      <p className="mt-2 text-ink-600">
        The articles /news shows. A new article is a draft that only admins see until it is published.
      </p>
      <LiveStatus className="mt-4 text-sm font-semibold text-pitch-700">{status}</LiveStatus>
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
        <Button
          type="button"
          className="mt-6"
          onClick={() => setEditing({ kind: 'new', draftId: crypto.randomUUID() })}
        >
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
      <NewsStatusDialog
        change={change}
        onClose={() => setChange(null)}
        onDone={(message) => {
          setChange(null);
          setStatus(message);
          refresh();
        }}
      />
    </div>
  );
}
