import { Link } from 'react-router';
import { QueryError } from '@/client/components/ui/query-error';
import { Skeleton } from '@/client/components/ui/skeleton';
import { paths } from '@/client/paths';
import { SPORTS } from '@/shared/constants';
import { formatCount } from '@/shared/domain/format';
import type { Sport } from '@/shared/schemas/catalogue';

const countText = (n: number) => (n === 1 ? '1 upcoming event' : `${formatCount(n)} upcoming events`);

/** The six sports with their real upcoming counts (from /api/sports, passed in by the page). */
export function SportGrid({
  labelledBy,
  sports,
  isPending,
  isError,
  onRetry,
}: {
  labelledBy: string;
  sports: readonly Sport[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  if (isError) return <QueryError what="the sports" onRetry={onRetry} />;
  const counts = new Map(sports?.map((s) => [s.id, s.upcomingEvents]));
  return (
    <ul aria-labelledby={labelledBy} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {SPORTS.map((sport) => {
        const count = counts.get(sport.id);
        return (
          <li key={sport.id}>
            <Link
              to={paths.sport(sport.id)}
              className="flex h-full flex-col items-start rounded-2xl border border-ink-100 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md"
            >
              <span aria-hidden="true" className="text-3xl">
                {sport.emoji}
              </span>
              <span className="mt-3 font-bold text-ink-900">{sport.name}</span>
              <span className="mt-0.5 flex h-5 items-center text-sm text-ink-600">
                {isPending ? (
                  <>
                    <Skeleton className="h-3.5 w-24" />
                    <span className="sr-only">Loading count</span>
                  </>
                ) : count === undefined ? (
                  'See matches'
                ) : (
                  countText(count)
                )}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
