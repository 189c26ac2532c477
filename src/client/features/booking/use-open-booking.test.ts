import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/client/lib/notify';
import { useOpenBooking } from './use-open-booking';

vi.mock('@/client/lib/notify', () => ({ notify: { error: vi.fn() } }));
vi.mock('./booking-queue', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => vi.clearAllMocks());

describe('useOpenBooking', () => {
  it('says so when the booking code cannot be fetched, instead of doing nothing', async () => {
    const { result } = renderHook(() => useOpenBooking());
    result.current({
      id: 'ev-1',
      title: 'India vs Australia',
      date: '2026-12-01',
      time: '19:30',
      venue: 'Wankhede Stadium',
      category: 'cricket',
    });
    await vi.waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Booking could not be opened',
        'Please check your connection and try again.',
      ),
    );
  });
});
