/**
 * Queues operations and runs them in batches, one batch at a time: an operation that arrives while
 * a batch runs waits for the next one, which takes everything queued by then (at most maxBatch).
 * When nothing runs, an operation goes at once, so a quiet server adds no delay; under load the
 * batches grow and the per-batch costs (a round trip, a commit) are shared. Past maxQueue waiting
 * operations, a new one is refused with QueueFullError instead of waiting without end.
 */
export function serialBatcher<Op, Result>(
  run: (ops: Op[]) => Promise<Result[]>,
  limits: { maxBatch: number; maxQueue: number },
): (op: Op) => Promise<Result> {
  const { maxBatch, maxQueue } = limits;
  const queue: { op: Op; resolve: (result: Result) => void; reject: (error: unknown) => void }[] = [];
  let running = false;

  async function drain() {
    running = true;
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        const results = await run(batch.map((entry) => entry.op));
        if (results.length !== batch.length)
          throw new Error(`a batch of ${batch.length} answered ${results.length} results`);
        batch.forEach((entry, i) => {
          entry.resolve(results[i] as Result);
        });
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    running = false;
  }

  return (op) =>
    new Promise<Result>((resolve, reject) => {
      if (queue.length >= maxQueue) {
        reject(new QueueFullError());
        return;
      }
      queue.push({ op, resolve, reject });
      if (!running) void drain();
    });
}

export class QueueFullError extends Error {
  constructor() {
    super('too many operations waiting');
  }
}
