import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.resetModules());

/** A fresh slot module per test: it keeps whether the host was loaded. */
async function freshSlot() {
  return import('./booking-slot');
}

describe('BookingSlot', () => {
  it('shows nothing until asked, then loads the host once and shows it', async () => {
    const { BookingSlot, requestBookingHost } = await freshSlot();
    const loadHost = vi.fn(async () => ({ default: () => <p>Booking dialog</p> }));
    render(<BookingSlot loadHost={loadHost} />);
    expect(loadHost).not.toHaveBeenCalled();
    await act(() => requestBookingHost());
    expect(screen.getByText('Booking dialog')).toBeTruthy();
    await act(() => requestBookingHost());
    expect(loadHost).toHaveBeenCalledTimes(1);
  });

  it('tells whoever asked when the host cannot be fetched, and tries again on the next request', async () => {
    const { BookingSlot, requestBookingHost } = await freshSlot();
    const offline = new TypeError('Failed to fetch dynamically imported module');
    const loadHost = vi
      .fn<() => Promise<{ default: ComponentType }>>()
      .mockRejectedValueOnce(offline)
      .mockResolvedValueOnce({ default: () => <p>Booking dialog</p> });
    render(<BookingSlot loadHost={loadHost} />);
    await act(() => expect(requestBookingHost()).rejects.toBe(offline));
    expect(screen.queryByText('Booking dialog')).toBeNull();
    await act(() => requestBookingHost());
    expect(screen.getByText('Booking dialog')).toBeTruthy();
    expect(loadHost).toHaveBeenCalledTimes(2);
  });
});
