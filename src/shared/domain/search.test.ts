import { describe, expect, it } from 'vitest';
import { addToSearchHistory, recentSearches } from './search';

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
