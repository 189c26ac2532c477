export interface TournamentSummary {
  name: string;
  /** Upcoming matches of this tournament among the events given. */
  matches: number;
  /** ISO instants of the first and last of those matches. */
  firstStartsAt: string;
  lastStartsAt: string;
  /** Distinct city names, in order of first appearance. */
  cities: string[];
}

/**
 * Groups events by tournament: most matches first, then the tournament that starts soonest, then
 * by name. Only the events passed in are counted, so the caller says how complete they are.
 */
export function groupTournaments(
  events: readonly { tournament: string; startsAt: string; cityName: string }[],
): TournamentSummary[] {
  const byName = new Map<string, TournamentSummary>();
  for (const event of events) {
    const name = event.tournament.trim();
    if (name === '') continue;
    const existing = byName.get(name);
    if (!existing) {
      byName.set(name, {
        name,
        matches: 1,
        firstStartsAt: event.startsAt,
        lastStartsAt: event.startsAt,
        cities: [event.cityName],
      });
      continue;
    }
    existing.matches += 1;
    if (Date.parse(event.startsAt) < Date.parse(existing.firstStartsAt))
      existing.firstStartsAt = event.startsAt;
    if (Date.parse(event.startsAt) > Date.parse(existing.lastStartsAt))
      existing.lastStartsAt = event.startsAt;
    if (!existing.cities.includes(event.cityName)) existing.cities.push(event.cityName);
  }
  return [...byName.values()].sort(
    (a, b) =>
      b.matches - a.matches ||
      Date.parse(a.firstStartsAt) - Date.parse(b.firstStartsAt) ||
      a.name.localeCompare(b.name),
  );
}
