import type { DealsService } from './deals.service';

/** How far back the first sweep after a start looks for deal boundaries passed while the server was down. */
const FIRST_LOOK_BACK_MS = 30 * 86_400_000;

/**
 * The periodic job that keeps events.price_paise (the sort cache, decision 009) at the card's
 * price: each pass refreshes the events queued stale and those whose deals started or ended since
 * the pass before. Cards never wait for it: they compute their price when asked.
 */
export function createPriceSweep(deps: {
  deals: DealsService;
  now: () => Date;
  log: (message: string, detail?: unknown) => void;
}) {
  let since: Date | undefined;
  let running: Promise<number> | undefined;

  /** One pass (a pass already running is joined, not doubled); answers how many events it refreshed. */
  function runNow(): Promise<number> {
    running ??= (async () => {
      const at = deps.now();
      try {
        const refreshed = await deps.deals.sweepPrices(
          since ?? new Date(at.getTime() - FIRST_LOOK_BACK_MS),
          at,
        );
        since = at;
        return refreshed;
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    runNow,
    /** A pass now and every `everyMs`; returns a stop function. */
    start(everyMs: number): () => void {
      const pass = () => void runNow().catch((error: unknown) => deps.log('price sweep failed', error));
      pass();
      const timer = setInterval(pass, everyMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
