import { describe, expect, it } from 'vitest';
import type { Score } from '@/shared/schemas/catalogue';
import { splitScores } from './scores';

const score = (id: string, status: Score['status'], startTime: string): Score => ({
  id,
  matchTitle: id,
  team1: { name: 'A', score: '' },
  team2: { name: 'B', score: '' },
  status,
  sport: 'cricket',
  venue: 'Wankhede Stadium',
  startTime,
  summary: '',
});

describe('splitScores', () => {
  it('puts live first, results newest first and upcoming soonest first', () => {
    const board = splitScores([
      score('old', 'completed', '2026-01-01T10:00:00Z'),
      score('next', 'upcoming', '2026-02-02T10:00:00Z'),
      score('live', 'live', '2026-01-15T10:00:00Z'),
      score('recent', 'completed', '2026-01-10T10:00:00Z'),
      score('later', 'upcoming', '2026-03-01T10:00:00Z'),
    ]);
    expect(board.live.map((s) => s.id)).toEqual(['live']);
    expect(board.results.map((s) => s.id)).toEqual(['recent', 'old']);
    expect(board.upcoming.map((s) => s.id)).toEqual(['next', 'later']);
  });

  it('gives empty groups for no scores', () => {
    expect(splitScores([])).toEqual({ live: [], results: [], upcoming: [] });
  });
});
