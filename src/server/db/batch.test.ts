import { describe, expect, it } from 'vitest';
import { QueueFullError, serialBatcher } from './batch';

/** A runner whose batches finish only when the test says so. */
function controlledRunner() {
  const batches: number[][] = [];
  const finishers: ((fail?: Error) => void)[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const run = (ops: number[]) =>
    new Promise<number[]>((resolve, reject) => {
      batches.push(ops);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      finishers.push((fail) => {
        inFlight -= 1;
        if (fail) reject(fail);
        else resolve(ops.map((op) => op * 10));
      });
    });
  return {
    run,
    batches,
    finish: (index: number, fail?: Error) => finishers[index]?.(fail),
    maxInFlight: () => maxInFlight,
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('serialBatcher', () => {
  it('sends a lone operation at once, and what arrives meanwhile as the next batch, in order', async () => {
    const runner = controlledRunner();
    const apply = serialBatcher(runner.run, { maxBatch: 10, maxQueue: 100 });
    const first = apply(1);
    await tick();
    expect(runner.batches).toEqual([[1]]);
    const rest = [apply(2), apply(3), apply(4)];
    await tick();
    expect(runner.batches).toEqual([[1]]); // one batch at a time
    runner.finish(0);
    expect(await first).toBe(10);
    await tick();
    expect(runner.batches).toEqual([[1], [2, 3, 4]]);
    runner.finish(1);
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
    expect(runner.maxInFlight()).toBe(1);
  });

  it('never sends more than maxBatch operations in one batch', async () => {
    const runner = controlledRunner();
    const apply = serialBatcher(runner.run, { maxBatch: 2, maxQueue: 100 });
    const all = [1, 2, 3, 4, 5].map((n) => apply(n));
    for (let i = 0; i < 3; i += 1) {
      await tick();
      runner.finish(i);
    }
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50]);
    expect(runner.batches).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('a failed batch rejects its own operations only; the next batch still runs', async () => {
    const runner = controlledRunner();
    const apply = serialBatcher(runner.run, { maxBatch: 10, maxQueue: 100 });
    const failed = apply(1);
    const later = apply(2);
    await tick();
    runner.finish(0, new Error('deadlock'));
    await expect(failed).rejects.toThrow('deadlock');
    await tick();
    runner.finish(1);
    expect(await later).toBe(20);
  });

  it('rejects a batch whose answer does not have one result per operation', async () => {
    const short = serialBatcher(async (ops: string[]) => ops.slice(1), { maxBatch: 10, maxQueue: 100 });
    await expect(short('x')).rejects.toThrow('a batch of 1 answered 0 results');
  });

  it('refuses an operation at once when maxQueue are already waiting, and takes new ones after', async () => {
    const runner = controlledRunner();
    const apply = serialBatcher(runner.run, { maxBatch: 10, maxQueue: 2 });
    const running = apply(1);
    await tick();
    const waiting = [apply(2), apply(3)];
    await expect(apply(4)).rejects.toBeInstanceOf(QueueFullError);
    runner.finish(0);
    await running;
    await tick();
    runner.finish(1);
    expect(await Promise.all(waiting)).toEqual([20, 30]);
    const after = apply(5);
    await tick();
    runner.finish(2);
    expect(await after).toBe(50);
  });
});
