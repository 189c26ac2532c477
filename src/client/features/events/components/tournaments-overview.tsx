import { ChevronRight, Trophy } from 'lucide-react';
import { Skeleton } from '@/client/components/ui/skeleton';
import { PAGE_SIZE } from '@/shared/constants';
import { formatEventDate } from '@/shared/domain/format';
import { groupTournaments } from '@/shared/domain/tournaments';
import type { CatalogueEvent } from '@/shared/schemas/catalogue';
import { useEvents } from '../api/get-events';

const matchCount = (n: number) => `${n} upcoming ${n === 1 ? 'match' : 'matches'}`;

function dateRange(first: string, last: string) {
  const a = formatEventDate(first);
  const b = formatEventDate(last);
  return a === b ? a : `${a} – ${b}`;
}

/**
 * Tournaments of the sport derived from its next scheduled matches (one page of the real
 * catalogue); the note under the list says how many matches were counted.
 */
export function TournamentsOverview({
  sport,
  sportName,
  onPick,
}: {
  sport: CatalogueEvent['category'];
  sportName: string;
  onPick: (tournament: string) => void;
}) {
  const query = useEvents({ sport, when: 'upcoming', sort: 'date', pageSize: PAGE_SIZE.max });
  const tournaments = groupTournaments(query.data?.items ?? []);
  return (
    <section aria-labelledby="tournaments-heading">
      <h2 id="tournaments-heading" className="text-xl font-bold text-ink-900">
        {sportName} tournaments coming soon
      </h2>
      {query.isPending ? (
        <div className="mt-4 grid gap-3 sm:grid-cols-2" aria-hidden="true">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-24 rounded-2xl" />
          ))}
        </div>
      ) : query.isError ? (
        <p className="mt-2 text-ink-700">
          We couldn't load the tournaments right now. Please try again later.
        </p>
      ) : tournaments.length === 0 ? (
        <p className="mt-2 text-ink-700">No {sportName.toLowerCase()} matches are scheduled yet.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-600">
            From the next {query.data.items.length} scheduled {sportName.toLowerCase()} matches
            {query.data.hasMore ? '; later fixtures may add more' : ''}.
          </p>
          <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {tournaments.map((t) => (
              <li key={t.name} className="min-w-0">
                <button
                  type="button"
                  onClick={() => onPick(t.name)}
                  className="flex w-full items-center gap-3 rounded-2xl border border-ink-100 bg-white p-4 text-left shadow-sm transition-shadow hover:shadow-md"
                >
                  <span
                    aria-hidden="true"
                    className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
                  >
                    <Trophy className="h-5 w-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-ink-900">{t.name}</span>
                    <span className="block text-sm text-ink-700">
                      {matchCount(t.matches)} · {dateRange(t.firstStartsAt, t.lastStartsAt)}
                    </span>
                    <span className="block truncate text-sm text-ink-600">{t.cities.join(', ')}</span>
                  </span>
                  <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-ink-500" />
                  <span className="sr-only">Show matches</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
