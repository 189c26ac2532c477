import { Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { TIMING } from '@/shared/constants';

// Not countdown.ts's pad2: sharing that module with the event pages would split it into its own chunk.
const pad2 = (value: number) => String(value).padStart(2, '0');
const secondsLeft = (expiresAtMs: number) => Math.max(0, Math.ceil((expiresAtMs - Date.now()) / 1000));

export const MORE_TIME_TEXTS = {
  warning: 'Less than 5 minutes left.',
  usedUp:
    'Less than 5 minutes left. You have had all the extra time we can give: please finish your booking.',
  extended: '5 more minutes added.',
} as const;

/**
 * The booking session's countdown (mm:ss) to the server hold's expiry; red and pulsing under
 * 5 minutes (the pulse stops under prefers-reduced-motion). Calls onExpire once at 0.
 * In the warning it offers 'Need more time?' while extensions are left (WCAG 2.2.1 Timing
 * Adjustable): the warning and the outcome are announced (role=status) without moving focus.
 */
export function SessionTimer({
  expiresAtMs,
  onExpire,
  extensionsLeft,
  onExtend,
}: {
  expiresAtMs: number;
  onExpire: () => void;
  extensionsLeft: number;
  /** Extends the session on the server; rejects with the refusal (its message is shown). */
  onExtend: () => Promise<void>;
}) {
  const [left, setLeft] = useState(() => secondsLeft(expiresAtMs));
  const [busy, setBusy] = useState(false);
  // The outcome of the last 'Need more time?' (announced), until the next warning starts.
  const [outcome, setOutcome] = useState<string | null>(null);
  const fired = useRef(false);
  const expire = useRef(onExpire);
  expire.current = onExpire;
  const timerRef = useRef<HTMLParagraphElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

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
  useEffect(() => {
    if (warning) setOutcome(null);
  }, [warning]);

  const askForMoreTime = async () => {
    const hadFocus = document.activeElement === buttonRef.current;
    setBusy(true);
    try {
      await onExtend();
      setOutcome(MORE_TIME_TEXTS.extended);
      // The button goes with the warning: keep a keyboard user's place on the countdown beside it.
      if (hadFocus) timerRef.current?.focus();
    } catch (error) {
      setOutcome(error instanceof Error ? error.message : 'More time could not be added. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const status =
    outcome ?? (warning ? (extensionsLeft > 0 ? MORE_TIME_TEXTS.warning : MORE_TIME_TEXTS.usedUp) : '');
  const text = `${pad2(Math.floor(left / 60))}:${pad2(left % 60)}`;
  return (
    <>
      <p
        ref={timerRef}
        role="timer"
        tabIndex={-1}
        aria-label={`Session time left ${Math.floor(left / 60)} minutes ${left % 60} seconds`}
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-mono text-sm font-semibold tabular-nums',
          warning ? 'bg-red-100 text-alert-700 motion-safe:animate-pulse' : 'bg-ink-100 text-ink-700',
        )}
      >
        <Clock aria-hidden="true" className="h-4 w-4" />
        {text}
      </p>
      {/* Always in the page, so the change is announced; off the layout while it says nothing. */}
      <p
        role="status"
        className={cn(
          'text-xs font-semibold',
          !status && 'sr-only',
          status === MORE_TIME_TEXTS.extended ? 'text-pitch-700' : 'text-alert-700',
        )}
      >
        {status}
      </p>
      {warning && extensionsLeft > 0 ? (
        <Button ref={buttonRef} variant="secondary" size="sm" disabled={busy} onClick={askForMoreTime}>
          {busy ? 'Adding time…' : 'Need more time?'}
        </Button>
      ) : null}
    </>
  );
}
