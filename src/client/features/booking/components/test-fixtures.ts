// Test helpers for the booking dialog: a fake API answering like the real one, built per test.
import { vi } from 'vitest';
import type { Hold, HoldProgress, MapSeat, Seating, SelectionInput } from '@/shared/schemas/booking';

export const EVENT = {
  id: 'ev-1',
  title: 'Mumbai Indians vs Chennai Super Kings',
  date: '2026-12-01',
  time: '19:30',
  venue: 'Wankhede Stadium',
  pricePaise: 250_000,
  category: 'cricket',
};

const seat = (
  section: MapSeat['section'],
  row: string,
  number: number,
  extra: Partial<MapSeat> = {},
): MapSeat => ({
  id: `${row}-${number}`,
  row,
  number,
  status: 'available',
  heldByYou: false,
  pricePaise: section === 'premium' ? 500_000 : section === 'standard' ? 300_000 : 150_000,
  section,
  view: section === 'premium' ? 'excellent' : 'good',
  accessible: false,
  ...extra,
});

export function seatingFixture(): Seating {
  const category = (id: string, name: string, price: number, popular = false) => ({
    id,
    name,
    pricePaise: price * 100,
    listPricePaise: price * 100,
    description: `${name} seats`,
    features: ['Covered stand'],
    popular,
    capacity: 100,
    available: 40,
    soldPercentage: 60,
    demandNotice: 'Good availability in this category',
  });
  const premiumA = Array.from({ length: 8 }, (_, i) =>
    seat('premium', 'A', i + 1, i === 1 ? { status: 'occupied' } : i === 2 ? { status: 'blocked' } : {}),
  );
  const premiumB = Array.from({ length: 8 }, (_, i) => seat('premium', 'B', i + 1));
  const standardI = Array.from({ length: 8 }, (_, i) => seat('standard', 'I', i + 1));
  return {
    eventId: EVENT.id,
    stadium: 'Wankhede Stadium',
    onSale: true,
    seatPlan: null,
    categories: [
      category('platinum', 'Platinum', 3500),
      category('gold', 'Gold', 2500, true),
      category('premium', 'Premium', 1500),
      category('regular', 'Regular', 800),
      category('economy', 'Economy', 400),
    ],
    sections: [
      {
        id: 'premium',
        name: 'Premium',
        pricePaise: 500_000,
        listPricePaise: 500_000,
        rows: [
          { row: 'A', seats: premiumA },
          { row: 'B', seats: premiumB },
        ],
        available: 14,
        capacity: 16,
      },
      {
        id: 'standard',
        name: 'Standard',
        pricePaise: 300_000,
        listPricePaise: 300_000,
        rows: [{ row: 'I', seats: standardI }],
        available: 8,
        capacity: 8,
      },
    ],
  };
}

type Reply = { status: number; body?: unknown };
export type Call = { method: string; path: string; body: unknown };

/**
 * A fetch stand-in for the booking endpoints. `onPut` may answer a PUT differently (an error);
 * by default a PUT holds what was asked. `expiresInMs` sets the hold's expiry from now.
 */
export function fakeBookingApi(
  options: {
    expiresInMs?: number;
    onPut?: (selection: SelectionInput | null) => Reply | undefined;
    /** Checkout answers once this settles (a slow network). */
    checkoutAnswered?: Promise<unknown>;
    /** Opening carries on with a running session (auto-save): what it holds, and what was saved. */
    resumed?: { selection: SelectionInput; progress: HoldProgress | null; extensionsLeft?: number };
  } = {},
) {
  const calls: Call[] = [];
  const seating = seatingFixture();
  const now = Date.now();
  let hold: Hold = {
    id: 'hold-1',
    eventId: EVENT.id,
    expiresAt: new Date(now + (options.expiresInMs ?? 900_000)).toISOString(),
    serverNow: new Date(now).toISOString(),
    selection: null,
    seatLabels: [],
    seatLines: [],
  };
  const holdFor = (selection: SelectionInput | null): Hold => {
    if (!selection) return { ...hold, selection: null, seatLabels: [], seatLines: [] };
    if (selection.kind === 'category') {
      const category = seating.categories.find((c) => c.id === selection.categoryId);
      return {
        ...hold,
        selection,
        seatLabels: Array.from({ length: selection.quantity }, (_, i) => `${category?.name}-${i + 1}`),
        seatLines: [
          {
            label: category?.name ?? '',
            unitPricePaise: category?.pricePaise ?? 0,
            listPricePaise: category?.listPricePaise ?? 0,
            quantity: selection.quantity,
          },
        ],
      };
    }
    if (selection.kind !== 'seats') throw new Error('this event has no stadium map');
    // Like the server: one line per section, named as on the map, in the order first picked.
    const picked = selection.seatIds.flatMap((id) =>
      seating.sections.flatMap((section) =>
        section.rows.some((row) => row.seats.some((s) => s.id === id)) ? [section] : [],
      ),
    );
    const lines = new Map<string, Hold['seatLines'][number]>();
    for (const section of picked) {
      const line = lines.get(section.id) ?? {
        label: section.name,
        unitPricePaise: section.pricePaise,
        listPricePaise: section.listPricePaise,
        quantity: 0,
      };
      line.quantity += 1;
      lines.set(section.id, line);
    }
    return {
      ...hold,
      selection: { kind: 'seats', seatIds: selection.seatIds, sectionId: picked[0]?.id ?? 'premium' },
      seatLabels: selection.seatIds,
      seatLines: [...lines.values()],
    };
  };
  const json = (reply: Reply) =>
    new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = url.pathname;
    calls.push({ method, path: `${path}${url.search}`, body });
    if (method === 'POST' && path === '/api/holds') {
      const { resumed } = options;
      if (resumed) hold = holdFor(resumed.selection);
      return json({
        status: resumed ? 200 : 201,
        body: {
          ...hold,
          extensionsLeft: resumed?.extensionsLeft ?? 2,
          resumed: resumed !== undefined,
          progress: resumed?.progress ?? null,
        },
      });
    }
    if (method === 'PUT' && path === '/api/holds/hold-1/progress') return new Response(null, { status: 204 });
    if (method === 'PUT' && path === '/api/holds/hold-1') {
      const custom = options.onPut?.(body.selection);
      if (custom) return json(custom);
      hold = holdFor(body.selection);
      return json({ status: 200, body: hold });
    }
    if (method === 'DELETE' && path === '/api/holds/hold-1/checkout')
      return json({ status: 200, body: hold });
    if (method === 'DELETE') return new Response(null, { status: 204 });
    if (method === 'POST' && path === '/api/holds/hold-1/checkout') {
      await options.checkoutAnswered;
      return json({
        status: 201,
        body: {
          booking: { id: 'bk-1', eventTitle: EVENT.title, status: 'pending', seats: hold.seatLabels },
          order: {
            id: 'order-1',
            amountPaise: 955_800,
            currency: 'INR',
            receipt: 'KP-TEST01',
            payeeVpa: 'khelpass@icici',
            payeeName: 'KhelPass',
          },
        },
      });
    }
    if (path === `/api/events/${EVENT.id}/seating`) return json({ status: 200, body: seating });
    if (path === `/api/events/${EVENT.id}`)
      return json({ status: 200, body: { ...EVENT, startsAt: '2026-12-01T14:00:00.000Z' } });
    if (path === '/api/me/wishlist') return json({ status: 200, body: { items: [] } });
    if (path === '/api/me/profile')
      return json({ status: 200, body: { name: 'Asha Rao', email: 'asha@example.in', phone: '' } });
    if (path === '/api/me/activity') return json({ status: 201, body: {} });
    return json({ status: 404, body: { error: { code: 'not_found', message: `No ${method} ${path}` } } });
  });
  return {
    fetchMock,
    calls,
    /** The selection changes sent (PUT /api/holds/:id). */
    puts: () => calls.filter((call) => call.method === 'PUT' && !call.path.endsWith('/progress')),
    /** The progress saved (PUT /api/holds/:id/progress), oldest first. */
    saves: () =>
      calls
        .filter((call) => call.method === 'PUT' && call.path.endsWith('/progress'))
        .map((call) => (call.body as { progress: HoldProgress }).progress),
  };
}
