import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Where the global booking dialog mounts: placed once by the shell's root layout, which hands it
 * `loadHost` (the lazily loaded module that composes the dialog with what it needs from other
 * features). It holds no booking code, so the first load does not grow: the first openBooking
 * (booking-queue.ts) asks for the host, and the slot loads and shows it.
 */
type HostModule = { default: ComponentType };

let host: 'idle' | 'wanted' | 'shown' = 'idle';
/** Who asked for the host and waits to hear whether it could be loaded. */
let waiting: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const isHostWanted = () => host !== 'idle';

function setHostState(next: typeof host, outcome: { error: unknown } | null) {
  host = next;
  for (const listener of listeners) listener();
  const waiters = waiting;
  waiting = [];
  for (const waiter of waiters) outcome ? waiter.reject(outcome.error) : waiter.resolve();
}

/**
 * Asks the slot to show the host, loading it the first time (and again after a failed load).
 * Resolves once it is shown; rejects when its code could not be fetched.
 */
export function requestBookingHost(): Promise<void> {
  if (host === 'shown') return Promise.resolve();
  const shown = new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
  if (host === 'idle') {
    host = 'wanted';
    for (const listener of listeners) listener();
  }
  return shown;
}

export function BookingSlot({ loadHost }: { loadHost: () => Promise<HostModule> }) {
  const wanted = useSyncExternalStore(subscribe, isHostWanted, isHostWanted);
  const [Host, setHost] = useState<ComponentType>();
  useEffect(() => {
    if (!wanted || Host) return;
    loadHost().then(
      (module) => {
        setHost(() => module.default);
        setHostState('shown', null);
      },
      // A failed load (offline, a stale deploy) is told to whoever asked; the next press tries again.
      (error: unknown) => setHostState('idle', { error }),
    );
  }, [wanted, Host, loadHost]);
  return Host ? <Host /> : null;
}
