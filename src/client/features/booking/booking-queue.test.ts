import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/client/lib/notify';
import { closeBooking, openBooking, useBookingQueue } from './booking-queue';
import { requestBookingHost } from './shell/booking-slot';

vi.mock('@/client/lib/notify', () => ({ notify: { error: vi.fn() } }));
vi.mock('./shell/booking-slot', () => ({ requestBookingHost: vi.fn() }));

const EVENT = {
  id: 'ev-1',
  title: 'India vs Australia',
  date: '2026-12-01',
  time: '19:30',
  venue: 'Wankhede Stadium',
  category: 'cricket',
};

afterEach(() => {
  closeBooking();
  vi.clearAllMocks();
});

describe('openBooking', () => {
  it('queues the event and asks for the dialog', async () => {
    vi.mocked(requestBookingHost).mockResolvedValue();
    const { result } = renderHook(() => useBookingQueue());
    openBooking(EVENT);
    await waitFor(() => expect(result.current.events.map((e) => e.id)).toEqual(['ev-1']));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("keeps each cart line's quantity for the dialog", async () => {
    vi.mocked(requestBookingHost).mockResolvedValue();
    const { result } = renderHook(() => useBookingQueue());
    openBooking([
      { ...EVENT, quantity: 2 },
      { ...EVENT, id: 'ev-2' },
    ]);
    await waitFor(() => expect(result.current.events.map((e) => e.quantity)).toEqual([2, undefined]));
  });

  it("forgets the queue and says so when the dialog's code cannot be fetched", async () => {
    vi.mocked(requestBookingHost).mockRejectedValue(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    const { result } = renderHook(() => useBookingQueue());
    openBooking([EVENT, { ...EVENT, id: 'ev-2' }]);
    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(1));
    expect(notify.error).toHaveBeenCalledWith(
      'Booking could not be opened',
      'Please check your connection and try again.',
    );
    expect(result.current.events).toEqual([]);
  });
});
