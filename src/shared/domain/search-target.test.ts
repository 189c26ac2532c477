import { describe, expect, it } from 'vitest';
import { isCartableSearchResult, searchResultTarget, sideResultHref } from './search-target';

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

  it('follows the API to a team’s or player’s matches, or their sport page', () => {
    expect(
      searchResultTarget({
        type: 'player',
        title: 'Virat Kohli',
        href: '/events?team=royal-challengers-bengaluru',
      }),
    ).toBe('/events?team=royal-challengers-bengaluru');
    expect(searchResultTarget({ type: 'player', title: 'Sumit Nagal', href: '/events?q=Sumit+Nagal' })).toBe(
      '/events?q=Sumit+Nagal',
    );
    expect(searchResultTarget({ type: 'team', title: 'Odisha FC', href: '/sports/football' })).toBe(
      '/sports/football',
    );
  });

  it('searches the event list by name when the href leads out of those pages', () => {
    expect(searchResultTarget({ type: 'team', title: 'Mumbai Indians', href: '/teams/mi' })).toBe(
      '/events?q=Mumbai+Indians',
    );
    expect(searchResultTarget({ type: 'player', title: 'P. V. Sindhu & co', href: '' })).toBe(
      '/events?q=P.+V.+Sindhu+%26+co',
    );
    for (const href of [
      'https://evil.example/events?team=x',
      '//evil.example/sports/x',
      '/sports/x/../../admin',
    ])
      expect(searchResultTarget({ type: 'player', title: 'X', href })).toBe('/events?q=X');
  });
});

describe('sideResultHref', () => {
  const kohli = { name: 'Virat Kohli', sport: 'cricket', teamId: 'royal-challengers-bengaluru' } as const;
  it("leads a player with a team to the team's upcoming matches", () => {
    expect(sideResultHref({ ...kohli, upcomingMatches: 3 })).toBe('/events?team=royal-challengers-bengaluru');
  });

  it('leads a player without a team to the matches naming them', () => {
    expect(sideResultHref({ name: 'Sumit Nagal', sport: 'tennis', teamId: null, upcomingMatches: 2 })).toBe(
      '/events?q=Sumit+Nagal',
    );
  });

  it("leads to the sport's page when no match is listed, never to an empty list", () => {
    expect(sideResultHref({ ...kohli, upcomingMatches: 0 })).toBe('/sports/cricket');
    expect(sideResultHref({ name: 'Rohan Bopanna', sport: 'tennis', teamId: null, upcomingMatches: 0 })).toBe(
      '/sports/tennis',
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
