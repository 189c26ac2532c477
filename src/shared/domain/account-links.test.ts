import { describe, expect, it } from 'vitest';
import { LINK_LIFETIME_MS, linkState, lookupAccess, sameAddress } from './account-links';

const at = (iso: string) => new Date(iso);
const sent = at('2026-02-02T10:00:00Z');
const expiresAt = new Date(sent.getTime() + LINK_LIFETIME_MS.password_reset);

describe('linkState', () => {
  it('is valid until its expiry, expired from that instant on', () => {
    expect(linkState({ usedAt: null, expiresAt }, at('2026-02-02T10:29:59.999Z'))).toBe('valid');
    expect(linkState({ usedAt: null, expiresAt }, at('2026-02-02T10:30:00Z'))).toBe('expired');
  });

  it('is used once used, before or after its expiry', () => {
    const usedAt = at('2026-02-02T10:05:00Z');
    expect(linkState({ usedAt, expiresAt }, at('2026-02-02T10:06:00Z'))).toBe('used');
    expect(linkState({ usedAt, expiresAt }, at('2026-02-03T10:00:00Z'))).toBe('used');
  });

  it('gives a reset 30 minutes and the other links a day or more', () => {
    expect(LINK_LIFETIME_MS.password_reset).toBe(30 * 60_000);
    expect(LINK_LIFETIME_MS.booking_lookup).toBe(24 * 3_600_000);
    expect(LINK_LIFETIME_MS.email_change).toBe(24 * 3_600_000);
    expect(LINK_LIFETIME_MS.email_confirmation).toBeGreaterThan(LINK_LIFETIME_MS.email_change);
  });
});

describe('lookupAccess', () => {
  const lookupExpiry = at('2026-02-03T10:00:00Z');
  const before = at('2026-02-02T12:00:00Z');

  it('lets the first browser claim it, that browser open it again, and no other', () => {
    expect(lookupAccess({ openedAt: null, holderKey: null, expiresAt: lookupExpiry }, 'a', before)).toBe(
      'claim',
    );
    const opened = { openedAt: at('2026-02-02T11:00:00Z'), holderKey: 'a', expiresAt: lookupExpiry };
    expect(lookupAccess(opened, 'a', before)).toBe('granted');
    expect(lookupAccess(opened, 'b', before)).toBe('opened_elsewhere');
  });

  it('never grants a browser without a holder key, even if the stored key were empty', () => {
    const opened = { openedAt: at('2026-02-02T11:00:00Z'), holderKey: '', expiresAt: lookupExpiry };
    expect(lookupAccess(opened, '', before)).toBe('opened_elsewhere');
  });

  it('is expired for everyone from its expiry on, the browser that opened it too', () => {
    const opened = { openedAt: at('2026-02-02T11:00:00Z'), holderKey: 'a', expiresAt: lookupExpiry };
    expect(lookupAccess(opened, 'a', lookupExpiry)).toBe('expired');
    expect(
      lookupAccess({ openedAt: null, holderKey: null, expiresAt: lookupExpiry }, 'a', lookupExpiry),
    ).toBe('expired');
  });
});

describe('sameAddress', () => {
  it('ignores case and surrounding spaces, nothing else', () => {
    expect(sameAddress('Asha.Rao@Example.in ', 'asha.rao@example.in')).toBe(true);
    expect(sameAddress('asha.rao@example.in', 'asharao@example.in')).toBe(false);
  });
});
