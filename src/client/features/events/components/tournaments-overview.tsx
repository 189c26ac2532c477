import { ChevronRight, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/client/components/ui/skeleton';
import { paths } from '@/client/paths';
import type { SportId } from '@/shared/constants';
import { formatEventDate } from '@/shared/domain/format';
import type { Tournament } from '@/shared/schemas/catalogue';
import { useSportTournaments } from '../api/get-sport-tournaments';

/** '3 venues', kept on one line. */
const plural = (n: number, one: string, many: string) => `${n}\u00a0${n === 1 ? one : many}`;

function dateRange(first: string, last: string) {
  const a = formatEventDate(first);
  const b = formatEventDate(last);
  return a === b ? a : `${a} – ${b}`;
}

/** The sport page with its upcoming matches searched by the tournament's name. */
const tournamentMatches = (sport: SportId, name: string) =>
  `${paths.sport(sport)}?${new URLSearchParams({ search: name }).toString()}`;

function TournamentLink({ sport, tournament: t }: { sport: SportId; tournament: Tournament }) {
  return (
    <Link
      to={tournamentMatches(sport, t.name)}
      className="flex w-full items-center gap-3 rounded-2xl border border-ink-100 bg-white p-4 shadow-sm transition-shadow hover:shadow-md"
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
          {plural(t.matches, 'match', 'matches')} · {t.matchesToPlay}&nbsp;still to play ·{' '}
          {plural(t.venues, 'venue', 'venues')}
        </span>
        <span className="block text-sm text-ink-700">{dateRange(t.firstStartsAt, t.lastStartsAt)}</span>
        <span className="line-clamp-2 text-sm text-ink-600">{t.cities.join(', ')}</span>
      </span>
      <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-ink-500" />
    </Link>
  );
}

/**
 * The sport's tournaments with a match still to play, the next to resume first, each leading to its
 * matches; the spec's '{Sport} tournaments coming soon' only when there are none.
 */
export function TournamentsOverview({ sport, sportName }: { sport: SportId; sportName: string }) {
  const query = useSportTournaments(sport);
  const tournaments = query.data?.items ?? [];
  const none = query.isSuccess && tournaments.length === 0;
  return (
    <section aria-labelledby="tournaments-heading">
      <h2 id="tournaments-heading" className="text-xl font-bold text-ink-900">
        {none ? `${sportName} tournaments coming soon` : `${sportName} tournaments`}
      </h2>
      {query.isPending ? (
        <div className="mt-4 grid gap-3 sm:grid-cols-2" aria-hidden="true">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-28 rounded-2xl" />
          ))}
        </div>
      ) : query.isError ? (
        <p className="mt-2 text-ink-700">
          We couldn't load the tournaments right now. Please try again later.
        </p>
      ) : none ? null : (
        <>
          <p className="mt-1 text-sm text-ink-600">
            Tournaments with matches still to play, the next to resume first.
          </p>
          <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {tournaments.map((t) => (
              <li key={t.name} className="min-w-0">
                <TournamentLink sport={sport} tournament={t} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
