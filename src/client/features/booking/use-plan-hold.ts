import { ApiRequestError } from '@/client/lib/api-client';
import { notify } from '@/client/lib/notify';
import type { HeldPlanSeat, Hold, PlanSeatRef, SelectionInput } from '@/shared/schemas/booking';
import { type HoldSession, isHoldExpired } from './use-hold-session';

export interface PlanHold {
  held: readonly HeldPlanSeat[];
  holdSeats: (seats: PlanSeatRef[]) => Promise<unknown>;
  /** Answers the seats held. */
  holdBest: (categoryId: string, count: number) => Promise<readonly HeldPlanSeat[]>;
}

/**
 * Step 1 on the stadium map: named plan seats or the best adjacent ones, sent to the hold. A refusal
 * is told (toast) and the seats refreshed; the promise still rejects so the map shows the hold's own
 * seats again.
 */
export function usePlanHold(hold: HoldSession, refreshSeating: () => void): PlanHold {
  const send = (selection: SelectionInput | null) =>
    hold.select(selection).catch((error: unknown) => {
      if (!isHoldExpired(error)) {
        if (error instanceof ApiRequestError && error.status === 409) {
          notify.error(error.message);
          refreshSeating();
        } else notify.failure(error);
      }
      throw error;
    });
  const planSeats = (held: Hold | null) =>
    held?.selection?.kind === 'planSeats' ? held.selection.seats : [];
  return {
    held: planSeats(hold.hold),
    holdSeats: (seats) => send(seats.length > 0 ? { kind: 'planSeats', seats } : null),
    holdBest: (categoryId, count) => send({ kind: 'best', categoryId, count }).then(planSeats),
  };
}
