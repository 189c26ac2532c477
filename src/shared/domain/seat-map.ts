import { SEAT_CATEGORIES, SEAT_MAP_SECTIONS, type SectionId } from '../booking-constants';
import { hashText, mulberry32 } from './random';

// The reserved-seating map's geometry (product-spec.md section 9 "Seat map sections") and the starting
// inventory of every event. Pure and deterministic: the same event gets the same map every time.

export const SEAT_VIEWS = ['excellent', 'good', 'average'] as const;
export type SeatView = (typeof SEAT_VIEWS)[number];

export interface SeatSpec {
  id: string;
  section: SectionId;
  row: string;
  number: number;
  /** Order on the map: section, then row, then number. */
  position: number;
  price: number;
  view: SeatView;
  accessible: boolean;
  /** Never for sale (a camera platform). */
  blocked: boolean;
}

/** The name a ticket shows for a category or map section id ('gold' → 'Gold', 'standard' → 'Standard'). */
export function seatingName(id: string): string {
  return (
    SEAT_CATEGORIES.find((c) => c.id === id)?.name ?? SEAT_MAP_SECTIONS.find((s) => s.id === id)?.name ?? id
  );
}

/** Row letters after Z continue AA, AB, … as stadium rows do. */
export function rowLetter(index: number): string {
  return index < 26
    ? String.fromCharCode(65 + index)
    : `${rowLetter(Math.floor(index / 26) - 1)}${rowLetter(index % 26)}`;
}
const letterIndex = (letter: string) => letter.charCodeAt(0) - 65;

/** Closer rows see better; the middle third of a row sees better than its ends. */
function viewOf(section: SectionId, rowIndex: number, seatIndex: number, seatsPerRow: number): SeatView {
  const central = seatIndex >= seatsPerRow / 3 && seatIndex < (2 * seatsPerRow) / 3;
  if (section === 'premium') return 'excellent';
  if (section === 'standard') return rowIndex < 5 && central ? 'excellent' : 'good';
  return rowIndex < 6 && central ? 'good' : 'average';
}

/** Economy's aisle seats of the front rows are step-free: seats 1 and last of rows 1–12 and the middle of row 1 (5% of 500). */
function accessibleSeat(
  section: SectionId,
  rowIndex: number,
  seatIndex: number,
  seatsPerRow: number,
): boolean {
  if (section !== 'economy') return false;
  const aisle = seatIndex === 0 || seatIndex === seatsPerRow - 1;
  return (aisle && rowIndex < 12) || (rowIndex === 0 && seatIndex === Math.floor(seatsPerRow / 2));
}

/** The camera platform: four seats in the middle of standard's back row. */
function blockedSeat(
  section: SectionId,
  rowIndex: number,
  seatIndex: number,
  rows: number,
  seatsPerRow: number,
) {
  const middle = seatsPerRow / 2;
  return section === 'standard' && rowIndex === rows - 1 && seatIndex >= middle - 2 && seatIndex < middle + 2;
}

/** Every seat of the map, in map order. */
export function seatMapLayout(): SeatSpec[] {
  const seats: SeatSpec[] = [];
  for (const section of SEAT_MAP_SECTIONS) {
    for (let r = 0; r < section.rows; r += 1) {
      const row = rowLetter(letterIndex(section.firstRow) + r);
      for (let s = 0; s < section.seatsPerRow; s += 1) {
        seats.push({
          id: `${row}-${s + 1}`,
          section: section.id,
          row,
          number: s + 1,
          position: seats.length,
          price: section.price,
          view: viewOf(section.id, r, s, section.seatsPerRow),
          accessible: accessibleSeat(section.id, r, s, section.seatsPerRow),
          blocked: blockedSeat(section.id, r, s, section.rows, section.seatsPerRow),
        });
      }
    }
  }
  return seats;
}

const layout = seatMapLayout();
const sellableSeats = layout.filter((seat) => !seat.blocked);

/** The map's seats for sale (the reserved stand), in all and per section. */
export const MAP_SELLABLE_SEATS = sellableSeats.length;
export const MAP_SECTION_SEATS = Object.fromEntries(
  SEAT_MAP_SECTIONS.map((section) => [
    section.id,
    sellableSeats.filter((seat) => seat.section === section.id).length,
  ]),
) as Record<SectionId, number>;

/** Largest-remainder split of `extra` over pools in proportion to their room, never above it. */
export function spread(extra: number, room: number[]): number[] {
  const totalRoom = room.reduce((a, b) => a + b, 0);
  const wanted = Math.min(extra, totalRoom);
  if (wanted <= 0) return room.map(() => 0);
  const exact = room.map((r) => (r * wanted) / totalRoom);
  const shares = exact.map(Math.floor);
  let left = wanted - shares.reduce((a, b) => a + b, 0);
  // Whole shares first, then one more each to the largest remainders that still have room.
  const order = exact.map((value, i) => ({ i, remainder: value - Math.floor(value) }));
  order.sort((a, b) => b.remainder - a.remainder);
  for (const { i } of order) {
    if (left === 0) break;
    if ((shares[i] ?? 0) < (room[i] ?? 0)) {
      shares[i] = (shares[i] ?? 0) + 1;
      left -= 1;
    }
  }
  return shares;
}

/**
 * The map's seats of an event when they are first written: in each section, `sold[section]` of its
 * seats are sold. Which ones is drawn from a generator seeded by the event id, so the same event
 * gets the same map on every start.
 */
export function mapSeatsAtStart(
  eventId: string,
  sold: Record<SectionId, number>,
): (SeatSpec & { sold: boolean })[] {
  const random = mulberry32(hashText(eventId));
  const soldIds = new Set<string>();
  for (const section of SEAT_MAP_SECTIONS) {
    const ids = sellableSeats.filter((seat) => seat.section === section.id).map((seat) => seat.id);
    // Partial Fisher–Yates: the first n of a seeded shuffle are the sold seats.
    const n = Math.min(sold[section.id], ids.length);
    for (let k = 0; k < n; k += 1) {
      const j = k + Math.floor(random() * (ids.length - k));
      const picked = ids[j] as string;
      ids[j] = ids[k] as string;
      ids[k] = picked;
      soldIds.add(picked);
    }
  }
  return layout.map((seat) => ({ ...seat, sold: soldIds.has(seat.id) }));
}
