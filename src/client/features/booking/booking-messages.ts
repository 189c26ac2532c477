import { LIMITS } from '@/shared/constants';

/** A toast's title and description. */
export type Toast = readonly [title: string, description?: string];

/** The booking dialog's toasts, worded as in product-spec.md section 8. */
export const BOOKING_TOASTS = {
  selectionRequired: ['Selection Required', 'Please select seats and category'],
  seatUnavailable: ['Seat Unavailable', 'This seat is already taken or blocked.'],
  maximumSeats: ['Maximum Seats', `You can select up to ${LIMITS.seatsOnMap} seats at once.`],
  missingInformation: ['Missing Information', 'Please fill in all required details'],
  sessionExpired: ['Session Expired', 'Your booking session has expired. Please start over.'],
  /** The dialog's code could not be fetched (offline, or a deploy replaced it). */
  couldNotOpen: ['Booking could not be opened', 'Please check your connection and try again.'],
} as const satisfies Record<string, Toast>;

/**
 * A signed-in fan closed the dialog holding places: they stay held, and reopening carries on
 * (auto-save) until `until` (a time, e.g. '7:45 pm IST').
 */
export const progressKeptToast = (until: string): Toast => [
  'Booking saved',
  `Your seats are held until ${until}. Open Book Tickets again to carry on where you left off.`,
];
