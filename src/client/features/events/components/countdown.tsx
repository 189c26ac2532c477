import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/client/lib/cn';
import { countdownTo, pad2, showsHurryNotice } from '@/shared/domain/countdown';

function spoken(hours: number, minutes: number): string {
  const parts = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
  parts.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  return parts.join(' ');
}

/**
 * Hours, minutes and seconds to `targetMs`, ticking each second and zero once past. Under two hours
 * it turns urgent; with hours still above zero it adds 'Hurry! Deal expires soon!'.
 * The timer's accessible name only changes once a minute (role="timer" is not live), so screen
 * readers are not flooded with seconds.
 */
export function Countdown({
  targetMs,
  label = 'Flash sale ends in',
  className,
}: {
  targetMs: number;
  label?: string;
  className?: string;
}) {
  const [now, setNow] = useState(() => Date.now());
  const countdown = countdownTo(targetMs, now);

  useEffect(() => {
    if (countdown.expired) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [countdown.expired]);

  const { hours, minutes, seconds, urgent } = countdown;
  return (
    <div
      data-urgent={urgent ? 'true' : 'false'}
      className={cn(
        'rounded-xl px-3 py-2',
        urgent ? 'bg-red-50 text-red-800 ring-1 ring-red-200' : 'bg-brand-50 text-brand-800',
        className,
      )}
    >
      <div
        role="timer"
        aria-label={countdown.expired ? `${label} 0 minutes` : `${label} ${spoken(hours, minutes)}`}
        className="flex items-center justify-between gap-3"
      >
        <span aria-hidden="true" className="flex items-center gap-1.5 text-sm font-semibold">
          <Timer className={cn('h-4 w-4 shrink-0', urgent && 'motion-safe:animate-pulse')} />
          {label}
        </span>
        <span aria-hidden="true" className="font-mono text-base font-bold tabular-nums tracking-tight">
          {pad2(hours)}:{pad2(minutes)}:{pad2(seconds)}
        </span>
      </div>
      {showsHurryNotice(countdown) ? (
        <p className="mt-1 text-sm font-bold">Hurry! Deal expires soon!</p>
      ) : null}
    </div>
  );
}
