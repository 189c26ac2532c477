/**
 * Where a search result leads when picked: events open their own page (the API's href), venues the
 * venues page, teams and players the event list searched by their name (team names and tournaments
 * are what the event list's text filter matches).
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
      return `/events?${new URLSearchParams({ q: result.title }).toString()}`;
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
