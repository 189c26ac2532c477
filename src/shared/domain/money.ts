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
