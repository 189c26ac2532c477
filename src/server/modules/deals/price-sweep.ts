import { periodicPass } from '../../jobs/periodic-pass';
import type { DealsService } from './deals.service';

/** How far back the first sweep after a start looks for deal boundaries passed while the server was down. */
const FIRST_LOOK_BACK_MS = 30 * 86_400_000;

/**
 * The pass that keeps events.price_paise (the sort cache, decision 009) at the card's price: each
 * refreshes the events queued stale and those whose deals started or ended since the pass before.
 * Cards never wait for it: they compute their price when asked.
 */
export function createPriceSweep(deps: {
  deals: DealsService;
  now: () => Date;
  log: (message: string, detail?: unknown) => void;
}) {
  let since: Date | undefined;
  return periodicPass(
    'price sweep',
    async () => {
      const at = deps.now();
      const refreshed = await deps.deals.sweepPrices(
        since ?? new Date(at.getTime() - FIRST_LOOK_BACK_MS),
        at,
      );
      since = at;
      return refreshed;
    },
    deps.log,
  );
}
