export interface PlayedMatch {
  id: string;
  tournament: string;
  team1: string;
  team2: string;
  startsAt: string;
}

export interface TournamentResults<M extends PlayedMatch> {
  tournament: string;
  /** Matches of this tournament, most recent first. */
  matches: M[];
  /** Each team with the number of these matches it played: most first, then by name. */
  teams: { name: string; played: number }[];
}

/**
 * Groups finished matches by tournament. It only counts what it is given: appearances, never
 * wins or points, because the catalogue records who played, not who won.
 * Tournaments with the most recent match come first.
 */
export function groupResultsByTournament<M extends PlayedMatch>(
  matches: readonly M[],
): TournamentResults<M>[] {
  const groups = new Map<string, M[]>();
  for (const match of matches) {
    const name = match.tournament.trim();
    if (name === '') continue;
    const list = groups.get(name);
    if (list) list.push(match);
    else groups.set(name, [match]);
  }
  const result: TournamentResults<M>[] = [];
  for (const [tournament, list] of groups) {
    const sorted = [...list].sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
    const played = new Map<string, number>();
    for (const m of sorted) {
      for (const team of [m.team1, m.team2]) {
        if (team.trim() === '') continue;
        played.set(team, (played.get(team) ?? 0) + 1);
      }
    }
    const teams = [...played]
      .map(([name, count]) => ({ name, played: count }))
      .sort((a, b) => b.played - a.played || a.name.localeCompare(b.name));
    result.push({ tournament, matches: sorted, teams });
  }
  const latest = (g: TournamentResults<M>) => Date.parse(g.matches[0]?.startsAt ?? '1970-01-01T00:00:00Z');
  return result.sort((a, b) => latest(b) - latest(a) || a.tournament.localeCompare(b.tournament));
}
