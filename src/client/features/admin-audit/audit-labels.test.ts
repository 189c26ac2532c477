import { describe, expect, it } from 'vitest';
import { fieldLabel, readableValue } from './audit-labels';

describe('audit values in words', () => {
  it('names fields in words', () => {
    expect(fieldLabel('publishedAt')).toBe('Published at');
    expect(fieldLabel('role')).toBe('Role');
  });

  it('reads amounts, instants, lists and nothing', () => {
    expect(readableValue('refundPaise', 150_000)).toBe('₹1,500');
    expect(readableValue('seats', 1200)).toBe('1,200');
    expect(readableValue('publishedAt', '2026-12-05T14:00:00.000Z')).toBe('5 Dec 2026, 7:30 pm IST');
    expect(readableValue('tags', ['IPL', 'tickets'])).toBe('IPL, tickets');
    expect(readableValue('image', null)).toBe('none');
    expect(readableValue('tags', [])).toBe('none');
    expect(readableValue('status', 'published')).toBe('published');
  });
});
