import { Clock, Loader2, Search, X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, type NavigateFunction, useNavigate } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/client/components/ui/dialog';
import { reportActivity } from '@/client/lib/activity-events';
import { useSession } from '@/client/lib/session';
import { useDebouncedValue } from '@/client/lib/use-debounced-value';
import { paths } from '@/client/paths';
import { SPORTS, TIMING } from '@/shared/constants';
import { normaliseQuery } from '@/shared/domain/search';
import { searchResultTarget } from '@/shared/domain/search-target';
import type { SearchResult } from '@/shared/schemas/catalogue';
import { useSearch } from '../api/search';
import { saveSearch, useRecentSearches } from '../search-history';
import { SearchResultCard } from './search-result-card';

export interface SelectResultActions {
  navigate: NavigateFunction;
  /** Closes the overlay (focus goes back to what opened it). */
  close: () => void;
}

/**
 * What picking a result does. The spec adds an event result that has a date, venue and price to the
 * cart (time TBD) and closes; until the cart exists every result opens where it leads. The cart
 * issue passes its own handler through `onSelectResult` (or changes this default).
 */
export function openSearchResult(result: SearchResult, { navigate, close }: SelectResultActions): void {
  close();
  navigate(searchResultTarget(result));
}

export interface SearchOverlayProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onSelectResult?: (result: SearchResult, actions: SelectResultActions) => void;
}

const PLACEHOLDER = 'Search events, venues, teams, players...';

/** Arrow keys move between the focusable items of a list (results or recent searches). */
function moveFocus(
  event: KeyboardEvent<HTMLElement>,
  container: HTMLElement | null,
  input: HTMLInputElement | null,
) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const items = Array.from(container?.querySelectorAll<HTMLElement>('[data-search-result]') ?? []);
  if (items.length === 0) return;
  event.preventDefault();
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (event.key === 'ArrowDown') items[index === -1 ? 0 : Math.min(index + 1, items.length - 1)]?.focus();
  else if (index <= 0) input?.focus();
  else items[index - 1]?.focus();
}

/**
 * The full-screen search overlay: auto-focused box, 300 ms debounce, 'Searching...', results,
 * 'No results found for "{query}"', and the five most recent searches when the box is empty.
 * Radix Dialog traps focus, closes on Escape and gives focus back to the trigger.
 */
export function SearchOverlay({ open, onOpenChange, onSelectResult = openSearchResult }: SearchOverlayProps) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, TIMING.searchDebounceMs);
  const active = debounced.trim();
  const search = useSearch(active);
  const recent = useRecentSearches();

  const blank = query.trim() === '';
  const waiting =
    normaliseQuery(query) !== normaliseQuery(debounced) || (search.isPending && search.isFetching);
  const results = search.data?.results;

  const { user } = useSession();
  const recorded = useRef('');
  // A search is remembered, and recorded as activity once, when its results are on screen.
  useEffect(() => {
    if (active === '' || !results || results.length === 0) return;
    saveSearch(active);
    if (recorded.current === active) return;
    recorded.current = active;
    reportActivity(user?.id ?? 'guest', 'search', { query: active, results: results.length });
  }, [active, results, user]);

  // Every opening starts from an empty box.
  useEffect(() => {
    if (!open) setQuery('');
  }, [open]);

  const close = () => onOpenChange(false);
  const onListKey = (event: KeyboardEvent<HTMLElement>) =>
    moveFocus(event, listRef.current, inputRef.current);
  const runAgain = (text: string) => {
    setQuery(text);
    inputRef.current?.focus();
  };

  // One live region carries the state line (visible), so it is announced once and found once.
  let status: ReactNode = null;
  let body: ReactNode = null;
  if (blank) {
    body =
      recent.length > 0 ? (
        <section aria-labelledby="recent-searches-heading" className="p-2">
          <h3
            id="recent-searches-heading"
            className="px-3 pt-2 pb-1 text-xs font-bold tracking-wide text-ink-600 uppercase"
          >
            Recent Searches
          </h3>
          <ul>
            {recent.map((item) => (
              <li key={item}>
                <button
                  type="button"
                  data-search-result=""
                  onClick={() => runAgain(item)}
                  onKeyDown={onListKey}
                  className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-ink-900 hover:bg-ink-50 focus-visible:bg-ink-50 focus-visible:-outline-offset-3"
                >
                  <Clock aria-hidden="true" className="h-4 w-4 shrink-0 text-ink-500" />
                  <span className="min-w-0 truncate">{item}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <div className="px-5 py-8 text-center">
          <p className="text-ink-700">Find matches, stadiums, teams and players across India.</p>
          <ul aria-label="Browse by sport" className="mt-4 flex flex-wrap justify-center gap-2">
            {SPORTS.map((sport) => (
              <li key={sport.id}>
                <Link
                  to={paths.sport(sport.id)}
                  onClick={close}
                  className="inline-flex items-center gap-1.5 rounded-full border border-ink-200 px-3 py-1.5 text-sm font-medium text-ink-900 hover:bg-ink-50"
                >
                  <span aria-hidden="true">{sport.emoji}</span>
                  {sport.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      );
  } else if (waiting) {
    status = (
      <p className="flex items-center justify-center gap-2 px-5 py-10 text-ink-700">
        <Loader2 aria-hidden="true" className="h-4 w-4 motion-safe:animate-spin" />
        Searching...
      </p>
    );
  } else if (search.isError) {
    status = (
      <p className="px-5 pt-10 text-center text-ink-700">
        Search isn't available right now. Please try again.
      </p>
    );
    body = (
      <div className="px-5 pb-10 text-center">
        <Button variant="secondary" className="mt-4" onClick={() => void search.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (!results || results.length === 0) {
    status = (
      <div className="px-5 py-10 text-center">
        <p className="font-semibold text-ink-900">No results found for "{active}"</p>
        <p className="mt-1 text-sm text-ink-600">Check the spelling, or try a team, city or stadium name.</p>
      </div>
    );
  } else {
    status = (
      <span className="sr-only">
        {results.length} {results.length === 1 ? 'result' : 'results'} for "{active}"
      </span>
    );
    body = (
      <ul aria-label={`Results for ${active}`} className="p-2">
        {results.map((result) => (
          <li key={`${result.type}-${result.id}`}>
            <SearchResultCard
              result={result}
              onSelect={() => onSelectResult(result, { navigate, close })}
              onKeyDown={onListKey}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        layout="top-panel"
        showClose={false}
        className="overflow-hidden"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
      >
        <DialogTitle className="sr-only">Search KhelPass</DialogTitle>
        <DialogDescription className="sr-only">
          Type to search events, venues, teams and players. Results update as you type.
        </DialogDescription>

        <div className="flex shrink-0 items-center gap-2 border-b border-ink-100 px-4 py-3">
          <Search aria-hidden="true" className="h-5 w-5 shrink-0 text-ink-500" />
          <input
            ref={inputRef}
            type="search"
            aria-label="Search events, venues, teams, players"
            placeholder={PLACEHOLDER}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => moveFocus(event, listRef.current, inputRef.current)}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            className="h-11 min-w-0 flex-1 bg-transparent text-base text-ink-900 outline-none placeholder:text-ink-500 focus-visible:outline-none [&::-webkit-search-cancel-button]:appearance-none"
          />
          {query !== '' ? (
            <button
              type="button"
              aria-label="Clear search"
              onClick={() => runAgain('')}
              className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100 hover:text-ink-900"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          ) : null}
        </div>

        <div ref={listRef} className="min-h-0 flex-1 overflow-y-auto overscroll-contain sm:max-h-[60vh]">
          <div role="status">{status}</div>
          {body}
        </div>

        <div className="flex shrink-0 items-center justify-between gap-3 border-t border-ink-100 px-4 py-3">
          <p className="hidden text-xs text-ink-600 sm:block">
            <kbd className="rounded border border-ink-200 bg-ink-50 px-1.5 py-0.5 font-sans font-semibold">
              Esc
            </kbd>{' '}
            to close ·{' '}
            <kbd className="rounded border border-ink-200 bg-ink-50 px-1.5 py-0.5 font-sans font-semibold">
              ↑
            </kbd>{' '}
            <kbd className="rounded border border-ink-200 bg-ink-50 px-1.5 py-0.5 font-sans font-semibold">
              ↓
            </kbd>{' '}
            to move
          </p>
          <Button variant="secondary" className="ml-auto" onClick={close}>
            Close
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

export default SearchOverlay;
