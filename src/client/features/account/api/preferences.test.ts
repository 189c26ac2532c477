import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@/shared/schemas/account';
import { DEFAULTS } from './preferences';

describe('preferences defaults', () => {
  it('match the contract', () => {
    expect(DEFAULTS).toEqual(DEFAULT_PREFERENCES);
  });
});
