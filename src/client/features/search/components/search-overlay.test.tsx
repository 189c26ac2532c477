import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '@/shared/schemas/catalogue';
import { SearchOverlay, type SearchOverlayProps } from './search-overlay';

const eventResult: SearchResult = {
  id: 'ev-7',
  title: 'Mumbai Indians vs Chennai Super Kings',
  type: 'event',
  category: 'cricket',
  date: '2026-04-05',
  venue: 'Wankhede Stadium',
  pricePaise: 250_000,
  soldOut: false,
  image: '🏏',
  description: 'IPL rivalry under the lights',
  href: '/events/ev-7?sport=cricket',
};
const venueResult: SearchResult = {
  id: 'wankhede',
  title: 'Wankhede Stadium',
  type: 'venue',
  category: 'Cricket',
  date: null,
  venue: 'Mumbai',
  pricePaise: null,
  soldOut: false,
  image: '🏟️',
  description: 'Home of Mumbai cricket',
  href: '/venues#wankhede',
};

let fetchMock: ReturnType<typeof vi.fn>;

function answer(results: SearchResult[]) {
  return new Response(JSON.stringify({ query: '', results }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  window.localStorage.clear();
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    if (q.includes('zzzz')) return answer([]);
    return answer([venueResult, eventResult]);
  });
  vi.stubGlobal('fetch', fetchMock);
});

/** The search requests made (the session check the overlay also makes is left out). */
const searchCalls = () => fetchMock.mock.calls.filter((call) => String(call[0]).includes('/api/search'));

afterEach(() => {
  vi.unstubAllGlobals();
});

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search + location.hash}</p>;
}

function Harness(props: Partial<SearchOverlayProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open search
      </button>
      <Location />
      <SearchOverlay
        open={open}
        onOpenChange={(next) => {
          props.onOpenChange?.(next);
          setOpen(next);
        }}
        onSelectResult={props.onSelectResult}
      />
    </>
  );
}

function renderOverlay(props: Partial<SearchOverlayProps> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <Harness {...props} /> },
      { path: '*', element: <Location /> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search events, venues, teams, players' });

describe('SearchOverlay', () => {
  it('opens as a modal dialog with the box focused and the placeholder', async () => {
    renderOverlay();
    const dialog = await screen.findByRole('dialog', { name: 'Search KhelPass' });
    await waitFor(() => expect(document.activeElement).toBe(searchBox()));
    expect(searchBox().getAttribute('placeholder')).toBe('Search events, venues, teams, players...');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Clear search' })).toBeNull();
    expect(searchCalls()).toHaveLength(0);
  });

  it("shows 'Searching...' during the 300 ms debounce, then the result cards", async () => {
    const { user } = renderOverlay();
    await user.type(searchBox(), 'mumbai');
    expect(screen.getByText('Searching...')).toBeTruthy();
    expect(searchCalls()).toHaveLength(0);

    const card = (await screen.findByText('Mumbai Indians vs Chennai Super Kings')).closest('button');
    if (!card) throw new Error('result card is not a button');
    expect(screen.queryByText('Searching...')).toBeNull();
    // One request for the whole word, not one per key.
    expect(searchCalls()).toHaveLength(1);
    expect(String(searchCalls()[0]?.[0])).toContain('/api/search?q=mumbai');
    const text = card.textContent ?? '';
    expect(text).toContain('🏏');
    expect(text).toContain('Event');
    expect(text).toContain('IPL rivalry under the lights');
    expect(text).toContain('5 Apr 2026');
    expect(text).toContain('Wankhede Stadium');
    expect(text).toContain('₹2,500');
    expect(screen.getByText('Venue')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 results for "mumbai"');
  });

  it('says no results were found for the query', async () => {
    const { user } = renderOverlay();
    await user.type(searchBox(), 'zzzz');
    expect(await screen.findByText('No results found for "zzzz"')).toBeTruthy();
  });

  it('shows a clear button once there is text, and clearing empties and refocuses the box', async () => {
    const { user } = renderOverlay();
    await user.type(searchBox(), 'pune');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((searchBox() as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(searchBox());
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    expect(screen.queryByText('Searching...')).toBeNull();
  });

  it('lists the five newest recent searches when the box is empty, and clicking one runs it again', async () => {
    window.localStorage.setItem(
      'searchHistory',
      JSON.stringify(['kabaddi', 'isl', 'wankhede', 'sindhu', 'hockey', 'mumbai', 'tennis']),
    );
    const { user } = renderOverlay();
    const heading = await screen.findByRole('heading', { name: 'Recent Searches' });
    const section = heading.closest('section');
    if (!section) throw new Error('no recent searches section');
    const items = within(section)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(items).toEqual(['kabaddi', 'isl', 'wankhede', 'sindhu', 'hockey']);

    await user.click(within(section).getByRole('button', { name: 'wankhede' }));
    expect((searchBox() as HTMLInputElement).value).toBe('wankhede');
    expect(await screen.findByText('Home of Mumbai cricket')).toBeTruthy();
    expect(String(searchCalls().at(-1)?.[0])).toContain('q=wankhede');
  });

  it('remembers a search once its results are shown, newest first without duplicates', async () => {
    window.localStorage.setItem('searchHistory', JSON.stringify(['isl', 'Mumbai']));
    const { user } = renderOverlay();
    await user.type(searchBox(), 'mumbai');
    await screen.findByText('Mumbai Indians vs Chennai Super Kings');
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('searchHistory') ?? '[]')).toEqual(['mumbai', 'isl']),
    );

    await user.clear(searchBox());
    await user.type(searchBox(), 'zzzz');
    await screen.findByText('No results found for "zzzz"');
    expect(JSON.parse(window.localStorage.getItem('searchHistory') ?? '[]')).toEqual(['mumbai', 'isl']);
  });

  it("records a guest's search once as activity", async () => {
    const { user } = renderOverlay();
    await user.type(searchBox(), 'mumbai');
    await screen.findByText('Mumbai Indians vs Chennai Super Kings');
    const activity = () =>
      JSON.parse(window.localStorage.getItem('activityHistory') ?? '[]') as {
        action: string;
        data: unknown;
      }[];
    await waitFor(() => expect(activity().map((a) => a.action)).toEqual(['search']));
    expect(activity()[0]?.data).toEqual({ query: 'mumbai', results: 2 });
  });

  it('opens the event page for an event result and closes', async () => {
    const onOpenChange = vi.fn();
    const { user, router } = renderOverlay({ onOpenChange });
    await user.type(searchBox(), 'mumbai');
    await user.click(await screen.findByText('Mumbai Indians vs Chennai Super Kings'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/ev-7'));
    expect(router.state.location.search).toBe('?sport=cricket');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hands the picked result to onSelectResult when one is given', async () => {
    const onSelectResult = vi.fn();
    const { user, router } = renderOverlay({ onSelectResult });
    await user.type(searchBox(), 'wankhede');
    await user.click(await screen.findByText('Home of Mumbai cricket'));
    expect(onSelectResult).toHaveBeenCalledTimes(1);
    expect(onSelectResult.mock.calls[0]?.[0]).toEqual(venueResult);
    expect(router.state.location.pathname).toBe('/');
  });

  it('closes with the Close button and with Escape', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderOverlay({ onOpenChange });
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await screen.findByRole('dialog');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledTimes(2);
  });

  it('moves through the results with the arrow keys', async () => {
    const { user } = renderOverlay();
    await user.type(searchBox(), 'mumbai');
    await screen.findByText('Mumbai Indians vs Chennai Super Kings');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('Wankhede Stadium');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('Mumbai Indians vs Chennai Super Kings');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(searchBox());
  });
});
