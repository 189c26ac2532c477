import {
  CATEGORY_DEMAND_DEFAULT_NOTICE,
  CATEGORY_DEMAND_NOTICES,
  DEMAND_BAR_DEFAULT_LABEL,
  DEMAND_BAR_LEVELS,
  LIMITS,
} from '../constants';
import type { Demand } from '../schemas/catalogue';

/** Sold percent = (total − left) / total, as 0–100; an event with no seats counts as sold out. */
export function soldPercent(totalSeats: number, seatsLeft: number): number {
  if (totalSeats <= 0) return 100;
  const left = Math.min(Math.max(seatsLeft, 0), totalSeats);
  return ((totalSeats - left) / totalSeats) * 100;
}

export function demandBarLabel(percentSold: number): string {
  return DEMAND_BAR_LEVELS.find((level) => percentSold > level.above)?.label ?? DEMAND_BAR_DEFAULT_LABEL;
}

/**
 * The demand level comes from real sales, never from a stored claim: above 75% sold is high
 * ('Selling Fast!' or more on the bar), above 50% is medium, else low.
 */
export function demandLevel(percentSold: number): Demand {
  if (percentSold > 75) return 'high';
  if (percentSold > 50) return 'medium';
  return 'low';
}

export const DEMAND_BADGE_LABELS: Record<Demand, string> = {
  high: 'High Demand',
  medium: 'Moderate Demand',
  low: 'Good Availability',
};

/** 'Hurry! Only N tickets left' when demand is high and fewer than 50 seats remain; else null. */
export function hurryMessage(demand: Demand, seatsLeft: number): string | null {
  if (demand !== 'high' || seatsLeft >= LIMITS.hurrySeatsBelow || seatsLeft <= 0) return null;
  return `Hurry! Only ${seatsLeft} ${seatsLeft === 1 ? 'ticket' : 'tickets'} left`;
}

const categoryDemand = (percentSold: number) => CATEGORY_DEMAND_NOTICES.find((n) => percentSold > n.above);

export function categoryDemandNotice(percentSold: number): string {
  return categoryDemand(percentSold)?.text ?? CATEGORY_DEMAND_DEFAULT_NOTICE;
}

export type CategoryDemandTone = (typeof CATEGORY_DEMAND_NOTICES)[number]['tone'] | 'good';

/** How hot a category sells, for its notice's and sold bar's colour: the notice's thresholds. */
export function categoryDemandTone(percentSold: number): CategoryDemandTone {
  return categoryDemand(percentSold)?.tone ?? 'good';
}
