/**
 * The booking feature's public surface. Pages and the cart open the booking dialog with
 * useOpenBooking; the shell composes BookingHost with its collaborators (shell/lazy/booking-host.tsx)
 * and places shell/booking-slot.tsx, which loads it on the first press. Nothing here pulls the
 * dialog into the first load.
 */
export type { BookingEvent } from './booking-queue';
export type { BookingCollaborators } from './collaborators';
export { useOpenBooking } from './use-open-booking';
