import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FilterChips } from '@/client/components/ui/filter-chips';
import { PageHeader } from '@/client/components/ui/page-header';
import { QueryError } from '@/client/components/ui/query-error';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useScores } from '@/client/features/catalogue/api/get-scores';
import { splitScores } from '@/client/features/catalogue/scores';
import {
  readSportFilter,
  SPORT_FILTER_CHIPS,
  sportOrUndefined,
} from '@/client/features/catalogue/sport-filter';
import { cn } from '@/client/lib/cn';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/client/paths';
import { formatEventTime, formatEventWhen } from '@/shared/domain/format';
import { findSport } from '@/shared/domain/sports';
import type { Score } from '@/shared/schemas/catalogue';

export function LiveBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-alert-600 px-2.5 py-0.5 text-xs font-bold tracking-wider text-white">
      <span aria-hidden="true" className="relative flex h-2 w-2">
        <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-white opacity-75" />
        <span className="relative inline-flex h-2 w-2 rounded-full bg-white" />
      </span>
      LIVE
    </span>
  );
}

function TeamLine({ name, score, strong }: { name: string; score: string; strong: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <span
        className={cn('min-w-0 truncate', strong ? 'font-bold text-ink-900' : 'font-semibold text-ink-700')}
      >
        {name}
      </span>
      <span className={cn('shrink-0 tabular-nums', strong ? 'font-bold text-ink-900' : 'text-ink-700')}>
        {score || '—'}
      </span>
    </div>
  );
}

function ScoreCard({ score }: { score: Score }) {
  const sport = findSport(score.sport);
  const live = score.status === 'live';
  return (
    <article
      aria-labelledby={`${score.id}-title`}
      className={cn(
        'flex flex-col rounded-2xl border bg-white p-4 shadow-sm',
        live ? 'border-alert-600/40 ring-1 ring-alert-600/30' : 'border-ink-100',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="flex min-w-0 items-center gap-1.5 text-xs font-semibold tracking-wide text-ink-600 uppercase">
          <span aria-hidden="true" className="text-base">
            {sport?.emoji}
          </span>
          <span className="truncate">{sport?.name ?? score.sport}</span>
        </p>
        {live ? <LiveBadge /> : null}
      </div>
      <h3 id={`${score.id}-title`} className="mt-2 font-bold text-ink-900">
        {score.matchTitle}
      </h3>
      {score.status === 'upcoming' ? (
        <p className="mt-3 text-sm text-ink-700">
          {score.team1.name} <span className="text-ink-500">vs</span> {score.team2.name}
        </p>
      ) : (
        <div className="mt-3 space-y-1.5 rounded-xl bg-ink-50 p-3 text-sm">
          <TeamLine name={score.team1.name} score={score.team1.score} strong={live} />
          <TeamLine name={score.team2.name} score={score.team2.score} strong={live} />
        </div>
      )}
      {score.summary ? <p className="mt-3 text-sm font-medium text-ink-900">{score.summary}</p> : null}
      <div className="mt-auto flex flex-wrap gap-x-3 gap-y-1 pt-3 text-sm text-ink-600">
        <time dateTime={score.startTime}>{formatEventWhen(score.startTime)}</time>
        <span className="flex min-w-0 items-center gap-1">
          <MapPin aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          <span className="truncate">{score.venue}</span>
        </span>
      </div>
    </article>
  );
}

function ScoreSection({
  id,
  title,
  scores,
  empty,
}: {
  id: string;
  title: ReactNode;
  scores: Score[];
  empty: string;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-ink-900">
        {title}
        <span className="text-base font-semibold text-ink-500">({scores.length})</span>
      </h2>
      {scores.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-ink-200 bg-white p-5 text-sm text-ink-700">
          {empty}
        </p>
      ) : (
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {scores.map((s) => (
            <ScoreCard key={s.id} score={s} />
          ))}
        </div>
      )}
    </section>
  );
}

/** /live-scores: live matches first, then recent results and upcoming matches; refreshed every minute. */
export function Component() {
  useDocumentTitle('Live Scores');
  const [params, setParams] = useSearchParams();
  const sport = readSportFilter(params);
  const scores = useScores(sportOrUndefined(sport));
  const board = splitScores(scores.data?.items ?? []);

  return (
    <>
      <PageHeader
        title="Live Scores"
        description={
          <>
            Scores from matches in progress, recent results and what's coming up. Points tables are on{' '}
            <Link to={paths.standings()} className="font-semibold text-brand-700 underline">
              Standings
            </Link>
            .
          </>
        }
      >
        <FilterChips
          label="Filter scores by sport"
          chips={SPORT_FILTER_CHIPS}
          value={sport}
          onChange={(next) => setParams(next === 'all' ? {} : { sport: next }, { replace: true })}
        />
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6 lg:px-8">
        {scores.isError ? (
          <QueryError what="the scores" onRetry={() => void scores.refetch()} />
        ) : scores.isPending ? (
          <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
              <Skeleton key={key} className="h-48 w-full rounded-2xl" />
            ))}
          </div>
        ) : (
          <>
            <p className="text-sm text-ink-600" aria-live="polite">
              Updated at {formatEventTime(scores.dataUpdatedAt)} · refreshes every minute
            </p>
            <ScoreSection
              id="live-title"
              title={
                <>
                  <span aria-hidden="true" className="relative flex h-2.5 w-2.5">
                    <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-alert-600 opacity-60" />
                    <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-alert-600" />
                  </span>
                  Live now
                </>
              }
              scores={board.live}
              empty="No matches are being played right now."
            />
            <ScoreSection
              id="results-title"
              title="Recent results"
              scores={board.results}
              empty="No finished matches to show yet."
            />
            <ScoreSection
              id="upcoming-title"
              title="Coming up"
              scores={board.upcoming}
              empty="No upcoming matches listed."
            />
          </>
        )}
      </div>
    </>
  );
}
