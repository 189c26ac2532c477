import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClass } from '@/client/components/ui/button-class';
import { formatCount } from '@/shared/domain/format';

const pagerButton = buttonClass('secondary', 'md', 'disabled:bg-ink-50 disabled:text-ink-500');

/** Previous / 'Page n of m' / Next below a paged list; nothing when everything fits on one page. */
export function Pager({
  label,
  page,
  lastPage,
  onPage,
}: {
  /** The navigation's accessible name ('My events pages'). */
  label: string;
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}) {
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <button type="button" className={pagerButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        Previous
      </button>
      <span className="text-sm text-ink-600 tabular-nums">
        Page {formatCount(page)} of {formatCount(lastPage)}
      </span>
      <button
        type="button"
        className={pagerButton}
        disabled={page >= lastPage}
        onClick={() => onPage(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </nav>
  );
}

/** The last page of a paged answer (1 while it loads, or when nothing matches). */
export const lastPageOf = (answer: { total: number; pageSize: number } | undefined): number =>
  answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
