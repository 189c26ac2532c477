import { describe, expect, it } from 'vitest';
import {
  categoryDemandNotice,
  categoryDemandTone,
  demandBarLabel,
  demandLevel,
  hurryMessage,
  soldPercent,
} from './demand';

describe('demand', () => {
  it('computes sold percent as (total - left) / total', () => {
    expect(soldPercent(1000, 250)).toBe(75);
    expect(soldPercent(1000, 1000)).toBe(0);
    expect(soldPercent(1000, 0)).toBe(100);
    expect(soldPercent(0, 0)).toBe(100);
    expect(soldPercent(100, 150)).toBe(0);
  });

  it('labels the demand bar with strict thresholds 90, 75 and 50', () => {
    expect(demandBarLabel(95)).toBe('Almost Sold Out!');
    expect(demandBarLabel(90)).toBe('Selling Fast!');
    expect(demandBarLabel(76)).toBe('Selling Fast!');
    expect(demandBarLabel(75)).toBe('Good Availability');
    expect(demandBarLabel(51)).toBe('Good Availability');
    expect(demandBarLabel(50)).toBe('Plenty Available');
    expect(demandBarLabel(0)).toBe('Plenty Available');
  });

  it('derives the demand level from real sales', () => {
    expect(demandLevel(80)).toBe('high');
    expect(demandLevel(75)).toBe('medium');
    expect(demandLevel(60)).toBe('medium');
    expect(demandLevel(50)).toBe('low');
  });

  it('urges only when demand is high and fewer than 50 seats are left', () => {
    expect(hurryMessage('high', 12)).toBe('Hurry! Only 12 tickets left');
    expect(hurryMessage('high', 1)).toBe('Hurry! Only 1 ticket left');
    expect(hurryMessage('high', 50)).toBeNull();
    expect(hurryMessage('medium', 10)).toBeNull();
    expect(hurryMessage('high', 0)).toBeNull();
  });

  it('gives the category notice with thresholds 80 and 60', () => {
    expect(categoryDemandNotice(90)).toBe('High demand! Only few seats left in this category');
    expect(categoryDemandNotice(75)).toBe('Moderate demand for this category');
    expect(categoryDemandNotice(60)).toBe('Good availability in this category');
  });

  it('gives the category tone at the notice thresholds', () => {
    expect([81, 80, 61, 60, 0].map(categoryDemandTone)).toEqual([
      'high',
      'moderate',
      'moderate',
      'good',
      'good',
    ]);
  });
});
