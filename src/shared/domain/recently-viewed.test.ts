import { describe, expect, it } from 'vitest';
import { addRecentlyViewed } from './recently-viewed';

describe('recently viewed', () => {
  it('moves a re-opened event to the front without duplicates and keeps twenty', () => {
    let list = [] as ReturnType<typeof addRecentlyViewed>;
    for (let i = 0; i < 25; i++)
      list = addRecentlyViewed(list, { id: `e${i}`, title: `E${i}`, viewedAt: `t${i}` });
    expect(list).toHaveLength(20);
    expect(list[0]?.id).toBe('e24');
    list = addRecentlyViewed(list, { id: 'e10', title: 'E10', viewedAt: 'later' });
    expect(list[0]).toEqual({ id: 'e10', title: 'E10', viewedAt: 'later' });
    expect(list.filter((e) => e.id === 'e10')).toHaveLength(1);
  });
});
