import { describe, expect, it } from 'vitest';
import { pageOf, pageOffset } from './paging';

describe('paging', () => {
  it('starts page n after n - 1 full pages', () => {
    expect(pageOffset({ page: 1, pageSize: 20 })).toBe(0);
    expect(pageOffset({ page: 3, pageSize: 20 })).toBe(40);
  });

  it('says more follow only while the page ends before the total', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(pageOf(items, { page: 1, pageSize: 20 }, 45)).toEqual({
      items,
      page: 1,
      pageSize: 20,
      hasMore: true,
      total: 45,
    });
    expect(pageOf(items.slice(0, 5), { page: 3, pageSize: 20 }, 45).hasMore).toBe(false);
    expect(pageOf(items, { page: 2, pageSize: 20 }, 40).hasMore).toBe(false);
    expect(pageOf([], { page: 9, pageSize: 20 }, 45)).toMatchObject({ items: [], hasMore: false });
  });
});
