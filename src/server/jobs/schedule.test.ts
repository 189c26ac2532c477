import { describe, expect, it } from 'vitest';
import { jobWindow, type ScheduledJob } from './schedule';

const job = (options: Partial<ScheduledJob> = {}): ScheduledJob => ({
  name: 'test',
  run: async () => ({ created: 0 }),
  ...options,
});
const at = (minutes: number) => new Date(Date.UTC(2026, 1, 2, 6, 30) + minutes * 60_000);

describe('jobWindow', () => {
  it('goes on from where the last run stopped, up to now', () => {
    expect(jobWindow(job(), at(0), at(1))).toEqual({ from: at(0), to: at(1), now: at(1) });
  });

  it('a first run without a look-back has no start (the job decides what came before)', () => {
    expect(jobWindow(job(), null, at(1))).toEqual({ from: null, to: at(1), now: at(1) });
  });

  it('skips moments no longer worth handling after downtime, and starts a first run that far back', () => {
    const lookingBack = job({ lookBackMs: 15 * 60_000 });
    expect(jobWindow(lookingBack, at(0), at(120)).from).toEqual(at(105));
    expect(jobWindow(lookingBack, null, at(120)).from).toEqual(at(105));
    expect(jobWindow(lookingBack, at(110), at(120)).from).toEqual(at(110));
  });

  it('handles a long window in steps', () => {
    const stepping = job({ lookBackMs: 120 * 60_000, stepMs: 15 * 60_000 });
    expect(jobWindow(stepping, at(0), at(60))).toEqual({ from: at(0), to: at(15), now: at(60) });
  });

  it('never moves back when this process’s clock is behind the one that ran last', () => {
    expect(jobWindow(job(), at(10), at(9))).toEqual({ from: at(10), to: at(10), now: at(9) });
  });
});
