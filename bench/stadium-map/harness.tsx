// The stadium map alone on a page, for the bench and for screenshots (bench/stadium-map.mjs): the
// feature as the app ships it, on Narendra Modi Stadium's plan (1,32,000 seats), with the API
// answered in the page from synthetic availability (about 60 % sold in groups of 1–6 along rows)
// and a hold that holds what is asked, as the server would.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { StadiumMap } from '@/client/features/stadium-map';
import { SEAT_CATEGORIES } from '@/shared/booking-constants';
import { bestAvailable } from '@/shared/domain/best-available';
import { categoryBlocks } from '@/shared/domain/block-categories';
import { allAvailable, encodeAvailability, setAvailable } from '@/shared/domain/seat-bitset';
import { planFor, seatAt, seatLabel } from '@/shared/domain/venue-plan';
import type { HeldPlanSeat, PlanSeatRef, SeatCategory } from '@/shared/schemas/booking';

const plan = planFor({ id: 'narendra-modi-stadium', capacity: 132_000, sports: ['cricket'] });
const planText = JSON.stringify(plan);
let seed = 15;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const bits = new Map(
  plan.blocks.map((block) => {
    const set = allAvailable(block.seats);
    for (let i = 0; i < block.seats; ) {
      const group = 1 + Math.floor(random() * 6);
      if (random() < 0.6)
        for (let k = i; k < Math.min(block.seats, i + group); k += 1) setAvailable(set, k, false);
      i += group + (random() < 0.125 ? 1 : 0);
    }
    return [block.id, set];
  }),
);
const freeOf = (id: string) => {
  const block = plan.blocks.find((b) => b.id === id);
  const set = bits.get(id);
  let free = 0;
  if (block && set) for (let i = 0; i < block.seats; i += 1) free += ((set[i >> 3] ?? 0) >> (i & 7)) & 1;
  return free;
};
const blocksAnswer = JSON.stringify({
  version: 1,
  blocks: plan.blocks.map((b) => ({ id: b.id, free: freeOf(b.id) })),
});

const PRICES: Record<string, number> = {
  platinum: 3500,
  gold: 2500,
  premium: 1500,
  regular: 800,
  economy: 400,
};
const categories: SeatCategory[] = categoryBlocks(plan).map(({ id, seats }) => ({
  id,
  name: SEAT_CATEGORIES.find((c) => c.id === id)?.name ?? id,
  pricePaise: (PRICES[id] ?? 0) * 100,
  listPricePaise: (PRICES[id] ?? 0) * 100,
  description: '',
  features: [],
  popular: false,
  capacity: seats,
  available: seats,
  soldPercentage: 0,
  demandNotice: '',
}));
const bandOf = new Map(
  categoryBlocks(plan).flatMap(({ id, blockIds }) => blockIds.map((b) => [b, id] as const)),
);

const answer = (body: string) => new Response(body, { headers: { 'Content-Type': 'application/json' } });
window.fetch = async (input) => {
  const url = new URL(String(input), location.href);
  if (url.pathname.endsWith('/plan')) return answer(planText);
  if (url.pathname.endsWith('/blocks')) {
    performance.mark('bench:data-arrived');
    return answer(blocksAnswer);
  }
  const ids = url.searchParams.get('ids')?.split(',') ?? [];
  const blocks = ids.map((id) => {
    const seats = plan.blocks.find((b) => b.id === id)?.seats ?? 0;
    return { id, version: 1, availability: encodeAvailability(bits.get(id) ?? allAvailable(seats), seats) };
  });
  return answer(JSON.stringify({ version: 1, blocks }));
};

const held = (seats: readonly PlanSeatRef[]): HeldPlanSeat[] =>
  seats.map(({ blockId, index }) => {
    const block = plan.blocks.find((b) => b.id === blockId);
    const seat = block ? seatAt(block, index) : null;
    const categoryId = bandOf.get(blockId) ?? 'economy';
    return {
      id: `${blockId}:${index}`,
      blockId,
      index,
      label: seat ? seatLabel(seat) : '',
      block: block?.name ?? blockId,
      categoryId,
      pricePaise: (PRICES[categoryId] ?? 0) * 100,
    };
  });

function Harness() {
  const [seats, setSeats] = useState<HeldPlanSeat[]>([]);
  return (
    <main className="mx-auto max-w-6xl p-4">
      <StadiumMap
        eventId="ev-bench"
        venueId={plan.venueId}
        stadium="Narendra Modi Stadium"
        categories={categories}
        held={seats}
        // The bench's stand-in for the hold's bill: the held seats' prices.
        total={seats.reduce((sum, seat) => sum + seat.pricePaise, 0) / 100}
        onHoldSeats={async (next) => setSeats(held(next))}
        onHoldBest={async (categoryId, count) => {
          const blockIds = categoryBlocks(plan).find((c) => c.id === categoryId)?.blockIds ?? [];
          const pick = bestAvailable(plan, bits, { blockIds, count });
          if (!pick) throw new Error('none left');
          const next = held(pick.seats.map((seat) => ({ blockId: pick.blockId, index: seat.index })));
          setSeats(next);
          return next;
        }}
      />
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
}
