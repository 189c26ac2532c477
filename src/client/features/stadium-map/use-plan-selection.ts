import { useMemo, useRef, useState } from 'react';
import { BEST_AVAILABLE_MAX } from '@/shared/domain/best-available';
import { isAvailable } from '@/shared/domain/seat-bitset';
import { seatAt, seatLabel } from '@/shared/domain/venue-plan';
import type { HeldPlanSeat, PlanSeatRef } from '@/shared/schemas/booking';
import type { ListedSeat } from './components/selected-plan-seats';
import type { PlanModel } from './plan-model';

const idOf = (seat: PlanSeatRef) => `${seat.blockId}:${seat.index}`;

/**
 * The fan's seats on the map: what the hold holds, or, while a change is on its way, what was
 * asked for (drawn at once, so a click answers in the same frame). The booking dialog sends the
 * change; when it is refused the hold's own seats show again.
 */
export function usePlanSelection({
  model,
  held,
  bits,
  onHoldSeats,
  announce,
}: {
  model: PlanModel;
  held: readonly HeldPlanSeat[];
  bits: ReadonlyMap<string, Uint8Array>;
  onHoldSeats: (seats: PlanSeatRef[]) => Promise<unknown>;
  announce: (message: string) => void;
}) {
  const [pending, setPending] = useState<PlanSeatRef[] | null>(null);
  const latest = useRef(0);
  const current: PlanSeatRef[] = pending ?? held.map(({ blockId, index }) => ({ blockId, index }));
  const key = current.map(idOf).join(',');
  const selected: ReadonlySet<string> = useMemo(() => new Set(key ? key.split(',') : []), [key]);

  const send = (next: PlanSeatRef[]) => {
    latest.current += 1;
    const request = latest.current;
    setPending(next);
    const settle = () => {
      if (latest.current === request) setPending(null);
    };
    onHoldSeats(next).then(settle, settle);
  };

  const toggle = (blockId: string, index: number) => {
    const block = model.blocks.get(blockId);
    const seat = block ? seatAt(block, index) : null;
    if (!block || !seat) return;
    const id = `${blockId}:${index}`;
    if (selected.has(id)) {
      send(current.filter((s) => idOf(s) !== id));
      announce(`Removed ${block.name}, ${seatLabel(seat)}.`);
      return;
    }
    const blockBits = bits.get(blockId);
    if (blockBits && !isAvailable(blockBits, index)) {
      announce(`${block.name}, ${seatLabel(seat)} is taken. Please choose another seat.`);
      return;
    }
    if (current.length >= BEST_AVAILABLE_MAX) {
      announce(`You can select up to ${BEST_AVAILABLE_MAX} seats at once.`);
      return;
    }
    send([...current, { blockId, index }]);
    announce(`Selected ${block.name}, ${seatLabel(seat)}.`);
  };

  const heldById = new Map(held.map((s) => [s.id, s]));
  const listed: ListedSeat[] = current.flatMap((ref): ListedSeat[] => {
    const kept = heldById.get(idOf(ref));
    if (kept) {
      const band = model.bandOf.get(kept.blockId)?.name ?? kept.categoryId;
      return [
        {
          id: kept.id,
          label: `${kept.block} · ${kept.label}`,
          band,
          pricePaise: kept.pricePaise,
          pending: false,
        },
      ];
    }
    const block = model.blocks.get(ref.blockId);
    const seat = block ? seatAt(block, ref.index) : null;
    const band = model.bandOf.get(ref.blockId);
    if (!block || !seat) return [];
    return [
      {
        id: idOf(ref),
        label: `${block.name} · ${seatLabel(seat)}`,
        band: band?.name ?? '',
        pricePaise: band?.pricePaise ?? 0,
        pending: true,
      },
    ];
  });

  const remove = (id: string) => {
    const [blockId = '', index = ''] = id.split(':');
    toggle(blockId, Number(index));
  };

  return { selected, listed, toggle, remove };
}
