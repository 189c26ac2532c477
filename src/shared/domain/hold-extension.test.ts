import { describe, expect, it } from 'vitest';
import { extendedExpiry, extensionRefusal, extensionsLeft, MAX_HOLD_EXTENSIONS } from './hold-extension';

const now = new Date('2026-12-01T10:00:00Z');
const later = new Date('2026-12-01T10:04:00Z');

describe('hold extension', () => {
  it('allows an active, running hold twice', () => {
    expect(MAX_HOLD_EXTENSIONS).toBe(2);
    expect(extensionRefusal({ status: 'active', expiresAt: later, extensions: 0 }, now)).toBeNull();
    expect(extensionRefusal({ status: 'active', expiresAt: later, extensions: 1 }, now)).toBeNull();
    expect(extensionRefusal({ status: 'active', expiresAt: later, extensions: 2 }, now)).toBe(
      'extensions_used',
    );
    expect([0, 1, 2, 3].map(extensionsLeft)).toEqual([2, 1, 0, 0]);
  });

  it('refuses a hold that has run out or ended, and one checked out', () => {
    expect(extensionRefusal({ status: 'active', expiresAt: now, extensions: 0 }, now)).toBe('hold_expired');
    for (const status of ['expired', 'released']) {
      expect(extensionRefusal({ status, expiresAt: later, extensions: 0 }, now)).toBe('hold_expired');
    }
    expect(extensionRefusal({ status: 'converted', expiresAt: later, extensions: 0 }, now)).toBe(
      'already_booked',
    );
    expect(extensionRefusal({ status: 'checked_out', expiresAt: later, extensions: 0 }, now)).toBe(
      'hold_checked_out',
    );
  });

  it('adds 5 minutes to the expiry, not to now', () => {
    expect(extendedExpiry(later).toISOString()).toBe('2026-12-01T10:09:00.000Z');
  });
});
