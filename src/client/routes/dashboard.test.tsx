import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionClient, testUser, WithClient } from '@/client/test/session';
import type { UserStats } from '@/shared/schemas/account';
import type { RecentBooking } from '@/shared/schemas/booking';
import { Component as Dashboard } from './dashboard';

const stats: UserStats = {
  totalBookings: 2,
  totalSpentPaise: 1_239_000,
  favoriteVenue: 'Wankhede Stadium',
  favoriteSport: 'cricket',
  eventsAttended: 0,
  upcomingEvents: 2,
  memberSince: '2030-01-01T00:00:00.000Z',
  loyaltyPoints: 123,
};
const recent: RecentBooking[] = [
  {
    id: 'bk-1',
    eventId: 'ev-1',
    eventTitle: 'Mumbai Indians vs Chennai Super Kings',
    venue: 'Wankhede Stadium',
    eventDate: '2030-07-05T14:00:00.000Z',
    bookingDate: '2030-05-01T10:00:00.000Z',
    seats: 1,
    totalPaise: 619_500,
    status: 'confirmed',
  },
  {
    id: 'bk-2',
    eventId: 'ev-2',
    eventTitle: 'Patna Pirates vs Bengal Warriors',
    venue: 'Patliputra Sports Complex',
    eventDate: '2030-07-06T14:00:00.000Z',
    bookingDate: '2030-05-02T10:00:00.000Z',
    seats: 3,
    totalPaise: 300_000,
    status: 'pending',
  },
];

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/api/me/stats')) return json(stats);
      if (url.includes('/api/me/bookings/recent')) return json({ items: recent });
      return json({ items: [] });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDashboard(state?: unknown) {
  const router = createMemoryRouter([{ path: '*', element: <Dashboard /> }], {
    initialEntries: [{ pathname: '/dashboard', state }],
  });
  render(
    <WithClient client={sessionClient(testUser('user'))}>
      <RouterProvider router={router} />
    </WithClient>,
  );
}

describe('Dashboard', () => {
  it('shows the booking-confirmed banner with the event title after payment', async () => {
    renderDashboard({ bookingConfirmed: true, eventTitle: 'Mumbai Indians vs Chennai Super Kings' });
    const banner = await screen.findByRole('status');
    expect(banner.textContent).toContain('Booking Confirmed — Mumbai Indians vs Chennai Super Kings');
    expect(within(banner).getByRole('link', { name: 'My Bookings' }).getAttribute('href')).toBe('/bookings');
  });

  it("links 'View all bookings' and lists recent bookings with their status", async () => {
    renderDashboard();
    expect(await screen.findByText('₹12,390')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all bookings' }).getAttribute('href')).toBe('/bookings');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Recent bookings' }));
    const ticketsLink = await screen.findByRole('link', { name: 'Mumbai Indians vs Chennai Super Kings' });
    expect(ticketsLink.getAttribute('href')).toBe('/bookings?booking=bk-1');
    expect(screen.getByText(/· 1 seat$/)).toBeTruthy();
    expect(screen.getByText(/· 3 seats$/)).toBeTruthy();
    expect(screen.getByText('Awaiting payment')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'View all bookings' }).length).toBeGreaterThan(0);
  });
});
