import { describe, expect, it } from 'vitest';
import { addToSearchHistory, matchesSearch, matchesTeamsOrTournament, recentSearches } from './search';

const item = {
  title: 'Mumbai Indians vs Chennai Super Kings',
  category: 'cricket',
  description: 'IPL night match at Wankhede',
};

describe('search matching', () => {
  it('matches case-insensitive substrings of title, category or description', () => {
    expect(matchesSearch(item, 'MUMBAI')).toBe(true);
    expect(matchesSearch(item, 'crick')).toBe(true);
    expect(matchesSearch(item, 'wankhede')).toBe(true);
    expect(matchesSearch(item, '  super kings ')).toBe(true);
    expect(matchesSearch(item, 'kabaddi')).toBe(false);
  });

  it('finds nothing for a blank or whitespace query', () => {
    expect(matchesSearch(item, '')).toBe(false);
    expect(matchesSearch(item, '   ')).toBe(false);
  });

  it('filters the sport page by team names or tournament, blank matching all', () => {
    const event = { team1: 'Bengaluru FC', team2: 'Mohun Bagan', tournament: 'Indian Super League' };
    expect(matchesTeamsOrTournament(event, 'bagan')).toBe(true);
    expect(matchesTeamsOrTournament(event, 'super league')).toBe(true);
    expect(matchesTeamsOrTournament(event, 'cricket')).toBe(false);
    expect(matchesTeamsOrTournament(event, ' ')).toBe(true);
  });
});

describe('search history', () => {
  it('keeps newest first, ignores blanks and duplicates, and holds ten', () => {
    let history: string[] = [];
    for (const q of ['a', 'b', ' ', 'A', 'c']) history = addToSearchHistory(history, q);
    expect(history).toEqual(['c', 'A', 'b']);
    for (let i = 0; i < 12; i++) history = addToSearchHistory(history, `q${i}`);
    expect(history).toHaveLength(10);
    expect(history[0]).toBe('q11');
  });

  it('shows the five newest as recent searches', () => {
    expect(recentSearches(['1', '2', '3', '4', '5', '6', '7'])).toEqual(['1', '2', '3', '4', '5']);
  });
});
