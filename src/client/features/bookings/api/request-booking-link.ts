import { apiSend } from '@/client/lib/api-send';
import type { BookingLookupRequest } from '@/shared/schemas/booking-lookup';
import type { AcceptedAnswer } from '@/shared/schemas/credentials';

/** POST /api/bookings/look-up → 202, the same words whether or not a guest booking matched; 429 too_many_requests. */
export const requestBookingLink = (input: BookingLookupRequest) =>
  apiSend<AcceptedAnswer>('POST', '/bookings/look-up', input);
