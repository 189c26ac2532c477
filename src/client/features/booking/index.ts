/**
 * The booking feature's public surface. Pages open the booking dialog with useOpenBooking; the
 * shell places BookingSlot once and gives it the host (BookingHost with its collaborators), which
 * loads on the first press. Nothing here pulls the dialog into the first load.
 */

export { BookingSlot } from '@/client/features/booking/shell/booking-slot';
export type { BookingEvent } from './booking-queue';
export type { BookingCollaborators } from './collaborators';
export { useOpenBooking } from './use-open-booking';
