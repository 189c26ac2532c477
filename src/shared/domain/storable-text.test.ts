import { describe, expect, it } from 'vitest';
import { unstorableTextPath } from './storable-text';

describe('unstorableTextPath', () => {
  it('finds a NUL or a lone surrogate wherever it sits, and names the field', () => {
    expect(unstorableTextPath('a\u0000b')).toBe('');
    expect(unstorableTextPath({ q: 'x\u0000' })).toBe('q');
    expect(unstorableTextPath({ data: { q: '\ud800' } })).toBe('data.q');
    expect(unstorableTextPath({ guests: [{ name: 'Asha' }, { name: 'R\udc00' }] })).toBe('guests.1.name');
    expect(unstorableTextPath({ 'bad\u0000key': 1 })).toBe('bad\u0000key');
  });

  it('lets through every text PostgreSQL can store, emoji (surrogate pairs) included', () => {
    expect(unstorableTextPath({ name: 'Zara Khan 🏏', city: 'बेंगलुरु', n: 3, ok: true, none: null })).toBeNull();
    expect(unstorableTextPath(['\ud83c\udfcf', 'tab\tnewline\n'])).toBeNull();
  });
});
