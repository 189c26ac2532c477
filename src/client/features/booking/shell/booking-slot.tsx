import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Where the global booking dialog mounts: placed once by the shell's root layout, which hands it
 * `loadHost` (the lazily loaded module that composes the dialog with what it needs from other
 * features). It holds no booking code, so the first load does not grow: the first openBooking
 * (booking-queue.ts) asks for the host, and the slot loads and shows it.
 */
type HostModule = { default: ComponentType };

let hostWanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const isHostWanted = () => hostWanted;

/** Asks the slot to load and show the host (once; again after a failed load). */
export function requestBookingHost(): void {
  if (hostWanted) return;
  hostWanted = true;
  for (const listener of listeners) listener();
}

export function BookingSlot({ loadHost }: { loadHost: () => Promise<HostModule> }) {
  const wanted = useSyncExternalStore(subscribe, isHostWanted, isHostWanted);
  const [Host, setHost] = useState<ComponentType>();
  useEffect(() => {
    if (!wanted || Host) return;
    loadHost().then(
      (module) => setHost(() => module.default),
      // A failed load (offline, a stale deploy) lets the next 'Book Tickets' try again.
      () => {
        hostWanted = false;
        for (const listener of listeners) listener();
      },
    );
  }, [wanted, Host, loadHost]);
  return Host ? <Host /> : null;
}
