import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/client/lib/api-client';
import { notify } from '@/client/lib/notify';
import type { Hold, MapSeat, SelectionInput } from '@/shared/schemas/booking';
import { useBookingSelection } from './use-booking-selection';
import type { HoldSession } from './use-hold-session';

vi.mock('@/client/lib/notify', () => ({ notify: { error: vi.fn(), failure: vi.fn() } }));

const seat = (id: string, status: MapSeat['status'] = 'available'): MapSeat => ({
  id,
  row: id.split('-')[0] as string,
  number: Number(id.split('-')[1]),
  status,
  heldByYou: false,
  pricePaise: 500_000,
  section: 'premium',
  view: 'excellent',
  accessible: false,
});

/** A hold session whose server answers with `answer` (a held selection, or an error to throw). */
function fakeHold(answer: (selection: SelectionInput | null) => Hold['selection'] | Error) {
  let held: Hold | null = null;
  const select = vi.fn(async (selection: SelectionInput | null) => {
    const result = answer(selection);
    if (result instanceof Error) throw result;
    held = { selection: result } as Hold;
    return held;
  });
  const session: HoldSession = {
    hold: null,
    opened: null,
    expiresAtMs: null,
    openError: null,
    extensionsLeft: 2,
    extend: async () => {},
    select,
    settled: async () => {},
    markBooked: () => {},
    isBooked: () => false,
    markCheckedOut: () => {},
    isCheckedOut: () => false,
    reopen: async () => {},
    latest: () => held,
    keptOnClose: () => false,
  };
  return { session, select };
}

const holdsWhatIsAsked = (selection: SelectionInput | null): Hold['selection'] => {
  if (selection?.kind === 'seats') return { ...selection, sectionId: 'premium' };
  if (selection?.kind === 'category' || selection === null) return selection;
  throw new Error('the dialog under test has no stadium map');
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(notify.error).mockClear();
});

describe('useBookingSelection', () => {
  it('sends quick quantity steps to the hold as one change', async () => {
    const { session, select } = fakeHold(holdsWhatIsAsked);
    const { result } = renderHook(() => useBookingSelection(session, () => {}));
    await act(async () => result.current.chooseCategory('gold'));
    expect(select).toHaveBeenLastCalledWith({ kind: 'category', categoryId: 'gold', quantity: 1 });
    act(() => result.current.changeCount(2));
    act(() => result.current.changeCount(3));
    act(() => result.current.changeCount(4));
    expect(result.current.count).toBe(4);
    expect(select).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(350));
    expect(select).toHaveBeenCalledTimes(2);
    expect(select).toHaveBeenLastCalledWith({ kind: 'category', categoryId: 'gold', quantity: 4 });
  });

  it('sends a waiting quantity at once when flushed', async () => {
    const { session, select } = fakeHold(holdsWhatIsAsked);
    const { result } = renderHook(() => useBookingSelection(session, () => {}));
    await act(async () => result.current.chooseCategory('gold'));
    act(() => result.current.changeCount(5));
    await act(async () => result.current.flushCount());
    expect(select).toHaveBeenLastCalledWith({ kind: 'category', categoryId: 'gold', quantity: 5 });
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(select).toHaveBeenCalledTimes(2);
  });

  it('rolls a refused quantity back to what the hold holds', async () => {
    const soldOut = new ApiRequestError(409, 'not_enough_seats', 'Only 2 Gold seats are left.');
    const fake = fakeHold((selection) =>
      selection?.kind === 'category' && selection.quantity > 2 ? soldOut : holdsWhatIsAsked(selection),
    );
    const refresh = vi.fn();
    const { result } = renderHook(() => useBookingSelection(fake.session, refresh));
    await act(async () => result.current.chooseCategory('gold'));
    act(() => result.current.changeCount(2));
    await act(async () => vi.advanceTimersByTimeAsync(350));
    act(() => result.current.changeCount(6));
    expect(result.current.count).toBe(6);
    await act(async () => vi.advanceTimersByTimeAsync(350));
    expect(notify.error).toHaveBeenCalledWith('Only 2 Gold seats are left.');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ categoryId: 'gold', count: 2 });
  });

  it('drops a map seat taken meanwhile and keeps the others', async () => {
    const taken = new ApiRequestError(409, 'seat_unavailable', 'This seat is already taken or blocked.', {
      seatIds: 'B-2',
    });
    const fake = fakeHold((selection) =>
      selection?.kind === 'seats' && selection.seatIds.includes('B-2') ? taken : holdsWhatIsAsked(selection),
    );
    const refresh = vi.fn();
    const { result } = renderHook(() => useBookingSelection(fake.session, refresh));
    await act(async () => result.current.toggleSeat(seat('B-1')));
    expect(result.current.seatIds).toEqual(['B-1']);
    await act(async () => result.current.toggleSeat(seat('B-2')));
    expect(result.current.seatIds).toEqual(['B-1']);
    expect(notify.error).toHaveBeenCalledWith('Seat Unavailable', 'This seat is already taken or blocked.');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refuses an occupied seat and a seventh seat without asking the server', async () => {
    const { session, select } = fakeHold(holdsWhatIsAsked);
    const { result } = renderHook(() => useBookingSelection(session, () => {}));
    await act(async () => result.current.toggleSeat(seat('A-2', 'occupied')));
    expect(notify.error).toHaveBeenLastCalledWith(
      'Seat Unavailable',
      'This seat is already taken or blocked.',
    );
    for (const n of [1, 2, 3, 4, 5, 6]) await act(async () => result.current.toggleSeat(seat(`B-${n}`)));
    await act(async () => result.current.toggleSeat(seat('B-7')));
    expect(notify.error).toHaveBeenLastCalledWith('Maximum Seats', 'You can select up to 6 seats at once.');
    expect(result.current.seatIds).toHaveLength(6);
    expect(select).toHaveBeenCalledTimes(6);
  });
});
