import { Accessibility, Eye, Sparkles, X } from 'lucide-react';
import { formatPaise, formatRupees } from '@/shared/domain/format';
import type { SeatTip } from '@/shared/domain/seat-tips';
import type { MapSeat } from '@/shared/schemas/booking';
import type { LocatedSeat } from '../seat-map-index';

/** The pointed-at or focused seat: row, number, section, price, view, accessibility and status. */
function SeatDetail({ located }: { located: LocatedSeat | null }) {
  if (!located) {
    return (
      <p className="rounded-xl border border-dashed border-ink-200 p-3 text-sm text-ink-600">
        Point at or move to a seat to see its details.
      </p>
    );
  }
  const { seat, sectionName } = located;
  return (
    <dl
      aria-label="Seat details"
      className="grid grid-cols-2 gap-x-3 gap-y-1 rounded-xl border border-ink-200 p-3 text-sm"
    >
      <dt className="text-ink-600">Row</dt>
      <dd className="font-semibold">{seat.row}</dd>
      <dt className="text-ink-600">Seat</dt>
      <dd className="font-semibold">{seat.number}</dd>
      <dt className="text-ink-600">Section</dt>
      <dd className="font-semibold">{sectionName}</dd>
      <dt className="text-ink-600">Price</dt>
      <dd className="font-semibold">{formatPaise(seat.pricePaise)}</dd>
      <dt className="text-ink-600">View</dt>
      <dd className="font-semibold capitalize">{seat.view}</dd>
      <dt className="text-ink-600">Accessible</dt>
      <dd className="font-semibold">{seat.accessible ? 'Yes' : 'No'}</dd>
      <dt className="text-ink-600">Status</dt>
      <dd className="font-semibold capitalize">{seat.status}</dd>
    </dl>
  );
}

/** The chosen seats with their prices, a way to remove each, and their total. */
function SelectedSeats({
  selected,
  total,
  onRemove,
}: {
  selected: readonly LocatedSeat[];
  /** The chosen seats' price in rupees. */
  total: number;
  onRemove: (seat: MapSeat) => void;
}) {
  return (
    <section aria-labelledby="selected-seats-title" className="rounded-xl border border-ink-200 p-3">
      <h4 id="selected-seats-title" className="text-sm font-bold">
        Selected seats ({selected.length})
      </h4>
      {selected.length === 0 ? (
        <p className="mt-1 text-sm text-ink-600">No seats selected yet.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {selected.map(({ seat, sectionName }) => (
            <li key={seat.id} className="flex items-center justify-between gap-2">
              <span>
                Row {seat.row} seat {seat.number} · {sectionName}
              </span>
              <span className="flex items-center gap-1">
                {formatPaise(seat.pricePaise)}
                <button
                  type="button"
                  aria-label={`Remove row ${seat.row} seat ${seat.number}`}
                  onClick={() => onRemove(seat)}
                  className="inline-flex h-7 w-7 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100"
                >
                  <X aria-hidden="true" className="h-3.5 w-3.5" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 flex justify-between border-t border-ink-100 pt-2 text-sm font-bold">
        <span>Total</span>
        <span>{formatRupees(total)}</span>
      </p>
    </section>
  );
}

function SeatTips({ tips }: { tips: readonly SeatTip[] }) {
  return (
    <section aria-labelledby="seat-tips-title" className="rounded-xl bg-brand-50 p-3">
      <h4 id="seat-tips-title" className="flex items-center gap-1.5 text-sm font-bold">
        <Sparkles aria-hidden="true" className="h-4 w-4 text-brand-700" />
        Seat tips
      </h4>
      <ul className="mt-2 space-y-1.5 text-sm text-ink-700">
        {tips.map((tip) => (
          <li key={tip.id} className="flex gap-1.5">
            {tip.id === 'accessible' ? (
              <Accessibility aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            ) : (
              <Eye aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            )}
            {tip.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Beside the map: the seat in view, the chosen seats with their total, seat tips, the 360° note. */
export function SeatMapAside({
  inspected,
  selected,
  total,
  tips,
  onRemove,
}: {
  inspected: LocatedSeat | null;
  selected: readonly LocatedSeat[];
  total: number;
  tips: readonly SeatTip[];
  onRemove: (seat: MapSeat) => void;
}) {
  return (
    <aside aria-label="Seat details and tips" className="space-y-4">
      <SeatDetail located={inspected} />
      <SelectedSeats selected={selected} total={total} onRemove={onRemove} />
      <SeatTips tips={tips} />
      <div className="rounded-xl border border-dashed border-ink-200 p-3 text-center text-sm text-ink-600">
        360° view coming soon
      </div>
    </aside>
  );
}
