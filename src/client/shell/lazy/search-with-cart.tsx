import { useCallback } from 'react';
import { useCart } from '@/client/features/cart';
import {
  SearchOverlay as Overlay,
  openSearchResult,
  type SearchOverlayProps,
  type SelectResultActions,
} from '@/client/features/search/components/search-overlay';
import type { SportId } from '@/shared/constants';
import { isCartableSearchResult } from '@/shared/domain/search-target';
import type { SearchResult } from '@/shared/schemas/catalogue';

const eventIdOf = (result: SearchResult) =>
  result.href.startsWith('/events/')
    ? (result.href.slice('/events/'.length).split(/[?#]/)[0] ?? result.id)
    : result.id;

/**
 * The search overlay with product-spec.md section 4's rule: an event result with a date, a venue
 * and a price goes into the cart (time TBD) and the overlay closes; other results open where they
 * lead.
 */
export function SearchOverlay(props: Omit<SearchOverlayProps, 'onSelectResult'>) {
  const cart = useCart();
  const onSelectResult = useCallback(
    (result: SearchResult, actions: SelectResultActions) => {
      if (!isCartableSearchResult(result)) return openSearchResult(result, actions);
      actions.close();
      void cart.add({
        eventId: eventIdOf(result),
        title: result.title,
        date: result.date ?? '',
        time: 'TBD',
        venue: result.venue ?? '',
        pricePaise: result.pricePaise ?? 0,
        category: result.category as SportId,
        startsAt: '',
      });
    },
    [cart],
  );
  return <Overlay {...props} onSelectResult={onSelectResult} />;
}
