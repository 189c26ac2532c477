import { type ComponentType, useState } from 'react';

/**
 * Where the global booking dialog mounts (placed once in the root layout, inside the router).
 * It holds no booking code: openBooking (booking-launcher.ts, loaded with the pages that book)
 * imports the dialog's host on first use and hands it here, so the first load does not grow.
 */
export let showBookingHost: (host: ComponentType) => void = () => {};

export function BookingSlot() {
  const [shown, setShown] = useState<{ Host: ComponentType }>();
  // The setter is stable; the slot is mounted once, before any 'Book Tickets' can be pressed.
  showBookingHost = (Host) => setShown({ Host });
  return shown ? <shown.Host /> : null;
}
