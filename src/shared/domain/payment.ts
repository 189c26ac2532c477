// Payment field rules (product-spec.md section 5) shared by the payment dialog and the gateway simulator.
import type { WALLETS } from '../booking-constants';
import type { PaymentInput } from '../schemas/booking';

/** Digits only, in groups of 4 separated by spaces, at most 19 characters (16 digits). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ').slice(0, 19);
}

/** MM/YY as typed: digits only, the slash added after the month, at most 5 characters. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** CVV: digits only, at most 4. */
export function formatCvv(input: string): string {
  return input.replace(/\D/g, '').slice(0, 4);
}

/** The Luhn checksum every card number carries. */
export function luhnValid(cardNumber: string): boolean {
  const digits = cardNumber.replace(/\s/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY with a real month, not before the current month (cards work to the end of their month). */
export function expiryValid(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export type CardFields = { number: string; expiry: string; cvv: string; name: string };

/**
 * Field-by-field problems of a card, empty when it can be charged. All four fields are required
 * ('Please fill in all card details' is the dialog's toast when any is missing).
 */
export function cardProblems(card: CardFields, now: Date): Partial<Record<keyof CardFields, string>> {
  const problems: Partial<Record<keyof CardFields, string>> = {};
  if (!luhnValid(card.number)) problems.number = 'Please check the card number';
  if (!expiryValid(card.expiry, now)) problems.expiry = 'Please enter a valid expiry date (MM/YY)';
  if (!/^\d{3,4}$/.test(card.cvv)) problems.cvv = 'CVV is 3 or 4 digits';
  if (card.name.trim() === '') problems.name = 'Please enter the name on the card';
  return problems;
}

export const cardFieldsComplete = (card: CardFields) =>
  [card.number, card.expiry, card.cvv, card.name].every((field) => field.trim() !== '');

/** A UPI ID (VPA) is name@handle: 2–256 name characters of letters, digits, dot, dash, underscore. */
export function vpaValid(vpa: string): boolean {
  return /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/.test(vpa.trim());
}

/** The upi://pay link a UPI app scans: payee, name, amount in rupees, INR, booking reference. */
export function upiPayLink(input: {
  payeeVpa: string;
  payeeName: string;
  amountPaise: number;
  reference: string;
  note: string;
}): string {
  const params = new URLSearchParams({
    pa: input.payeeVpa,
    pn: input.payeeName,
    am: (input.amountPaise / 100).toFixed(2),
    cu: 'INR',
    tr: input.reference,
    tn: input.note,
  });
  // UPI apps expect the VPA's '@' as is and spaces as %20.
  return `upi://pay?${params.toString().replace(/\+/g, '%20').replace(/%40/g, '@')}`;
}

export type PaymentMethod = PaymentInput['method'];
export type WalletId = (typeof WALLETS)[number]['id'];

/** What the fan has typed or picked for each method. */
export interface PaymentFields {
  card: CardFields;
  vpa: string;
  wallet: WalletId | null;
}

/**
 * The payment request for the chosen method, or what stops it: field errors to show beside the
 * fields, and for card details left empty the 'Missing Information' toast instead.
 */
export type PaymentRequest =
  | { input: PaymentInput }
  | { errors: Record<string, string>; missingCardDetails?: true };

export function paymentRequest(method: PaymentMethod, fields: PaymentFields, now: Date): PaymentRequest {
  if (method === 'card') {
    if (!cardFieldsComplete(fields.card)) return { errors: {}, missingCardDetails: true };
    const problems = cardProblems(fields.card, now);
    return Object.keys(problems).length > 0
      ? { errors: problems as Record<string, string> }
      : { input: { method: 'card', card: fields.card } };
  }
  if (method === 'upi') {
    const vpa = fields.vpa.trim();
    if (vpa === '') return { errors: { vpa: 'Please enter your UPI ID' } };
    if (!vpaValid(vpa)) return { errors: { vpa: 'Please enter a valid UPI ID, e.g. name@okhdfcbank' } };
    return { input: { method: 'upi', vpa } };
  }
  return fields.wallet
    ? { input: { method: 'wallet', wallet: fields.wallet } }
    : { errors: { wallet: 'Please choose a wallet' } };
}

/** The API's field names for a refused payment ('card.number', 'vpa') → the payment form's. */
const FORM_FIELDS: Record<string, string> = {
  'card.number': 'number',
  'card.expiry': 'expiry',
  'card.cvv': 'cvv',
  'card.name': 'name',
  vpa: 'vpa',
  wallet: 'wallet',
};

/** The API's field errors the payment form can show beside a field; others are left out. */
export function paymentFormErrors(apiFields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(apiFields)) {
    const field = FORM_FIELDS[key];
    if (field) errors[field] = message;
  }
  return errors;
}

/**
 * What a gateway keeps of the instrument, never enough to pay with: a card's last 4 digits, a UPI
 * id with its name masked after the first two characters ('as****@okaxis'), a wallet's id.
 */
export function maskedInstrument(input: PaymentInput): string {
  switch (input.method) {
    case 'card':
      return input.card.number.replace(/\D/g, '').slice(-4);
    case 'upi': {
      const [name = '', handle = ''] = input.vpa.trim().toLowerCase().split('@');
      return `${name.slice(0, 2)}${'*'.repeat(Math.max(name.length - 2, 2))}@${handle}`;
    }
    case 'wallet':
      return input.wallet;
  }
}
