import type { ComponentType } from 'react';
import { DialogTitle } from '@/client/components/ui/dialog';
import type { ListedEvent } from '@/shared/schemas/account';
import { SessionTimer } from './session-timer';

export const STEP_NAMES = [
  'Seat Selection',
  'Add-ons & Extras',
  'Personal Details',
  'Review & Payment',
] as const;

/** 'Step n of 4' with the step's name, the percent complete and the progress bar. */
function BookingProgress({ step }: { step: number }) {
  const percent = step * 25;
  return (
    <div>
      <div className="flex justify-between text-xs font-semibold text-ink-700">
        <span>
          Step {step} of 4 <span className="font-normal text-ink-600">· {STEP_NAMES[step - 1]}</span>
        </span>
        <span>{percent}% complete</span>
      </div>
      <div
        role="progressbar"
        aria-label="Booking progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2 overflow-hidden rounded-full bg-ink-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/**
 * The booking dialog's header: which event of the queue, its title, when and where, the wishlist
 * heart, the session countdown (with 'Need more time?' in its warning), the signed-in note (and,
 * reopened, the welcome back) and the progress through the four steps.
 */
export function BookingHeader({
  title,
  whenAndWhere,
  queuePosition,
  queueLength,
  listed,
  WishlistHeart,
  expiresAtMs,
  onExpire,
  extensionsLeft,
  onExtend,
  signedIn,
  restored,
  step,
}: {
  title: string;
  whenAndWhere: string;
  queuePosition: number;
  queueLength: number;
  /** The event for the wishlist, null until it has loaded. */
  listed: ListedEvent | null;
  WishlistHeart: ComponentType<{ event: ListedEvent | null }>;
  /** The session's end, or null when no countdown runs (not open yet, or booked). */
  expiresAtMs: number | null;
  onExpire: () => void;
  extensionsLeft: number;
  onExtend: () => Promise<void>;
  signedIn: boolean;
  /** The dialog was put back as the fan left it (auto-save). */
  restored: boolean;
  step: number;
}) {
  return (
    // Not a <header>: that would be a second banner landmark next to the page's, which stays exposed
    // for a signed-in fan (its header holds a live region, and the dialog leaves live regions heard).
    <div className="space-y-3 border-b border-ink-100 px-4 pt-4 pb-3 sm:px-6">
      <div className="min-w-0 pr-10">
        {queueLength > 1 ? (
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            Event {queuePosition + 1} of {queueLength}
          </p>
        ) : null}
        <DialogTitle className="leading-tight sm:text-xl">{title}</DialogTitle>
        <p className="mt-0.5 text-sm text-ink-600">{whenAndWhere}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <WishlistHeart event={listed} />
        {expiresAtMs !== null ? (
          <SessionTimer
            expiresAtMs={expiresAtMs}
            onExpire={onExpire}
            extensionsLeft={extensionsLeft}
            onExtend={onExtend}
          />
        ) : null}
        {signedIn ? (
          <>
            <p className="text-xs font-semibold text-pitch-700">Logged in • Auto-save enabled</p>
            {/* Present from the start, so the welcome back is announced when it appears. */}
            <p role="status" className="text-xs text-ink-700">
              {restored ? 'Welcome back: your booking is as you left it.' : ''}
            </p>
          </>
        ) : null}
      </div>
      <BookingProgress step={step} />
    </div>
  );
}
