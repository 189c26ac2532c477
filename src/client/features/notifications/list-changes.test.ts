import { describe, expect, it } from 'vitest';
import type { AppNotification, NotificationList } from '@/shared/schemas/notifications';
import { cleared, withAllRead, withArrived, without, withRead } from './list-changes';

const item = (id: string, minute: number, read = false): AppNotification => ({
  id,
  type: 'booking',
  channel: 'booking-updates',
  title: `Title ${id}`,
  message: 'Message',
  timestamp: `2026-02-02T06:${String(minute).padStart(2, '0')}:00.000Z`,
  read,
  priority: 'high',
  actionable: true,
  target: '/events',
  data: {},
});
const list = (...items: AppNotification[]): NotificationList => ({
  items,
  unread: items.filter((entry) => !entry.read).length,
});

describe('the cached notification list', () => {
  it('puts an arrival at the top, counts it unread once, and takes the server’s count when given', () => {
    const before = list(item('a', 10, true));
    const after = withArrived(before, item('b', 20));
    expect(after.items.map((entry) => entry.id)).toEqual(['b', 'a']);
    expect(after.unread).toBe(1);
    expect(withArrived(after, item('b', 20))).toEqual(after);
    expect(withArrived(before, item('b', 20), 7).unread).toBe(7);
  });

  it('places a late arrival by its time, and keeps at most 50', () => {
    const many = list(...Array.from({ length: 50 }, (_, i) => item(`n${i}`, 59 - i)));
    const late = withArrived(many, item('late', 5));
    expect(late.items).toHaveLength(50);
    expect(late.items.some((entry) => entry.id === 'late')).toBe(false);
    expect(withArrived(list(item('x', 30), item('y', 10)), item('z', 20)).items.map((e) => e.id)).toEqual([
      'x',
      'z',
      'y',
    ]);
  });

  it('marks one read, all read, removes one and clears', () => {
    const start = list(item('a', 30), item('b', 20), item('c', 10, true));
    expect(withRead(start, 'a').unread).toBe(1);
    expect(withRead(withRead(start, 'a'), 'a').unread).toBe(1);
    expect(withRead(start, 'missing')).toBe(start);
    expect(withAllRead(start)).toEqual({ items: start.items.map((e) => ({ ...e, read: true })), unread: 0 });
    expect(without(start, 'b')).toEqual({ items: [start.items[0], start.items[2]], unread: 1 });
    expect(without(start, 'c').unread).toBe(2);
    expect(cleared()).toEqual({ items: [], unread: 0 });
  });
});
