import { SEAT_CATEGORIES, SEAT_MAP_SECTIONS, type SectionId } from '../booking-constants';
import { mulberry32 } from './random';

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

/** A category's capacity and sold count at the spec's 'available' and 'sold %' figures. */
export function categoryStart(category: { available: number; soldPercentage: number }) {
  const capacity = Math.round(category.available / (1 - category.soldPercentage / 100));
  return { capacity, sold: capacity - category.available };
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

/** Seats an event can sell in all: every category place and every map seat that is not blocked. */
export const INVENTORY_TOTAL =
  SEAT_CATEGORIES.reduce((sum, category) => sum + categoryStart(category).capacity, 0) + sellableSeats.length;

const mapStartSold = (section: (typeof SEAT_MAP_SECTIONS)[number]) =>
  Math.round(section.rows * section.seatsPerRow * section.occupancy);

/** Sold at the spec's starting figures: categories at their sold %, map sections at their occupancy. */
export const INVENTORY_START_SOLD =
  SEAT_CATEGORIES.reduce((sum, category) => sum + categoryStart(category).sold, 0) +
  SEAT_MAP_SECTIONS.reduce((sum, section) => sum + mapStartSold(section), 0);

/** FNV-1a: a stable 32-bit hash of the event id seeds its map. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Largest-remainder split of `extra` over pools in proportion to their room, never above it. */
function spread(extra: number, room: number[]): number[] {
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

export interface InitialInventory {
  categories: { id: string; price: number; capacity: number; sold: number }[];
  seats: (SeatSpec & { sold: boolean })[];
}

/**
 * An event's inventory when it is first materialised: the spec's starting figures plus, when the
 * catalogue recorded more sales for the event (`seatsSold` above the start), those sales spread
 * over categories and map sections in proportion to what each had left. Which map seats are sold
 * is drawn from a generator seeded by the event id, so the map is the same on every start.
 */
export function initialInventory(eventId: string, seatsSold: number): InitialInventory {
  const starts = SEAT_CATEGORIES.map((category) => ({ category, ...categoryStart(category) }));
  const sections = SEAT_MAP_SECTIONS.map((section) => {
    const seats = sellableSeats.filter((seat) => seat.section === section.id);
    return { section, seats, sold: mapStartSold(section) };
  });
  const room = [...starts.map((s) => s.capacity - s.sold), ...sections.map((s) => s.seats.length - s.sold)];
  const extra = spread(seatsSold - INVENTORY_START_SOLD, room);
  const random = mulberry32(hash(eventId));
  const soldIds = new Set<string>();
  sections.forEach(({ seats, sold }, i) => {
    const ids = seats.map((seat) => seat.id);
    // Partial Fisher–Yates: the first n of a seeded shuffle are the sold seats.
    const n = sold + (extra[starts.length + i] ?? 0);
    for (let k = 0; k < n; k += 1) {
      const j = k + Math.floor(random() * (ids.length - k));
      const picked = ids[j] as string;
      ids[j] = ids[k] as string;
      ids[k] = picked;
      soldIds.add(picked);
    }
  });
  return {
    categories: starts.map((s, i) => ({
      id: s.category.id,
      price: s.category.price,
      capacity: s.capacity,
      sold: s.sold + (extra[i] ?? 0),
    })),
    seats: layout.map((seat) => ({ ...seat, sold: soldIds.has(seat.id) })),
  };
}
