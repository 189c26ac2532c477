import { ConfirmDialog, ConfirmPanel } from '@/client/components/ui/confirm-dialog';
import { useConfirmAction } from '@/client/lib/use-confirm-action';
import type { AdminNewsItem } from '@/shared/schemas/news';
import { publishNews } from '../api/publish-news';
import { unpublishNews } from '../api/unpublish-news';

export type StatusChange = { item: AdminNewsItem; to: 'published' | 'draft' };

function StatusPanel({
  change,
  onDone,
  onClose,
}: {
  change: StatusChange;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const action = useConfirmAction();
  const publishing = change.to === 'published';
  const title = `“${change.item.title}”`;
  return (
    <ConfirmPanel
      title={publishing ? `Publish ${title}?` : `Unpublish ${title}?`}
      description={
        publishing
          ? 'It appears on /news for everyone, at the top.'
          : 'It leaves /news at once and becomes a draft only admins see.'
      }
      confirmLabel={publishing ? 'Publish' : 'Unpublish'}
      busyLabel={publishing ? 'Publishing…' : 'Unpublishing…'}
      busy={action.busy}
      error={action.error}
      onConfirm={() =>
        void action.run(async () => {
          const saved = publishing ? await publishNews(change.item.id) : await unpublishNews(change.item.id);
          onDone(
            saved.status === 'published'
              ? `Published “${saved.title}”: it is on /news now.`
              : `Unpublished “${saved.title}”: it is a draft again, off /news.`,
          );
        })
      }
      onDismiss={onClose}
    />
  );
}

/** Asks before an article goes onto /news or off it; a refusal is shown in the dialog, which stays open. */
export function NewsStatusDialog({
  change,
  onDone,
  onClose,
}: {
  change: StatusChange | null;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog open={change !== null} onDismiss={onClose}>
      {change ? <StatusPanel change={change} onDone={onDone} onClose={onClose} /> : null}
    </ConfirmDialog>
  );
}
