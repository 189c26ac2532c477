/**
 * An Indian mobile number as a fan types it: 10 digits starting 6–9, with or without +91, 91,
 * 0091 or 0 in front; spaces, brackets and hyphens are ignored. Kept as '+91 9876543210'.
 * Sign-in by phone, the profile and a booking's contact all take this one rule.
 */
export const INDIAN_MOBILE_MESSAGE = 'Enter a 10-digit mobile number starting 6–9';

/** '+91 9876543210' for a valid number, '' for an empty one, null when invalid. */
export function normalizeIndianMobile(text: string): string | null {
  const compact = text.replace(/[\s()-]/g, '').replace(/^(\+91|0091|91|0)(?=\d{10}$)/, '');
  if (compact === '') return '';
  return /^[6-9]\d{9}$/.test(compact) ? `+91 ${compact}` : null;
}
