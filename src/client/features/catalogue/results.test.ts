import { describe, expect, it } from 'vitest';
import { groupResultsByTournament } from './results';

const m = (id: string, tournament: string, team1: string, team2: string, startsAt: string) => ({
  id,
  tournament,
  team1,
  team2,
  startsAt,
});

describe('groupResultsByTournament', () => {
  it('groups by tournament, newest match first, and counts appearances per team', () => {
    const groups = groupResultsByTournament([
      m('1', 'IPL', 'Mumbai Indians', 'Chennai Super Kings', '2026-04-01T14:00:00Z'),
      m('2', 'IPL', 'Mumbai Indians', 'Delhi Capitals', '2026-04-05T14:00:00Z'),
      m('3', 'ISL', 'Odisha FC', 'Bengaluru FC', '2026-03-01T14:00:00Z'),
    ]);
    expect(groups.map((g) => g.tournament)).toEqual(['IPL', 'ISL']);
    expect(groups[0]?.matches.map((x) => x.id)).toEqual(['2', '1']);
    expect(groups[0]?.teams).toEqual([
      { name: 'Mumbai Indians', played: 2 },
      { name: 'Chennai Super Kings', played: 1 },
      { name: 'Delhi Capitals', played: 1 },
    ]);
  });

  it('skips matches without a tournament and returns nothing for no matches', () => {
    expect(groupResultsByTournament([m('1', ' ', 'A', 'B', '2026-01-01T00:00:00Z')])).toEqual([]);
    expect(groupResultsByTournament([])).toEqual([]);
  });
});
