import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionClient, testUser, WithClient } from '@/client/test/session';
import type { OrganizerEvent, OrganizerEventPage } from '@/shared/schemas/organizer';
import { MyEvents } from './my-events';

const kabaddi: OrganizerEvent = {
  id: 'ev-1',
  title: 'Patna Pirates vs Bengal Warriors',
  sport: 'kabaddi',
  tournament: 'Pro Kabaddi League',
  venue: 'Patliputra Sports Complex',
  cityName: 'Patna',
  startsAt: '2030-07-05T14:00:00.000Z',
  status: 'on_sale',
  sold: 1_200,
  capacity: 5_000,
  grossPaise: 1_239_000,
  feesAndGstPaise: 189_000,
};
const tennis: OrganizerEvent = {
  ...kabaddi,
  id: 'ev-2',
  title: 'Sumit Nagal vs Yuki Bhambri',
  sport: 'tennis',
  tournament: 'Tata Open Maharashtra',
  status: 'sold_out',
  sold: 5_000,
  grossPaise: 0,
  feesAndGstPaise: 0,
};

const statusCounts = {
  draft: 0,
  on_sale: 40,
  sold_out: 1,
  live: 0,
  completed: 4,
  postponed: 0,
  cancelled: 0,
  unpublished: 0,
};
const requests: URLSearchParams[] = [];

function answer(params: URLSearchParams): OrganizerEventPage {
  const status = params.get('status');
  const items = status === 'draft' ? [] : status === 'sold_out' ? [tennis] : [kabaddi, tennis];
  const total = status === 'draft' ? 0 : status === 'sold_out' ? 1 : 45;
  const page = Number(params.get('page') ?? 1);
  return { items, page, pageSize: 20, hasMore: page * 20 < total, total, statusCounts };
}

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const params = new URL(String(input), 'http://localhost').searchParams;
      requests.push(params);
      return new Response(JSON.stringify(answer(params)), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const lastRequest = () => Object.fromEntries(requests.at(-1) ?? []);

function renderMyEvents() {
  render(
    <WithClient client={sessionClient(testUser('organizer'))}>
      <MemoryRouter>
        <MyEvents />
      </MemoryRouter>
    </WithClient>,
  );
}

describe('My events', () => {
  it('announces loading, then shows each event in a labelled table with IST dates, sales and revenue', async () => {
    renderMyEvents();
    expect(screen.getByRole('status').textContent).toBe('Loading your events...');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Showing 1–2 of 45 events'));
    expect(lastRequest()).toEqual({ sort: 'date-asc', page: '1', pageSize: '20' });

    const table = screen.getByRole('table', { name: 'My events' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Event',
      'Date (IST)',
      'Venue',
      'Status',
      'Sold / capacity',
      'Gross revenue',
      'Actions',
    ]);
    const [, first] = within(table).getAllByRole('row');
    if (!first) throw new Error('no rows');
    expect(within(first).getByRole('link', { name: kabaddi.title }).getAttribute('href')).toBe(
      '/events/ev-1?sport=kabaddi',
    );
    expect(first.textContent).toContain('Kabaddi · Pro Kabaddi League');
    expect(first.textContent).toContain('Fri, 5 Jul 2030');
    expect(first.textContent).toContain('7:30 pm IST');
    expect(first.textContent).toContain('On sale');
    expect(first.textContent).toContain('1,200 / 5,000');
    expect(first.textContent).toContain('24% sold');
    expect(first.textContent).toContain('₹12,390');
    expect(first.textContent).toContain('incl. ₹1,890 fees & GST');
    expect(
      within(first)
        .getByRole('link', { name: `Sales of ${kabaddi.title}` })
        .getAttribute('href'),
    ).toBe('/organizer/events/ev-1/sales');
    // Phones get the same events as cards.
    expect(within(screen.getByRole('list', { name: 'My events' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('filters by status with counts on the chips, and pages', async () => {
    const user = userEvent.setup();
    renderMyEvents();
    const chips = screen.getByRole('group', { name: 'Filter by status' });
    const soldOut = await within(chips).findByRole('button', { name: 'Sold out 1' });
    expect(within(chips).getByRole('button', { name: 'All 45' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastRequest().page).toBe('2'));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();

    await user.click(soldOut);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Showing 1–1 of 1 events'));
    expect(lastRequest()).toMatchObject({ status: 'sold_out', page: '1' });
    expect(soldOut.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('navigation', { name: 'My events pages' })).toBeNull();

    await user.click(within(chips).getByRole('button', { name: 'Draft 0' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('No events match these filters.'),
    );
    expect(
      screen.getByText('No drafts: a new event stays a draft, seen only by you, until you publish it.'),
    ).toBeTruthy();
  });

  it('searches after the typing stops, not on every key', async () => {
    const user = userEvent.setup();
    renderMyEvents();
    await screen.findByRole('table', { name: 'My events' });
    const before = requests.length;
    await user.type(screen.getByLabelText('Search your events'), 'patna');
    await waitFor(() => expect(lastRequest().q).toBe('patna'));
    expect(requests.slice(before).map((params) => params.get('q'))).toEqual(['patna']);
  });

  it('sends dates and order, and does not send a range that ends before it starts', async () => {
    const user = userEvent.setup();
    renderMyEvents();
    await screen.findByRole('table', { name: 'My events' });
    await user.selectOptions(screen.getByLabelText('Order'), 'Latest first');
    await user.type(screen.getByLabelText('From'), '2030-07-10');
    await waitFor(() => expect(lastRequest()).toMatchObject({ sort: 'date-desc', from: '2030-07-10' }));
    const to = screen.getByLabelText('To');
    await user.type(to, '2030-07-01');
    expect(await screen.findByText('Must be on or after From')).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(lastRequest().to).toBeUndefined();
  });
});
