import { Suspense } from 'react';
import { formatRupees } from '@/shared/domain/format';
import type { Hold, Seating } from '@/shared/schemas/booking';
import { useStadiumMap } from '../collaborators';
import { describeHold } from '../describe-hold';
import type { BookingSelection } from '../use-booking-selection';
import type { PlanHold } from '../use-plan-hold';
import { CategoryList } from './category-list';
import { SeatMap } from './seat-map';
import { type SeatMode, SeatModeToggle } from './seat-mode-toggle';

/**
 * Step 1: seats by category (list) or on the map, and what the hold holds now with its price. An
 * event on its venue's seating plan shows the stadium map instead (best available or named seats).
 */
export function StepSeats({
  seating,
  sport,
  hold,
  seatsTotal,
  selection,
  planHold,
  mode,
  onMode,
}: {
  seating: Seating;
  sport: string;
  hold: Hold;
  /** The held seats' price in rupees. */
  seatsTotal: number;
  selection: BookingSelection;
  planHold: PlanHold;
  mode: SeatMode;
  onMode: (mode: SeatMode) => void;
}) {
  const StadiumMap = useStadiumMap();
  const seatPlan = seating.seatPlan;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold">Seat Selection</h3>
        {seatPlan ? null : <SeatModeToggle mode={mode} onMode={onMode} />}
      </div>
      <p className="rounded-lg bg-ink-50 px-3 py-2 text-sm" aria-live="polite">
        <span className="font-semibold">Your selection: </span>
        {describeHold(hold)}
        {hold.seatLines.length > 0 ? ` · ${formatRupees(seatsTotal)}` : ''}
      </p>
      {seatPlan ? (
        <Suspense
          fallback={
            <p role="status" className="py-10 text-center text-ink-600">
              Loading the stadium map…
            </p>
          }
        >
          <StadiumMap
            eventId={seating.eventId}
            venueId={seatPlan.venueId}
            stadium={seating.stadium}
            categories={seating.categories}
            held={planHold.held}
            total={seatsTotal}
            onHoldSeats={planHold.holdSeats}
            onHoldBest={planHold.holdBest}
          />
        </Suspense>
      ) : mode === 'list' ? (
        <CategoryList
          categories={seating.categories}
          categoryId={selection.categoryId}
          count={selection.count}
          onCategory={selection.chooseCategory}
          onCount={selection.changeCount}
        />
      ) : (
        <SeatMap
          seating={seating}
          sport={sport}
          selectedIds={selection.seatIds}
          onToggle={selection.toggleSeat}
        />
      )}
    </div>
  );
}
