/**
 * Background work done in passes (the gateway's due webhooks, refunds of cancelled events, the price
 * sweep): a pass runs when asked (nudge) and every `everyMs` once started, one at a time; asked while
 * one runs, it runs once more when that one ends, so nothing asked for is missed. A pass answers how
 * much it did.
 */
export function periodicPass(
  name: string,
  run: () => Promise<number>,
  log: (message: string, detail?: unknown) => void,
) {
  let running: Promise<number> | null = null;
  let again = false;

  /** Runs a pass now; a call while a pass runs makes it look again when done. */
  function nudge(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await run();
      } while (again);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    nudge,
    /** Runs a pass now and every `everyMs`; returns a stop function. */
    start(everyMs: number): () => void {
      const pass = () => void nudge().catch((error: unknown) => log(`${name} pass failed`, error));
      pass();
      const timer = setInterval(pass, everyMs);
      timer.unref();
      return () => clearInterval(timer);
    },
    /** Whether a pass runs now. */
    get running() {
      return running !== null;
    },
    /** Resolves when no pass is running (tests, shutdown). */
    idle: async () => {
      while (running) await running.catch(() => {});
    },
  };
}
export type PeriodicPass = ReturnType<typeof periodicPass>;
