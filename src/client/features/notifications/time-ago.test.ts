import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/domain/format';
import { timeAgo } from './time-ago';

const at = Date.parse('2026-02-02T12:00:00.000Z');
const earlier = (ms: number) => new Date(at - ms).toISOString();

describe('timeAgo', () => {
  it('says how long ago, then the date', () => {
    expect(timeAgo(earlier(20_000), at)).toBe('Just now');
    // A clock a little behind the server's: still just now.
    expect(timeAgo(earlier(-5_000), at)).toBe('Just now');
    expect(timeAgo(earlier(5 * 60_000), at)).toBe('5 min ago');
    expect(timeAgo(earlier(3 * 3_600_000 + 59 * 60_000), at)).toBe('3 h ago');
    expect(timeAgo(earlier(25 * 3_600_000), at)).toBe(formatDateTime(earlier(25 * 3_600_000)));
  });
});
