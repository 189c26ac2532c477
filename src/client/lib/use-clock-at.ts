import { useEffect, useState } from 'react';

/** setTimeout's longest wait (about 24.8 days); an instant further off is not waited for. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * The current time, read once and again when `instantMs` passes, so that what depends on that
 * instant (a deal that ends) changes on screen then, without a reload.
 */
export function useClockAt(instantMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (instantMs === null) return;
    const wait = instantMs - Date.now();
    if (wait <= 0 || wait > LONGEST_WAIT_MS) return;
    const timer = window.setTimeout(() => setNow(Math.max(Date.now(), instantMs)), wait);
    return () => window.clearTimeout(timer);
  }, [instantMs]);
  return now;
}
