import type { MapSeat, Seating } from '@/shared/schemas/booking';

/** A seat with where it sits: its section's name, its row among all the map's rows, its place in the row. */
export type LocatedSeat = { seat: MapSeat; sectionName: string; rowIndex: number; index: number };

export interface SeatIndex {
  byId: ReadonlyMap<string, LocatedSeat>;
  /** Every row of every section, top to bottom, each sorted by seat number. */
  rows: readonly (readonly MapSeat[])[];
}

/** A seat a fan may take now (not sold, not blocked, not held by another buyer). */
export const seatIsFree = (seat: MapSeat) => seat.status === 'available';

/** The seat map as rows to move through with the arrow keys, and every seat found by its id. */
export function seatIndex(seating: Seating): SeatIndex {
  const byId = new Map<string, LocatedSeat>();
  const rows: MapSeat[][] = [];
  for (const section of seating.sections) {
    for (const row of section.rows) {
      const seats = [...row.seats].sort((a, b) => a.number - b.number);
      seats.forEach((seat, index) => {
        byId.set(seat.id, { seat, sectionName: section.name, rowIndex: rows.length, index });
      });
      rows.push(seats);
    }
  }
  return { byId, rows };
}

/** Where the map's single tab stop starts: the first seat free to take, else the very first seat. */
export function firstFreeSeatId(index: SeatIndex): string | null {
  for (const row of index.rows) for (const seat of row) if (seatIsFree(seat)) return seat.id;
  return index.rows[0]?.[0]?.id ?? null;
}

/** The chosen seats grouped by the row they sit in (row index → seat ids). */
export function selectedByRow(index: SeatIndex, selectedIds: readonly string[]): Map<number, string[]> {
  const byRow = new Map<number, string[]>();
  for (const id of selectedIds) {
    const found = index.byId.get(id);
    if (found) byRow.set(found.rowIndex, [...(byRow.get(found.rowIndex) ?? []), id]);
  }
  return byRow;
}

/**
 * What a screen reader hears when the chosen seats change: the one seat added or removed and the
 * new count ('Row B seat 2 selected. 1 seat selected.'), only the count when several changed at
 * once, and nothing ('') when nothing changed.
 */
export function selectionAnnouncement(
  before: readonly string[],
  after: readonly string[],
  index: SeatIndex,
): string {
  const had = new Set(before);
  const has = new Set(after);
  const added = after.filter((id) => !had.has(id));
  const removed = before.filter((id) => !has.has(id));
  const describe = (id: string) => {
    const found = index.byId.get(id)?.seat;
    return found ? `Row ${found.row} seat ${found.number}` : 'A seat';
  };
  const count = `${after.length} ${after.length === 1 ? 'seat' : 'seats'} selected.`;
  const [onlyAdded] = added;
  const [onlyRemoved] = removed;
  if (added.length === 1 && removed.length === 0 && onlyAdded)
    return `${describe(onlyAdded)} selected. ${count}`;
  if (removed.length === 1 && added.length === 0 && onlyRemoved)
    return `${describe(onlyRemoved)} removed. ${count}`;
  return added.length + removed.length > 0 ? count : '';
}
