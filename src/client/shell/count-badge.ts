import { LIMITS } from '@/shared/constants';

/**
 * Badge text for a count: nothing at 0 or below, the number up to the cap, then '9+'
 * (product-spec.md section 9: unread badge cap 9+).
 */
export function badgeText(count: number, cap: number = LIMITS.unreadBadgeCap): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  const whole = Math.floor(count);
  return whole > cap ? `${cap}+` : String(whole);
}
