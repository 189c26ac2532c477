import { describe, expect, it } from 'vitest';
import { groupTournaments } from './tournaments';

const match = (tournament: string, startsAt: string, cityName = 'Mumbai') => ({
  tournament,
  startsAt,
  cityName,
});

describe('groupTournaments', () => {
  it('counts matches per tournament with their date range and cities', () => {
    const result = groupTournaments([
      match('IPL', '2026-04-10T14:00:00Z', 'Mumbai'),
      match('IPL', '2026-04-02T14:00:00Z', 'Delhi'),
      match('IPL', '2026-04-20T14:00:00Z', 'Mumbai'),
      match('Ranji Trophy', '2026-03-01T04:00:00Z', 'Pune'),
    ]);
    expect(result).toEqual([
      {
        name: 'IPL',
        matches: 3,
        firstStartsAt: '2026-04-02T14:00:00Z',
        lastStartsAt: '2026-04-20T14:00:00Z',
        cities: ['Mumbai', 'Delhi'],
      },
      {
        name: 'Ranji Trophy',
        matches: 1,
        firstStartsAt: '2026-03-01T04:00:00Z',
        lastStartsAt: '2026-03-01T04:00:00Z',
        cities: ['Pune'],
      },
    ]);
  });

  it('breaks ties by the soonest start, then by name, and skips blank names', () => {
    const result = groupTournaments([
      match('B Cup', '2026-05-01T00:00:00Z'),
      match('A Cup', '2026-05-01T00:00:00Z'),
      match('Early Cup', '2026-04-01T00:00:00Z'),
      match('  ', '2026-01-01T00:00:00Z'),
    ]);
    expect(result.map((t) => t.name)).toEqual(['Early Cup', 'A Cup', 'B Cup']);
  });

  it('returns nothing for no events', () => {
    expect(groupTournaments([])).toEqual([]);
  });
});
