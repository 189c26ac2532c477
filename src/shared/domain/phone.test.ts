import { describe, expect, it } from 'vitest';
import { optionalIndianMobileSchema } from '../schemas/account';
import { normalizeIndianMobile } from './phone';

describe('normalizeIndianMobile', () => {
  it('accepts +91 and 10 digits starting 6–9, as the server does', () => {
    for (const value of ['+91 9876543210', '+91-98765-43210', '+916123456789', '']) {
      const server = optionalIndianMobileSchema.safeParse(value);
      expect(normalizeIndianMobile(value)).toBe(server.success ? server.data : null);
    }
    expect(normalizeIndianMobile('+91 9876543210')).toBe('+91 9876543210');
  });

  it('refuses other numbers', () => {
    for (const value of ['9876543210', '+91 5876543210', '+91 98765', '+44 9876543210', '+91 98765432101']) {
      expect(normalizeIndianMobile(value), value).toBeNull();
      expect(optionalIndianMobileSchema.safeParse(value).success).toBe(false);
    }
  });
});
