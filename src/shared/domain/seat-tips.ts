/**
 * The seat map's tips (product-spec.md section 2 "Seat map": "static AI seat tips"), computed from
 * the real map: nothing invented.
 * A seat is free when it is on sale now, nobody holds it and it is not in the buyer's selection.
 */
import { formatPaise } from './format';

type View = 'excellent' | 'good' | 'average';

export interface TipSeat {
  id: string;
  row: string;
  number: number;
  status: 'available' | 'occupied' | 'blocked';
  heldByYou: boolean;
  pricePaise: number;
  view: View;
  accessible: boolean;
}

export interface TipSection {
  id: string;
  name: string;
  rows: ReadonlyArray<{ row: string; seats: readonly TipSeat[] }>;
}

export interface SeatTip {
  id: 'pair' | 'excellent' | 'accessible' | 'together';
  text: string;
  /** Seats the tip points at (to highlight or pick), empty when none. */
  seatIds: string[];
}

const VIEW_RANK: Record<View, number> = { excellent: 0, good: 1, average: 2 };
const worseView = (a: View, b: View): View => (VIEW_RANK[a] >= VIEW_RANK[b] ? a : b);

export function seatTips(sections: readonly TipSection[], selected: readonly string[]): SeatTip[] {
  const chosen = new Set(selected);
  const isFree = (seat: TipSeat) => seat.status === 'available' && !seat.heldByYou && !chosen.has(seat.id);
  const tips: SeatTip[] = [];

  // Best free pair side by side: best view (the worse of the two), then the lower price, then map order.
  let pair: { section: TipSection; a: TipSeat; b: TipSeat; view: View; price: number } | null = null;
  for (const section of sections) {
    for (const { seats } of section.rows) {
      const ordered = [...seats].sort((x, y) => x.number - y.number);
      for (let i = 0; i + 1 < ordered.length; i++) {
        const a = ordered[i] as TipSeat;
        const b = ordered[i + 1] as TipSeat;
        if (b.number !== a.number + 1 || !isFree(a) || !isFree(b)) continue;
        const view = worseView(a.view, b.view);
        const price = a.pricePaise + b.pricePaise;
        if (
          !pair ||
          VIEW_RANK[view] < VIEW_RANK[pair.view] ||
          (VIEW_RANK[view] === VIEW_RANK[pair.view] && price < pair.price)
        ) {
          pair = { section, a, b, view, price };
        }
      }
    }
  }
  if (pair) {
    tips.push({
      id: 'pair',
      text: `Best pair together: Row ${pair.a.row} seats ${pair.a.number}–${pair.b.number} (${pair.section.name}, ${pair.view} view, ${formatPaise(pair.price)} for both)`,
      seatIds: [pair.a.id, pair.b.id],
    });
  } else {
    tips.push({ id: 'pair', text: 'No two free seats are side by side right now', seatIds: [] });
  }

  // Cheapest free seat with an excellent view.
  let cheapest: { section: TipSection; seat: TipSeat } | null = null;
  for (const section of sections) {
    for (const { seats } of section.rows) {
      for (const seat of seats) {
        if (seat.view !== 'excellent' || !isFree(seat)) continue;
        if (!cheapest || seat.pricePaise < cheapest.seat.pricePaise) cheapest = { section, seat };
      }
    }
  }
  if (cheapest) {
    tips.push({
      id: 'excellent',
      text: `Cheapest excellent view: Row ${cheapest.seat.row} seat ${cheapest.seat.number} (${cheapest.section.name}) at ${formatPaise(cheapest.seat.pricePaise)}`,
      seatIds: [cheapest.seat.id],
    });
  }

  // Free accessible seats.
  const accessible: string[] = [];
  for (const section of sections) {
    for (const { seats } of section.rows) {
      for (const seat of seats) if (seat.accessible && isFree(seat)) accessible.push(seat.id);
    }
  }
  tips.push({
    id: 'accessible',
    text:
      accessible.length === 0
        ? 'No accessible seats are free right now'
        : `${accessible.length} accessible ${accessible.length === 1 ? 'seat is' : 'seats are'} free`,
    seatIds: accessible,
  });

  // Whether the buyer's own seats sit together.
  if (selected.length >= 2) {
    const byId = new Map<string, TipSeat>();
    for (const section of sections)
      for (const { seats } of section.rows) for (const s of seats) byId.set(s.id, s);
    const picked = selected.map((id) => byId.get(id)).filter((s): s is TipSeat => s !== undefined);
    const sameRow = picked.every((s) => s.row === picked[0]?.row);
    const numbers = picked.map((s) => s.number).sort((x, y) => x - y);
    const together =
      sameRow &&
      picked.length === selected.length &&
      numbers.every((n, i) => i === 0 || n === (numbers[i - 1] as number) + 1);
    tips.push({
      id: 'together',
      text: together
        ? `Your ${picked.length} seats are side by side`
        : `Your ${selected.length} seats are not all side by side`,
      seatIds: [...selected],
    });
  }
  return tips;
}
