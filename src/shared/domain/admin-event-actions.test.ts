import { describe, expect, it } from 'vitest';
import { adminEventActions, fansCanSee } from './admin-event-actions';

describe('adminEventActions', () => {
  it('offers taking down, transferring and cancelling an event on sale', () => {
    expect(adminEventActions({ status: 'on_sale', takenDown: false })).toEqual([
      'unpublish',
      'transfer',
      'cancel',
    ]);
    expect(adminEventActions({ status: 'live', takenDown: false })).toEqual([
      'unpublish',
      'transfer',
      'cancel',
    ]);
  });

  it('offers putting back an event taken down, which can still be cancelled', () => {
    expect(adminEventActions({ status: 'unpublished', takenDown: true })).toEqual([
      'republish',
      'transfer',
      'cancel',
    ]);
  });

  it('offers only a transfer for a draft, a cancelled event, or one that is over', () => {
    expect(adminEventActions({ status: 'draft', takenDown: false })).toEqual(['transfer']);
    expect(adminEventActions({ status: 'cancelled', takenDown: false })).toEqual(['transfer']);
    expect(adminEventActions({ status: 'completed', takenDown: false })).toEqual(['unpublish', 'transfer']);
  });
});

describe('fansCanSee', () => {
  it('hides a draft and an event taken down; shows the rest, a cancelled one too', () => {
    expect(fansCanSee({ status: 'draft', takenDown: false })).toBe(false);
    expect(fansCanSee({ status: 'unpublished', takenDown: true })).toBe(false);
    expect(fansCanSee({ status: 'on_sale', takenDown: false })).toBe(true);
    expect(fansCanSee({ status: 'cancelled', takenDown: false })).toBe(true);
  });
});
