/** An Indian mobile number: '+91' then 10 digits starting 6–9 (spaces and hyphens ignored). */
const INDIAN_MOBILE = /^\+91[6-9]\d{9}$/;

export const PHONE_MESSAGE = 'Enter +91 followed by a 10-digit mobile number starting 6–9';

/** '+91 9876543210' for a valid number, '' for an empty one, null when invalid. */
export function normalizeIndianMobile(value: string): string | null {
  const compact = value.replace(/[\s-]/g, '');
  if (compact === '') return '';
  return INDIAN_MOBILE.test(compact) ? `+91 ${compact.slice(3)}` : null;
}
