import { describe, expect, it } from 'vitest';
import { MAX_MAIL_ATTEMPTS, nextMailAttempt } from './backoff';

const at = new Date('2026-12-01T10:00:00Z');
const minutesLater = (attempts: number) => {
  const next = nextMailAttempt(attempts, at);
  return next && (next.getTime() - at.getTime()) / 60_000;
};

describe('nextMailAttempt', () => {
  it('waits a minute after the first refusal, then doubles', () => {
    expect([1, 2, 3, 4].map(minutesLater)).toEqual([1, 2, 4, 8]);
  });

  it('never waits more than six hours', () => {
    expect(minutesLater(9)).toBe(256);
    expect(minutesLater(10)).toBe(360);
    expect(minutesLater(MAX_MAIL_ATTEMPTS - 1)).toBe(360);
  });

  it('gives up after the last attempt', () => {
    expect(nextMailAttempt(MAX_MAIL_ATTEMPTS, at)).toBeNull();
  });
});
