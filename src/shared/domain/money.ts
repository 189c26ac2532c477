import { CURRENCY, LOCALE } from '../constants';

const rupees = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** '₹2,500' for 250000 paise: en-IN grouping, no decimals. */
export function formatPaise(paise: number): string {
  return rupees.format(Math.round(paise / 100));
}

export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** Reads a rupee text such as '₹1,500' by stripping the symbol and commas; NaN when nothing is left. */
export function parseRupeeText(text: string): number {
  const cleaned = text.replace(/[₹,\s]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

/** The sport page's price sort key: every non-digit stripped. */
export function priceSortKey(text: string): number {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? 0 : Number(digits);
}

export const rupeesToPaise = (amount: number) => Math.round(amount * 100);
