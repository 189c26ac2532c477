import { describe, expect, it } from 'vitest';
import {
  clearedFilters,
  hasActiveFilters,
  readSportPageFilters,
  writeSportPageFilters,
} from './sport-filters';

describe('sport page filters', () => {
  it('reads every query parameter with defaults', () => {
    expect(readSportPageFilters(new URLSearchParams(''))).toEqual({
      search: '',
      date: '',
      city: 'all',
      sort: 'date',
      tab: 'upcoming',
      price: '',
    });
    const filters = readSportPageFilters(
      new URLSearchParams('search=india&date=2026-12-01&city=pune&sort=price&tab=stats&price=low'),
    );
    expect(filters).toEqual({
      search: 'india',
      date: '2026-12-01',
      city: 'pune',
      sort: 'price',
      tab: 'stats',
      price: 'low',
    });
  });

  it("reads an old link's city=bangalore as Bengaluru, and writes bengaluru back", () => {
    const filters = readSportPageFilters(new URLSearchParams('city=bangalore&tab=results'));
    expect(filters.city).toBe('bengaluru');
    expect(writeSportPageFilters(filters).toString()).toBe('city=bengaluru&tab=results');
  });

  it('falls back to defaults for unknown values', () => {
    const filters = readSportPageFilters(new URLSearchParams('city=paris&sort=random&tab=x&date=tomorrow'));
    expect(filters).toMatchObject({ city: 'all', sort: 'date', tab: 'upcoming', date: '' });
  });

  it('writes back only what differs from the defaults, and round-trips', () => {
    const params = new URLSearchParams('search=kings&city=mumbai&sort=popularity');
    const written = writeSportPageFilters(readSportPageFilters(params));
    expect(written.toString()).toBe('search=kings&city=mumbai&sort=popularity');
    expect(writeSportPageFilters(readSportPageFilters(new URLSearchParams())).toString()).toBe('');
  });

  it('clears the filters but keeps the tab', () => {
    const filters = readSportPageFilters(new URLSearchParams('search=x&city=delhi&tab=results&sort=price'));
    expect(hasActiveFilters(filters)).toBe(true);
    const cleared = clearedFilters(filters);
    expect(hasActiveFilters(cleared)).toBe(false);
    expect(cleared.tab).toBe('results');
  });
});
