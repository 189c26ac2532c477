import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionClient, testUser, WithClient } from '@/client/test/session';
import type { Attendee, AttendeePage, EventSales as Sales } from '@/shared/schemas/organizer';
import { EventSales } from './event-sales';

// The canvas chart needs a browser (e2e/organizer-sales.spec.ts draws it); here it is a stand-in.
vi.mock('@/client/components/ui/day-bar-chart', () => ({ DayBarChart: () => <div data-testid="chart" /> }));

const point = { pricePaise: 250_000, capacity: 100, sold: 40, held: 2, free: 58, seatsRevenuePaise: 500_000 };
const sales: Sales = {
  event: {
    id: 'ev-1',
    title: 'Patna Pirates vs Bengal Warriors',
    sport: 'kabaddi',
    startsAt: '2030-07-05T14:00:00.000Z',
    venue: 'Patliputra Sports Complex',
    cityName: 'Patna',
    status: 'on_sale',
  },
  pricePoints: [
    { kind: 'category', id: 'gold', name: 'Gold', ...point },
    { kind: 'section', id: 'premium', name: 'Premium', ...point, seatsRevenuePaise: 0 },
  ],
  totals: { capacity: 200, sold: 80, held: 4, free: 116 },
  revenue: {
    bookings: 1,
    grossPaise: 637_200,
    seatsPaise: 500_000,
    addOnsPaise: 0,
    insurancePaise: 0,
    convenienceFeePaise: 40_000,
    gstPaise: 97_200,
    refundedBookings: 1,
    refundedPaise: 300_000,
    insuranceRefundedBookings: 2,
    insuranceRefundedPaise: 25_000,
  },
  daily: [
    { date: '2030-07-01', tickets: 2, grossPaise: 637_200 },
    { date: '2030-07-03', tickets: 5, grossPaise: 0 },
  ],
  admissions: { admitted: 1, issued: 2, flagged: 0 },
};
const attendee: Attendee = {
  reference: 'KP-ABC123',
  name: 'Meera Iyer',
  email: 'meera@example.com',
  phone: '+91 9876543210',
  seating: 'Gold',
  seats: 2,
  seatLabels: ['Gold-1', 'Gold-2'],
  status: 'confirmed',
  bookedAt: '2030-07-01T06:30:00.000Z',
  tickets: 2,
  admitted: 1,
};

let answers: { sales: Sales | null; attendees: (params: URLSearchParams) => AttendeePage };
const attendeeRequests: URLSearchParams[] = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  attendeeRequests.length = 0;
  answers = {
    sales,
    attendees: (params) => {
      const q = params.get('q');
      const items = q && !'kp-abc123 meera'.includes(q.toLowerCase()) ? [] : [attendee];
      return { items, page: 1, pageSize: 20, hasMore: false, total: items.length };
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/attendees')) {
        attendeeRequests.push(url.searchParams);
        return json(answers.attendees(url.searchParams));
      }
      return answers.sales
        ? json(answers.sales)
        : json({ error: { code: 'not_found', message: 'Event was not found' } }, 404);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSales() {
  render(
    <WithClient client={sessionClient(testUser('organizer'))}>
      <MemoryRouter>
        <EventSales eventId="ev-1" />
      </MemoryRouter>
    </WithClient>,
  );
}

describe('an event’s sales', () => {
  it('shows the figures, the seats, the revenue lines and the chart’s figures in words and a table', async () => {
    renderSales();
    expect(await screen.findByRole('heading', { level: 1, name: sales.event.title })).toBeTruthy();
    expect(document.title).toBe(`Sales · ${sales.event.title} · KhelPass`);
    expect(
      screen.getByText(/Fri, 5 Jul 2030 · 7:30\s?pm IST · Patliputra Sports Complex, Patna/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My events' }).getAttribute('href')).toBe('/organizer');

    const figure = (label: string) =>
      screen.getAllByText(label, { selector: 'dt' })[0]?.nextElementSibling?.textContent;
    expect(figure('Tickets sold')).toBe('80of 200 · 40% sold');
    expect(figure('Gross revenue')).toBe('₹6,3721 confirmed booking on KhelPass');
    expect(figure('Fees and GST')).toBe('₹1,372₹400 fees · ₹972 GST');
    expect(figure('Refunded')).toBe('₹3,2501 booking and insurance on 2, not in gross');
    expect(figure('Insurance refunded (2 bookings)')).toBe('₹250');
    expect(figure('Admissions')).toBe('1 / 2tickets let in at the gate');

    const seats = screen.getByRole('table', { name: /^Seats by category/ });
    expect(within(seats).getByRole('row', { name: /^Gold ₹2,500 100 40 2 58 ₹5,000$/ })).toBeTruthy();
    expect(within(seats).getByRole('columnheader', { name: 'Reserved seat map' })).toBeTruthy();
    expect(within(seats).getByRole('row', { name: /^Total 200 80 4 116 ₹5,000$/ })).toBeTruthy();

    const chart = screen.getByRole('figure');
    expect(
      within(chart).getByText(
        '7 tickets sold on 2 days from 1 Jul 2030 to 3 Jul 2030; the busiest was 3 Jul 2030 with 5.',
      ),
    ).toBeTruthy();
    expect(await within(chart).findByTestId('chart')).toBeTruthy();
    const perDay = within(chart).getByRole('table', { name: /per day/ });
    expect(
      within(perDay)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayTicketsGross', '1 Jul 20302₹6,372', '3 Jul 20305₹0']);
  });

  it('lists the attendees, searches them and links their CSV', async () => {
    const user = userEvent.setup();
    renderSales();
    const table = await screen.findByRole('table', { name: 'Attendees' });
    expect(table.textContent).toContain('KP-ABC123');
    expect(table.textContent).toContain('2 × Gold');
    expect(table.textContent).toContain('1 of 2');
    expect(screen.getByRole('status').textContent).toBe('Showing 1–1 of 1 bookings');
    expect(
      screen
        .getByRole('link', { name: `Download CSV of the attendees of ${sales.event.title}` })
        .getAttribute('href'),
    ).toBe('/api/organizer/events/ev-1/attendees.csv');

    await user.type(screen.getByLabelText('Search attendees'), 'nobody');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('No bookings match this search.'),
    );
    expect(Object.fromEntries(attendeeRequests.at(-1) ?? [])).toEqual({
      q: 'nobody',
      page: '1',
      pageSize: '20',
    });
  });

  it('says plainly when nothing was booked on KhelPass', async () => {
    answers.sales = { ...sales, daily: [], revenue: { ...sales.revenue, bookings: 0, grossPaise: 0 } };
    answers.attendees = () => ({ items: [], page: 1, pageSize: 20, hasMore: false, total: 0 });
    renderSales();
    expect(
      await screen.findByText(/^No bookings on KhelPass yet: tickets sold per day appear here/),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No bookings on KhelPass yet.'));
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('says when the event is not the organiser’s', async () => {
    answers.sales = null;
    renderSales();
    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('not among yours');
  });
});
