import { ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { FilterChips } from '@/client/components/ui/filter-chips';
import { PageHeader } from '@/client/components/ui/page-header';
import { QueryError } from '@/client/components/ui/query-error';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useNews } from '@/client/features/catalogue/api/get-news';
import {
  readSportFilter,
  SPORT_FILTER_CHIPS,
  sportOrUndefined,
} from '@/client/features/catalogue/sport-filter';
import { cn } from '@/client/lib/cn';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { formatEventDate } from '@/shared/domain/format';
import { findSport } from '@/shared/domain/sports';
import type { NewsItem } from '@/shared/schemas/news';

function Article({ item, lead, initiallyOpen }: { item: NewsItem; lead: boolean; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const sport = findSport(item.category);
  const bodyId = `${item.id}-body`;
  const paragraphs = item.content.split(/\n{2,}/).filter((p) => p.trim() !== '');
  return (
    <article
      id={item.id}
      aria-labelledby={`${item.id}-title`}
      className={cn(
        'flex scroll-mt-32 flex-col rounded-2xl border border-ink-100 bg-white shadow-sm',
        lead ? 'p-6 sm:p-8 lg:col-span-2' : 'p-5',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
          <span aria-hidden="true">{item.image ?? sport?.emoji}</span>
          {sport?.name ?? item.category}
        </span>
        <time dateTime={item.publishedAt} className="text-ink-600">
          {formatEventDate(item.publishedAt)}
        </time>
      </div>
      <h2
        id={`${item.id}-title`}
        className={cn(
          'mt-3 font-extrabold tracking-tight text-ink-900',
          lead ? 'text-2xl sm:text-3xl' : 'text-lg leading-6',
        )}
      >
        {item.title}
      </h2>
      <p className={cn('mt-2 text-ink-700', lead ? 'text-base sm:text-lg' : 'text-sm leading-6')}>
        {item.summary}
      </p>
      <div id={bodyId} hidden={!open} className="mt-4 space-y-3 text-base leading-7 text-ink-700">
        {paragraphs.map((p) => (
          <p key={p.slice(0, 40)}>{p}</p>
        ))}
        {item.tags.length > 0 ? (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5 pt-1">
            {item.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-700"
              >
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-4">
        <p className="text-sm text-ink-600">By {item.author}</p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((v) => !v)}
          className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          {open ? 'Show less' : 'Read more'}
          <span className="sr-only">: {item.title}</span>
          <ChevronDown
            aria-hidden="true"
            className={cn('h-4 w-4 transition-transform', open && 'rotate-180')}
          />
        </button>
      </div>
    </article>
  );
}

function NewsSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-4 lg:grid-cols-2">
      <Skeleton className="h-56 w-full rounded-2xl lg:col-span-2" />
      {['a', 'b', 'c', 'd'].map((key) => (
        <Skeleton key={key} className="h-44 w-full rounded-2xl" />
      ))}
    </div>
  );
}

/** /news: articles from the API, newest first, filtered by sport (?sport=…). */
export function Component() {
  useDocumentTitle('News');
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  const sport = readSportFilter(params);
  const news = useNews(sportOrUndefined(sport));
  const targetId = hash ? decodeURIComponent(hash.slice(1)) : '';

  useEffect(() => {
    if (!targetId || !news.data) return;
    document.getElementById(targetId)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [targetId, news.data]);

  const items = news.data?.items ?? [];
  return (
    <>
      <PageHeader
        width="5xl"
        title="News"
        description="Match reports, squad news and ticket announcements from Indian sport."
      >
        <FilterChips
          label="Filter news by sport"
          chips={SPORT_FILTER_CHIPS}
          value={sport}
          onChange={(next) => setParams(next === 'all' ? {} : { sport: next }, { replace: true })}
        />
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
        {news.isError ? (
          <QueryError what="the news" onRetry={() => void news.refetch()} />
        ) : news.isPending ? (
          <NewsSkeleton />
        ) : items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-ink-200 bg-white p-8 text-center text-ink-700">
            No news for this sport yet.
          </p>
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">
            {items.map((item, index) => (
              <Article key={item.id} item={item} lead={index === 0} initiallyOpen={item.id === targetId} />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
