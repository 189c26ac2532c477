import { LIMITS } from '../constants';
import type { Demand } from '../schemas/catalogue';

export interface Countdown {
  hours: number;
  minutes: number;
  seconds: number;
  /** Under two hours to go (and not yet over). */
  urgent: boolean;
  expired: boolean;
}

const HOUR_MS = 3_600_000;

/** Hours, minutes and seconds from now to the target; all zero once the target has passed. */
export function countdownTo(targetMs: number, nowMs: number): Countdown {
  const remaining = Math.max(0, targetMs - nowMs);
  const totalSeconds = Math.floor(remaining / 1000);
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    urgent: remaining > 0 && remaining < LIMITS.urgentCountdownHours * HOUR_MS,
    expired: remaining === 0,
  };
}

/** 'Hurry! Deal expires soon!' shows when the countdown is urgent and hours are above zero. */
export const showsHurryNotice = (countdown: Countdown) => countdown.urgent && countdown.hours > 0;

/**
 * The flash-sale countdown shows when demand is high, fewer than 1000 seats are left, and there is
 * a real flash price that ends within the next 24 hours (we count down to that end, never to an
 * invented deadline).
 */
export function flashCountdownTarget(
  event: { demand: Demand; seatsLeft: number; deal: string | null; dealEndsAt: string | null },
  nowMs: number,
): number | null {
  if (event.demand !== 'high' || event.seatsLeft >= LIMITS.flashCountdownSeatsBelow) return null;
  if (event.deal !== 'flash' || !event.dealEndsAt) return null;
  const target = Date.parse(event.dealEndsAt);
  if (Number.isNaN(target) || target <= nowMs) return null;
  return target - nowMs <= LIMITS.flashCountdownHours * HOUR_MS ? target : null;
}

export const pad2 = (value: number) => String(value).padStart(2, '0');
