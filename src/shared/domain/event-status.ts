import type { EventStatus } from '../schemas/catalogue';

/** Stored 'postponed'/'cancelled' win; otherwise the clock decides between upcoming, live and completed. */
export function eventStatus(event: { status: string; startsAt: Date; endsAt: Date }, now: Date): EventStatus {
  if (event.status === 'postponed' || event.status === 'cancelled') return event.status;
  if (now < event.startsAt) return 'upcoming';
  if (now < event.endsAt) return 'live';
  return 'completed';
}

/** Which way the price moved against the previous price. */
export function priceChange(pricePaise: number, originalPricePaise: number | null): 'up' | 'down' | 'stable' {
  if (originalPricePaise === null || originalPricePaise === pricePaise) return 'stable';
  return pricePaise > originalPricePaise ? 'up' : 'down';
}
