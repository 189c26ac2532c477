import { describe, expect, it } from 'vitest';
import { normalizeIndianMobile } from './phone';

describe('normalizeIndianMobile', () => {
  it('accepts 10 digits starting 6–9 with or without a prefix, spaces, brackets or hyphens', () => {
    for (const value of [
      '9876543210',
      '98765 43210',
      '+91 98765 43210',
      '+91-98765-43210',
      '+919876543210',
      '919876543210',
      '0091 9876543210',
      '098765-43210',
      '(987) 654 3210',
    ]) {
      expect(normalizeIndianMobile(value), value).toBe('+91 9876543210');
    }
    expect(normalizeIndianMobile('6123456789')).toBe('+91 6123456789');
    // A number that itself starts 91 is not mistaken for a prefix.
    expect(normalizeIndianMobile('9123456789')).toBe('+91 9123456789');
  });

  it('answers an empty text as empty', () => {
    expect(normalizeIndianMobile('')).toBe('');
    expect(normalizeIndianMobile('  ')).toBe('');
  });

  it('refuses other numbers', () => {
    for (const value of [
      '5876543210',
      '+91 5876543210',
      '+91 98765',
      '+44 9876543210',
      '+91 98765432101',
      'call me',
    ]) {
      expect(normalizeIndianMobile(value), value).toBeNull();
    }
  });
});
