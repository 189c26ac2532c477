import type { SportId } from '../constants';

/**
 * Where a team or player result leads (the API's href for it): the upcoming matches of the team (of
 * the player's team), or, for a player without a team (singles), the matches naming them; when
 * none is listed, their sport's page, so a result never leads to 'No matches found'.
 * `upcomingMatches` counts those matches, not over and not cancelled.
 */
export function sideResultHref(side: {
  name: string;
  sport: SportId;
  teamId: string | null;
  upcomingMatches: number;
}): string {
  if (side.upcomingMatches === 0) return `/sports/${side.sport}`;
  const filter: Record<string, string> = side.teamId === null ? { q: side.name } : { team: side.teamId };
  return `/events?${new URLSearchParams(filter).toString()}`;
}

/** An in-app path a team or player result may lead to: the event list or a sport page. */
const isSideTarget = (href: string) => /^\/(events\?|sports\/[a-z]+$)/.test(href);

/**
 * Where a search result leads when picked: events open their own page (the API's href), venues the
 * venues page, teams and players where the API says (sideResultHref), or, failing that, the event
 * list searched by their name. Only paths inside the app are followed.
 */
export function searchResultTarget(result: {
  type: 'event' | 'venue' | 'team' | 'player';
  title: string;
  href: string;
}): string {
  switch (result.type) {
    case 'event':
      return result.href.startsWith('/events/') ? result.href : '/events';
    case 'venue':
      return result.href.startsWith('/venues') ? result.href : '/venues';
    case 'team':
    case 'player':
      return isSideTarget(result.href)
        ? result.href
        : `/events?${new URLSearchParams({ q: result.title }).toString()}`;
  }
}

/**
 * product-spec.md section 4: an event result can become a cart item only when it has a date, a venue
 * and a price.
 */
export const isCartableSearchResult = (result: {
  type: string;
  date: string | null;
  venue: string | null;
  pricePaise: number | null;
}): boolean =>
  result.type === 'event' && result.date !== null && result.venue !== null && result.pricePaise !== null;
