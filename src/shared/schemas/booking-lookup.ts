// A guest finds their booking (issue 13): the request and response contracts of
// /api/bookings/look-up and /api/bookings/look-up/open.
// The server validates every request body with these; the client types every response with them.
import { z } from 'zod';
import { emailSchema } from './account';
import { bookingSchema } from './booking';
import { text } from './common';
import { linkTokenSchema } from './credentials';

const REFERENCE_MESSAGE = 'A booking reference looks like KP-7H3K9Q';

/** 'KP-7H3K9Q' as printed, typed in any case, with or without the dash and spaces. */
export const bookingReferenceSchema = text('Please enter the booking reference')
  .max(40, REFERENCE_MESSAGE)
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^KP[A-Z0-9]{6}$/, REFERENCE_MESSAGE))
  .transform((value) => `KP-${value.slice(2)}`);

/**
 * POST /api/bookings/look-up → 202 AcceptedAnswer, the same whether or not a guest booking has this
 * reference and address; when one has, a link to it is mailed to that address.
 */
export const bookingLookupRequestSchema = z.object({ reference: bookingReferenceSchema, email: emailSchema });
export type BookingLookupRequest = z.input<typeof bookingLookupRequestSchema>;

/**
 * POST /api/bookings/look-up/open {token} → 200 FoundBooking, for the first browser to open the link
 * (and that browser again until it expires); 410 link_* otherwise.
 */
export const bookingLookupOpenSchema = z.object({ token: linkTokenSchema });

export const foundBookingSchema = z.object({
  booking: bookingSchema,
  /** The booking is in the signed-in account now (its address matched): My Bookings shows it. */
  inAccount: z.boolean(),
});
export type FoundBooking = z.infer<typeof foundBookingSchema>;

export const LOOKUP_MESSAGES = {
  sent: 'If a booking matches, we have sent a link to that address. The link works for 24 hours.',
  openedElsewhere:
    'This link was already opened in another browser. Ask for a new link to see the booking here.',
  inAccount:
    'This booking is now in a KhelPass account. Sign in with its e-mail address to see it in My Bookings.',
} as const;
