import { Link } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/paths';
import { formatDateTime } from '@/shared/domain/format';
import { findSport } from '@/shared/domain/sports';
import type { AdminNewsItem } from '@/shared/schemas/news';

/** Every article with its state and what can be done with it; the last changed first. */
export function NewsList({
  items,
  onEdit,
  onPublish,
  onUnpublish,
}: {
  items: readonly AdminNewsItem[];
  onEdit: (item: AdminNewsItem) => void;
  onPublish: (item: AdminNewsItem) => void;
  onUnpublish: (item: AdminNewsItem) => void;
}) {
  return (
    <ul aria-label="Articles" className="mt-4 space-y-3">
      {items.map((item) => {
        const sport = findSport(item.category);
        const published = item.status === 'published';
        return (
          <li key={item.id} className="kp-card flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
            <span aria-hidden="true" className="text-2xl">
              {item.image ?? sport?.emoji}
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2 text-xs">
                <Badge tone={published ? 'success' : 'neutral'}>{published ? 'Published' : 'Draft'}</Badge>
                <span className="font-semibold text-ink-700">{sport?.name ?? item.category}</span>
                <span className="text-ink-600">
                  {published && item.publishedAt
                    ? `Published ${formatDateTime(item.publishedAt)} IST`
                    : `Last changed ${formatDateTime(item.updatedAt)} IST`}
                </span>
              </div>
              <h3 className="mt-1 font-bold break-words text-ink-900">{item.title}</h3>
              <p className="mt-1 line-clamp-2 text-sm text-ink-700">{item.summary}</p>
              <p className="mt-1 text-xs text-ink-600">By {item.author}</p>
            </div>
            <div className="flex flex-wrap gap-2 sm:flex-col sm:items-stretch">
              <Button
                type="button"
                size="sm"
                variant="secondary"
                onClick={() => onEdit(item)}
                aria-label={`Edit “${item.title}”`}
              >
                Edit
              </Button>
              {published ? (
                <>
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    onClick={() => onUnpublish(item)}
                    aria-label={`Unpublish “${item.title}”`}
                  >
                    Unpublish
                  </Button>
                  <Link
                    to={`${paths.news()}#${encodeURIComponent(item.id)}`}
                    aria-label={`View on /news: “${item.title}”`}
                    className="inline-flex min-h-9 items-center justify-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    View on /news
                  </Link>
                </>
              ) : (
                <Button
                  type="button"
                  size="sm"
                  onClick={() => onPublish(item)}
                  aria-label={`Publish “${item.title}”`}
                >
                  Publish
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
