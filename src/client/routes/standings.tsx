import { Info } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { FilterChips } from '@/client/components/ui/filter-chips';
import { PageHeader } from '@/client/components/ui/page-header';
import { QueryError } from '@/client/components/ui/query-error';
import { Skeleton } from '@/client/components/ui/skeleton';
import { groupResultsByTournament } from '@/client/features/catalogue/results';
import { useEvents } from '@/client/features/events/api/get-events';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/client/paths';
import { DEFAULT_SPORT, PAGE_SIZE, SPORT_IDS, SPORTS, type SportId } from '@/shared/constants';
import { formatEventDate } from '@/shared/domain/format';
import { findSport } from '@/shared/domain/sports';

const SPORT_CHIPS = SPORTS.map((s) => ({ value: s.id, label: s.name, emoji: s.emoji }));

function readSport(params: URLSearchParams): SportId {
  const value = params.get('sport');
  return value !== null && (SPORT_IDS as readonly string[]).includes(value)
    ? (value as SportId)
    : DEFAULT_SPORT;
}

/**
 * /standings. The catalogue records which teams met in each finished match but not who won, so a
 * points table would have to invent numbers. Instead the page lists finished matches by tournament
 * with how many of them each team played, and says so.
 */
export function Component() {
  useDocumentTitle('Standings');
  const [params, setParams] = useSearchParams();
  const sport = readSport(params);
  const sportName = findSport(sport)?.name ?? sport;
  const results = useEvents({ sport, when: 'results', sort: 'date', pageSize: PAGE_SIZE.max });
  const groups = groupResultsByTournament(results.data?.items ?? []);
  const total = results.data?.items.length ?? 0;

  return (
    <>
      <PageHeader width="5xl" title="Standings" description="Finished matches by tournament, sport by sport.">
        <FilterChips
          label="Choose a sport"
          chips={SPORT_CHIPS}
          value={sport}
          onChange={(next) => setParams(next === DEFAULT_SPORT ? {} : { sport: next }, { replace: true })}
        />
      </PageHeader>
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
        <aside className="flex gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4 text-sm leading-6 text-ink-900">
          <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <p>
            Points tables need official results (wins, draws, net run rate or goal difference), and KhelPass
            doesn't record those yet. Rather than show made-up numbers, this page lists the finished matches
            we know about and how many each team has played. Scores of recent matches are on{' '}
            <Link to={paths.liveScores()} className="font-semibold text-brand-700 underline">
              Live Scores
            </Link>
            .
          </p>
        </aside>

        {results.isError ? (
          <QueryError what="the results" onRetry={() => void results.refetch()} />
        ) : results.isPending ? (
          <div aria-hidden="true" className="space-y-4">
            <Skeleton className="h-64 w-full rounded-2xl" />
            <Skeleton className="h-64 w-full rounded-2xl" />
          </div>
        ) : groups.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-ink-200 bg-white p-8 text-center text-ink-700">
            <p>No finished {sportName} matches yet.</p>
            <Link
              to={paths.sport(sport)}
              className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
            >
              See upcoming {sportName} matches
            </Link>
          </div>
        ) : (
          <>
            <p className="text-sm text-ink-600">
              {total === 1 ? '1 finished match' : `${total} finished matches`} in{' '}
              {groups.length === 1 ? '1 tournament' : `${groups.length} tournaments`}
              {results.data?.hasMore ? ` (the latest ${total} shown)` : ''}.
            </p>
            {groups.map((group, index) => {
              const headingId = `tournament-${index}`;
              return (
                <section
                  key={group.tournament}
                  aria-labelledby={headingId}
                  className="rounded-2xl border border-ink-100 bg-white p-5 shadow-sm sm:p-6"
                >
                  <h2 id={headingId} className="text-xl font-extrabold tracking-tight text-ink-900">
                    {group.tournament}
                  </h2>
                  <div className="mt-4 grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
                    <div className="min-w-0">
                      <table className="w-full text-sm">
                        <caption className="mb-2 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase">
                          Teams
                        </caption>
                        <thead>
                          <tr className="border-b border-ink-100 text-left text-ink-600">
                            <th scope="col" className="py-2 pr-3 font-semibold">
                              Team
                            </th>
                            <th scope="col" className="py-2 text-right font-semibold">
                              Played
                            </th>
                          </tr>
                        </thead>
                        <tbody>
                          {group.teams.map((team) => (
                            <tr key={team.name} className="border-b border-ink-100 last:border-0">
                              <th scope="row" className="py-2 pr-3 text-left font-semibold text-ink-900">
                                {team.name}
                              </th>
                              <td className="py-2 text-right tabular-nums text-ink-900">{team.played}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                    <div className="min-w-0">
                      <h3 className="mb-2 text-xs font-semibold tracking-wide text-ink-600 uppercase">
                        Matches played
                      </h3>
                      <ol className="divide-y divide-ink-100">
                        {group.matches.map((match) => (
                          <li key={match.id} className="py-2.5">
                            <p className="font-semibold text-ink-900">
                              {match.team1} <span className="font-normal text-ink-500">vs</span> {match.team2}
                            </p>
                            <p className="mt-0.5 text-sm text-ink-600">
                              <time dateTime={match.startsAt}>{formatEventDate(match.startsAt)}</time> ·{' '}
                              {match.venue}, {match.cityName}
                            </p>
                          </li>
                        ))}
                      </ol>
                    </div>
                  </div>
                </section>
              );
            })}
          </>
        )}
      </div>
    </>
  );
}
