/**
 * Booking step 3 rules (product-spec.md section 5): name, e-mail and phone are required; with more than one
 * seat, details for exactly seats − 1 guests (name required, age optional, a whole number 1–100).
 * Field keys match the API's 400 `fields` ('contact.email', 'guests.0.name').
 */
import { LIMITS } from '../constants';
import { INDIAN_MOBILE_MESSAGE, normalizeIndianMobile } from './phone';

export interface ContactDetails {
  name: string;
  email: string;
  phone: string;
  emergencyContact: string;
  specialRequests: string;
}

/** A guest row as typed: the age is the field's text ('' when left empty). */
export interface GuestDetails {
  name: string;
  age: string;
}

export interface DetailsCheck {
  /** Field key → message, empty when everything is valid. */
  fields: Record<string, string>;
  /** Which toast to show: the contact problem wins over the guest one. */
  problem: 'contact' | 'guests' | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const guestCount = (seats: number) => Math.max(0, seats - 1);

/**
 * The 'Guest Details Required' toast (product-spec.md section 8): the spec's words for several
 * guests; one guest reads 'the additional guest', not 'all 1 additional guests'.
 */
export const guestDetailsMessage = (guests: number): string =>
  guests === 1
    ? 'Please provide details for the additional guest'
    : `Please provide details for all ${guests} additional guests`;

/** A guest age field: null when empty, the number when valid, undefined when invalid. */
export function parseGuestAge(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const age = Number(trimmed);
  return age >= LIMITS.guestAgeMin && age <= LIMITS.guestAgeMax ? age : undefined;
}

export function checkDetails(
  contact: ContactDetails,
  guests: readonly GuestDetails[],
  seats: number,
): DetailsCheck {
  const fields: Record<string, string> = {};
  if (contact.name.trim() === '') fields['contact.name'] = 'Please enter your name';
  if (contact.email.trim() === '') fields['contact.email'] = 'Please enter your e-mail address';
  else if (!EMAIL.test(contact.email.trim())) fields['contact.email'] = 'Please enter a valid e-mail address';
  const phone = normalizeIndianMobile(contact.phone);
  if (phone === '') fields['contact.phone'] = 'Please enter your phone number';
  else if (phone === null) fields['contact.phone'] = INDIAN_MOBILE_MESSAGE;
  const contactProblem = Object.keys(fields).length > 0;

  const needed = guestCount(seats);
  let guestProblem = guests.length < needed;
  for (let i = 0; i < needed; i++) {
    const guest = guests[i];
    if (!guest || guest.name.trim() === '') {
      fields[`guests.${i}.name`] = 'Please enter the guest name';
      guestProblem = true;
    }
    if (guest && parseGuestAge(guest.age) === undefined) {
      fields[`guests.${i}.age`] = `Age must be between ${LIMITS.guestAgeMin} and ${LIMITS.guestAgeMax}`;
      guestProblem = true;
    }
  }
  return { fields, problem: contactProblem ? 'contact' : guestProblem ? 'guests' : null };
}

/** The guest rows resized to seats − 1, keeping what was typed. */
export function resizeGuests(guests: readonly GuestDetails[], seats: number): GuestDetails[] {
  const needed = guestCount(seats);
  return Array.from({ length: needed }, (_, i) => guests[i] ?? { name: '', age: '' });
}
