import { Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/client/lib/cn';
import { TIMING } from '@/shared/constants';

// Not countdown.ts's pad2: sharing that module with the event pages would split it into its own chunk.
const pad2 = (value: number) => String(value).padStart(2, '0');
const secondsLeft = (expiresAtMs: number) => Math.max(0, Math.ceil((expiresAtMs - Date.now()) / 1000));

/**
 * The booking session's countdown (mm:ss) to the server hold's expiry; red and pulsing under
 * 5 minutes (the pulse stops under prefers-reduced-motion). Calls onExpire once at 0.
 */
export function SessionTimer({ expiresAtMs, onExpire }: { expiresAtMs: number; onExpire: () => void }) {
  const [left, setLeft] = useState(() => secondsLeft(expiresAtMs));
  const fired = useRef(false);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    const tick = () => {
      const next = secondsLeft(expiresAtMs);
      setLeft(next);
      if (next === 0 && !fired.current) {
        fired.current = true;
        expire.current();
      }
    };
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [expiresAtMs]);

  const warning = left < TIMING.sessionWarningSeconds;
  const text = `${pad2(Math.floor(left / 60))}:${pad2(left % 60)}`;
  return (
    <p
      role="timer"
      aria-label={`Session time left ${Math.floor(left / 60)} minutes ${left % 60} seconds`}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-mono text-sm font-semibold tabular-nums',
        warning ? 'bg-red-100 text-alert-700 motion-safe:animate-pulse' : 'bg-ink-100 text-ink-700',
      )}
    >
      <Clock aria-hidden="true" className="h-4 w-4" />
      {text}
    </p>
  );
}
