import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSelectedCity } from '@/client/lib/selected-city';
import { sessionClient, testUser, WithClient } from '@/client/test/session';
import { bannerTiming } from '@/shared/domain/banners';
import type { SessionUser } from '@/shared/schemas/account';
import type { Banner } from '@/shared/schemas/banners';
import { BannersSlot } from './banners-slot';

const deal: Banner = {
  id: 'flash-sale:d1',
  type: 'flash-sale',
  title: 'Flash Sale! 30% off',
  message:
    'U Mumba vs Puneri Paltan: 30% off Economy until Mon, 2 Feb 2026 · 1:30 pm IST. Tickets from ₹280.',
  action: { label: 'Book now', target: '/events/ev-1' },
  priority: 'high',
  ...bannerTiming('high'),
  timestamp: '2026-02-02T06:30:00.000Z',
  eventId: 'ev-1',
};

let items: Banner[];
const fetchMock = vi.fn((_input: RequestInfo | URL) =>
  Promise.resolve(
    new Response(JSON.stringify({ items }), { status: 200, headers: { 'content-type': 'application/json' } }),
  ),
);

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderSlot(user: SessionUser | null = testUser(), path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <WithClient client={sessionClient(user)}>
        <BannersSlot />
      </WithClient>
    </MemoryRouter>,
  );
}

describe('the banners slot', () => {
  it("asks for the fan's banners in the selected city, and shows them from 5 s (the bottom banner)", async () => {
    items = [deal];
    writeSelectedCity('mumbai');
    renderSlot();
    await act(async () => {});
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/banners?city=mumbai']);
    await act(async () => vi.advanceTimersByTime(5000));
    const alert = await vi.waitFor(() => screen.getByRole('status', { name: 'Alert' }));
    await vi.waitFor(() => expect(alert.textContent).toContain('URGENTFlash Sale! 30% off'));
  });

  it('asks for nothing and shows nothing in the admin and organiser consoles', async () => {
    items = [deal];
    renderSlot(testUser(), '/organizer/events/ev-1/gate');
    await act(async () => vi.advanceTimersByTime(10 * 60_000));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('loads and shows nothing when the server has nothing real to say', async () => {
    items = [];
    renderSlot(null);
    await act(async () => vi.advanceTimersByTime(10 * 60_000));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
