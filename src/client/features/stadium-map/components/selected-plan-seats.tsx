import { X } from 'lucide-react';
import { formatPaise, formatRupees } from '@/shared/domain/format';

export interface ListedSeat {
  id: string;
  /** 'Block L12 · Row K, seat 14' */
  label: string;
  band: string;
  pricePaise: number;
  /** Sent to the hold, not yet answered. */
  pending: boolean;
}

/** The chosen seats with their prices, a way to remove each, and their total (as the small map's aside). */
export function SelectedPlanSeats({
  seats,
  total,
  onRemove,
}: {
  seats: readonly ListedSeat[];
  /** The held seats' price in rupees, from the hold (a component does not work out what is charged). */
  total: number;
  onRemove: (id: string) => void;
}) {
  return (
    <section aria-labelledby="plan-selected-title" className="rounded-xl border border-ink-200 p-3">
      <h4 id="plan-selected-title" className="text-sm font-bold">
        Selected seats ({seats.length})
      </h4>
      {seats.length === 0 ? (
        <p className="mt-1 text-sm text-ink-600">No seats selected yet.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {seats.map((seat) => (
            <li key={seat.id} className="flex items-center justify-between gap-2">
              <span className="min-w-0">
                {seat.label} · {seat.band}
                {seat.pending ? <span className="text-ink-600"> (holding…)</span> : null}
              </span>
              <span className="flex shrink-0 items-center gap-1">
                {formatPaise(seat.pricePaise)}
                <button
                  type="button"
                  aria-label={`Remove ${seat.label}`}
                  onClick={() => onRemove(seat.id)}
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
