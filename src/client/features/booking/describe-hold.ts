import type { Hold } from '@/shared/schemas/booking';

const seatsWord = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;

/**
 * What the server holds, in words: '2 × Gold' for category places; for map seats the count and
 * each section they sit in ('3 seats · Premium section', '6 seats · 1 Premium, 5 Standard').
 */
export function describeHold(hold: Hold | null): string {
  const selection = hold?.selection;
  if (!hold || !selection) return 'Nothing selected yet';
  if (selection.kind === 'category') {
    return `${selection.quantity} × ${hold.seatLines[0]?.label ?? selection.categoryId}`;
  }
  const count = seatsWord(selection.kind === 'seats' ? selection.seatIds.length : selection.seats.length);
  const [only, ...others] = hold.seatLines;
  if (!only) return count;
  if (others.length === 0) return `${count} · ${only.label} section`;
  return `${count} · ${hold.seatLines.map((line) => `${line.quantity} ${line.label}`).join(', ')}`;
}
