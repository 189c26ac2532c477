import { memo } from 'react';
import { cn } from '@/client/lib/cn';
import { formatPaise } from '@/shared/domain/format';
import type { MapSeat, MapSection } from '@/shared/schemas/booking';
import { seatIsFree } from '../seat-map-index';

type MapRow = MapSection['rows'][number];

const STATUS_WORD: Record<MapSeat['status'], string> = {
  available: 'available',
  occupied: 'occupied',
  blocked: 'blocked',
};

/** 'Row B seat 7, Premium, ₹5,000, excellent view, available' (+ ', accessible'). */
function seatName(seat: MapSeat, sectionName: string): string {
  return [
    `Row ${seat.row} seat ${seat.number}`,
    sectionName,
    formatPaise(seat.pricePaise),
    `${seat.view} view`,
    STATUS_WORD[seat.status],
    ...(seat.accessible ? ['accessible'] : []),
  ].join(', ');
}

/** The look of one seat; the legend uses the same classes. */
export const seatLook = {
  selected: 'border-brand-700 bg-brand-600',
  occupied: 'border-ink-200 bg-ink-200',
  premium: 'border-amber-600 bg-amber-200 hover:bg-amber-300',
  standard: 'border-sky-700 bg-sky-200 hover:bg-sky-300',
  economy: 'border-pitch-600 bg-white hover:bg-green-50',
} as const;

function seatClass(seat: MapSeat, selected: boolean): string {
  const look = selected
    ? seatLook.selected
    : !seatIsFree(seat)
      ? cn(seatLook.occupied, 'cursor-not-allowed')
      : (seatLook[seat.section as 'premium' | 'standard' | 'economy'] ?? seatLook.economy);
  return cn(
    'h-[var(--seat)] w-[var(--seat)] shrink-0 border-2',
    seat.accessible ? 'rounded-full' : 'rounded-t-md rounded-b-sm',
    look,
  );
}

/**
 * One row of the map. Memoised: a row re-renders only when its own seats, which of them are
 * selected (`selected`, a comma-joined id list) or the roving focus stop in it changes. Clicks,
 * keys, hover and focus are handled once on the map (event delegation via data-seat-id).
 */
export const SeatRow = memo(function SeatRow({
  row,
  sectionName,
  selected,
  activeId,
}: {
  row: MapRow;
  sectionName: string;
  selected: string;
  activeId: string | null;
}) {
  const chosen = selected === '' ? [] : selected.split(',');
  return (
    <div className="flex items-center justify-center gap-[calc(var(--seat)/6)]">
      <span
        aria-hidden="true"
        className="w-5 shrink-0 pr-1 text-right text-[10px] font-semibold text-ink-600"
      >
        {row.row}
      </span>
      {row.seats.map((seat) => {
        const isSelected = chosen.includes(seat.id);
        return (
          <button
            key={seat.id}
            type="button"
            data-seat-id={seat.id}
            tabIndex={seat.id === activeId ? 0 : -1}
            aria-pressed={isSelected}
            aria-disabled={seatIsFree(seat) ? undefined : true}
            aria-label={seatName(seat, sectionName)}
            className={seatClass(seat, isSelected)}
          />
        );
      })}
    </div>
  );
});
