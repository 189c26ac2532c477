import { describe, expect, it } from 'vitest';
import {
  clearedEventListFilters,
  hasActiveEventListFilters,
  readEventListFilters,
  writeEventListFilters,
} from './event-list-filters';

describe('event list filters', () => {
  it('reads defaults from an empty query', () => {
    expect(readEventListFilters(new URLSearchParams())).toEqual(clearedEventListFilters());
  });

  it('reads every parameter, with any catalogue city', () => {
    const filters = readEventListFilters(
      new URLSearchParams(
        'sport=football&q=Bengaluru%20FC&city=kolkata&venue=salt-lake&team=bengaluru-fc&date=2026-12-05&sort=price',
      ),
    );
    expect(filters).toEqual({
      sport: 'football',
      q: 'Bengaluru FC',
      city: 'kolkata',
      venue: 'salt-lake',
      team: 'bengaluru-fc',
      date: '2026-12-05',
      sort: 'price',
    });
    expect(hasActiveEventListFilters(filters)).toBe(true);
  });

  it("keeps a search result's team filter, and clears it with the rest", () => {
    const filters = readEventListFilters(new URLSearchParams('team=royal-challengers-bengaluru'));
    expect(filters.team).toBe('royal-challengers-bengaluru');
    expect(hasActiveEventListFilters(filters)).toBe(true);
    expect(writeEventListFilters(filters).toString()).toBe('team=royal-challengers-bengaluru');
    expect(clearedEventListFilters().team).toBe('');
  });

  it("reads an old link's city=bangalore as Bengaluru", () => {
    const filters = readEventListFilters(new URLSearchParams('city=bangalore'));
    expect(filters.city).toBe('bengaluru');
    expect(writeEventListFilters(filters).toString()).toBe('city=bengaluru');
  });

  it('accepts search as an alias of q, preferring q', () => {
    expect(readEventListFilters(new URLSearchParams('search=ipl')).q).toBe('ipl');
    expect(readEventListFilters(new URLSearchParams('search=ipl&q=isl')).q).toBe('isl');
  });

  it('falls back on unknown values', () => {
    const filters = readEventListFilters(
      new URLSearchParams('sport=chess&city=paris&date=5-12-2026&sort=name'),
    );
    expect(filters).toEqual(clearedEventListFilters());
    expect(hasActiveEventListFilters(filters)).toBe(false);
  });

  it('writes only what differs from the defaults and round-trips', () => {
    expect(writeEventListFilters(clearedEventListFilters()).toString()).toBe('');
    const params = writeEventListFilters({
      ...clearedEventListFilters(),
      sport: 'hockey',
      q: ' ',
      sort: 'popularity',
    });
    expect(params.toString()).toBe('sport=hockey&sort=popularity');
    const filters = {
      ...clearedEventListFilters(),
      q: 'Mumbai Indians',
      venue: 'wankhede',
      city: 'mumbai' as const,
    };
    expect(readEventListFilters(writeEventListFilters(filters))).toEqual(filters);
  });
});
