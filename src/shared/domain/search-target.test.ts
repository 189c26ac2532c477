import { describe, expect, it } from 'vitest';
import { isCartableSearchResult, searchResultTarget } from './search-target';

describe('searchResultTarget', () => {
  it('opens an event page from the API href', () => {
    expect(searchResultTarget({ type: 'event', title: 'MI vs CSK', href: '/events/ev-12' })).toBe(
      '/events/ev-12',
    );
    expect(searchResultTarget({ type: 'event', title: 'MI vs CSK', href: 'https://evil.example/' })).toBe(
      '/events',
    );
  });

  it('opens the venues page for a venue', () => {
    expect(searchResultTarget({ type: 'venue', title: 'Wankhede Stadium', href: '/venues#wankhede' })).toBe(
      '/venues#wankhede',
    );
    expect(searchResultTarget({ type: 'venue', title: 'Wankhede Stadium', href: '/elsewhere' })).toBe(
      '/venues',
    );
  });

  it('searches the event list for a team or a player by name', () => {
    expect(searchResultTarget({ type: 'team', title: 'Mumbai Indians', href: '/teams/mi' })).toBe(
      '/events?q=Mumbai+Indians',
    );
    expect(searchResultTarget({ type: 'player', title: 'P. V. Sindhu & co', href: '' })).toBe(
      '/events?q=P.+V.+Sindhu+%26+co',
    );
  });
});

describe('isCartableSearchResult', () => {
  const event = { type: 'event', date: '2026-12-05', venue: 'Wankhede Stadium', pricePaise: 250_000 };
  it('needs an event with date, venue and price', () => {
    expect(isCartableSearchResult(event)).toBe(true);
    expect(isCartableSearchResult({ ...event, date: null })).toBe(false);
    expect(isCartableSearchResult({ ...event, venue: null })).toBe(false);
    expect(isCartableSearchResult({ ...event, pricePaise: null })).toBe(false);
    expect(isCartableSearchResult({ ...event, type: 'venue' })).toBe(false);
  });
});
