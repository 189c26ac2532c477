import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allAvailable, encodeAvailability, setAvailable } from '@/shared/domain/seat-bitset';
import { planFor } from '@/shared/domain/venue-plan';
import type { HeldPlanSeat, PlanSeatRef, SeatCategory } from '@/shared/schemas/booking';
import { StadiumMap, type StadiumMapProps } from './stadium-map';

const plan = planFor({ id: 'test-ground', capacity: 20_000, sports: ['cricket'] });
const category = (id: string, name: string, rupees: number): SeatCategory => ({
  id,
  name,
  pricePaise: rupees * 100,
  listPricePaise: rupees * 100,
  description: '',
  features: [],
  popular: false,
  capacity: 1000,
  available: 1000,
  soldPercentage: 0,
  demandNotice: '',
});
const categories = [
  category('platinum', 'Platinum', 3500),
  category('gold', 'Gold', 2500),
  category('premium', 'Premium', 1500),
  category('regular', 'Regular', 800),
  category('economy', 'Economy', 400),
];
const stand = plan.stands[0];
const block = plan.blocks.find((b) => b.standId === stand?.id);
if (!stand || !block) throw new Error('the test plan has no block');

/**
 * The server as the contract describes it: the first block's seat 2 (index 1) is taken; from version 2
 * on, seat 1 (index 0) too.
 */
let version = 1;
let free = new Map(plan.blocks.map((b) => [b.id, b.seats]));
free.set(block.id, block.seats - 1);
function availability(id: string): string {
  const seats = plan.blocks.find((b) => b.id === id)?.seats ?? 0;
  const bits = allAvailable(seats);
  if (id === block?.id) setAvailable(bits, 1, false);
  if (id === block?.id && version >= 2) setAvailable(bits, 0, false);
  return encodeAvailability(bits, seats);
}
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/venues/test-ground/plan') return json(plan);
  if (url.pathname === '/api/events/ev-1/blocks') {
    return json({ version, blocks: plan.blocks.map((b) => ({ id: b.id, free: free.get(b.id) })) });
  }
  if (url.pathname === '/api/events/ev-1/blocks/seats') {
    const ids = url.searchParams.get('ids')?.split(',') ?? [];
    return json({ version, blocks: ids.map((id) => ({ id, version, availability: availability(id) })) });
  }
  return new Response('{}', { status: 404 });
});

beforeAll(() => {
  // jsdom draws nothing: the canvas has no context, and the lists beside it carry the map.
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
});
beforeEach(() => {
  version = 1;
  free = new Map(plan.blocks.map((b) => [b.id, b.seats]));
  free.set(block.id, block.seats - 1);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** The booking dialog's part: the hold holds what is asked, or with `refuse` holds nothing and rejects. */
function Holding({
  props,
  onHoldSeats,
  refuse,
}: {
  props: Partial<StadiumMapProps>;
  onHoldSeats: (seats: PlanSeatRef[]) => void;
  refuse: boolean;
}) {
  const [held, setHeld] = useState<readonly HeldPlanSeat[]>(props.held ?? []);
  return (
    <StadiumMap
      eventId="ev-1"
      venueId="test-ground"
      stadium="Test Ground"
      categories={categories}
      onHoldBest={async () => []}
      {...props}
      held={held}
      total={held.reduce((sum, seat) => sum + seat.pricePaise, 0) / 100}
      onHoldSeats={async (seats) => {
        onHoldSeats(seats);
        if (refuse) throw new Error('Seat Unavailable');
        setHeld(
          seats.map(({ blockId, index }) => ({
            id: `${blockId}:${index}`,
            blockId,
            index,
            label: `seat ${index}`,
            block: blockId,
            categoryId: 'gold',
            pricePaise: 250_000,
          })),
        );
      }}
    />
  );
}

function renderMap(props: Partial<StadiumMapProps> = {}, { refuse = false } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onHoldSeats = vi.fn();
  const view = render(
    <QueryClientProvider client={client}>
      <Holding props={props} onHoldSeats={onHoldSeats} refuse={refuse} />
    </QueryClientProvider>,
  );
  return { ...view, client, onHoldSeats };
}

describe('StadiumMap', () => {
  it('goes stand → block → row → seat by keyboard, with full seat labels, and holds the seat', async () => {
    const user = userEvent.setup();
    const { onHoldSeats } = renderMap();
    const stands = await screen.findByRole('list', { name: 'Stands' });
    const standButton = within(stands).getByRole('button', { name: new RegExp(`^${stand.name}`) });
    standButton.focus();
    await user.keyboard('{Enter}');

    const blocks = screen.getByRole('list', { name: 'Blocks' });
    const blockButton = within(blocks).getByRole('button', {
      name: new RegExp(`^${block.name}, lower tier`),
    });
    expect(document.activeElement).toBe(blockButton);
    expect(blockButton.textContent).toContain(`${block.seats - 1} of ${block.seats} seats free`);
    await user.keyboard('{Enter}');

    const rows = screen.getByRole('list', { name: 'Rows' });
    const rowA = await within(rows).findByRole('button', { name: /^Row A, \d+ seats, \d+ available/ });
    expect(document.activeElement).toBe(rowA);
    await user.keyboard('{Enter}');

    const seats = screen.getByRole('list', { name: 'Seats of row A' });
    const first = within(seats).getAllByRole('button')[0];
    expect(document.activeElement).toBe(first);
    expect(first?.getAttribute('aria-label')).toMatch(/^Row A, seat 1, \w+, ₹[\d,]+, available, aisle$/);
    const taken = within(seats).getByRole('button', { name: /^Row A, seat 2, .*, taken/ });
    expect(taken.getAttribute('aria-disabled')).toBe('true');

    await user.keyboard('{Enter}');
    expect(onHoldSeats).toHaveBeenCalledWith([{ blockId: block.id, index: 0 }]);
    expect(within(seats).getAllByRole('button')[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Selected seats (1)' })).toBeTruthy();

    await user.click(taken);
    expect(onHoldSeats).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/Row A, seat 2 is taken/)).toBeTruthy();
  });

  it('holds the best seats of a band and count in one tap, and says where they are', async () => {
    const user = userEvent.setup();
    const held: HeldPlanSeat[] = [0, 1].map((index) => ({
      id: `${block.id}:${index + 4}`,
      blockId: block.id,
      index: index + 4,
      label: `Row A, seat ${index + 5}`,
      block: block.name,
      categoryId: 'gold',
      pricePaise: 250_000,
    }));
    const onHoldBest = vi.fn(async () => held);
    renderMap({ onHoldBest });
    const form = await screen.findByRole('form', { name: 'Best available' });
    await user.click(within(form).getByRole('radio', { name: /^Gold/ }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Seats together' }), '2');
    await user.click(within(form).getByRole('button', { name: 'Hold the best 2 seats' }));
    expect(onHoldBest).toHaveBeenCalledWith('gold', 2);
    expect(await screen.findByText(`Holding ${block.name}: Row A, seat 5; Row A, seat 6.`)).toBeTruthy();
  });

  it('lists held seats with their total and removes one', async () => {
    const user = userEvent.setup();
    const held: HeldPlanSeat[] = [
      {
        id: `${block.id}:0`,
        blockId: block.id,
        index: 0,
        label: 'Row A, seat 1',
        block: block.name,
        categoryId: 'gold',
        pricePaise: 250_000,
      },
      {
        id: `${block.id}:2`,
        blockId: block.id,
        index: 2,
        label: 'Row A, seat 3',
        block: block.name,
        categoryId: 'gold',
        pricePaise: 250_000,
      },
    ];
    const { onHoldSeats } = renderMap({ held });
    const list = await screen.findByRole('region', { name: 'Selected seats (2)' });
    expect(list.textContent).toContain(`${block.name} · Row A, seat 1`);
    expect(list.textContent).toContain('₹5,000');
    await user.click(within(list).getByRole('button', { name: `Remove ${block.name} · Row A, seat 3` }));
    expect(onHoldSeats).toHaveBeenCalledWith([{ blockId: block.id, index: 0 }]);
  });

  it('asks for the blocks again at once when a seat it showed free is refused, and shows it taken', async () => {
    const user = userEvent.setup();
    const { onHoldSeats } = renderMap({}, { refuse: true });
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${stand.name}`) }));
    await user.click(screen.getByRole('button', { name: new RegExp(`^${block.name}, lower tier`) }));
    await user.click(await screen.findByRole('button', { name: /^Row A, \d+ seats/ }));
    const seats = screen.getByRole('list', { name: 'Seats of row A' });
    const first = within(seats).getByRole('button', { name: /^Row A, seat 1, .*, available/ });
    // Someone takes seat 1 before the fan's click reaches the server.
    version = 2;
    free.set(block.id, block.seats - 2);
    const asked = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/blocks')).length;
    const before = asked();
    await user.click(first);
    expect(onHoldSeats).toHaveBeenCalledWith([{ blockId: block.id, index: 0 }]);
    // Within waitFor's second, not at the next 5-s poll.
    await waitFor(() => expect(asked()).toBe(before + 1));
    const taken = await within(seats).findByRole('button', { name: /^Row A, seat 1, .*, taken/ });
    expect(taken.getAttribute('aria-disabled')).toBe('true');
  });

  it('announces politely when the open block changes while the fan looks', async () => {
    const user = userEvent.setup();
    const { client } = renderMap();
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${stand.name}`) }));
    await user.click(screen.getByRole('button', { name: new RegExp(`^${block.name}, lower tier`) }));
    version = 2;
    free.set(block.id, block.seats - 5);
    await act(() => client.refetchQueries({ queryKey: ['event-blocks', 'ev-1'] }));
    const live = await screen.findByText(
      `${block.name}: ${block.seats - 5} seats free now (was ${block.seats - 1}).`,
    );
    expect(live.getAttribute('aria-live')).toBe('polite');
    // The new version re-reads the open block's seats.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url]) => String(url).includes('blocks/seats') && String(url).includes(block.id),
        ),
      ).toBe(true),
    );
  });
});
