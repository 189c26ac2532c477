import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '@/client/lib/api-client';
import { MAX_HOLD_EXTENSIONS } from '@/shared/domain/hold-extension';
import type { Hold, OpenedHold, SelectionInput } from '@/shared/schemas/booking';
import { createHold } from './api/create-hold';
import { extendHold } from './api/extend-hold';
import { releaseHold } from './api/release-hold';
import { reopenHold } from './api/reopen-hold';
import { updateHold } from './api/update-hold';

export const isHoldExpired = (error: unknown) => error instanceof ApiRequestError && error.status === 410;

export type HoldSession = {
  hold: Hold | null;
  /** The session as it opened: new, or a signed-in fan's running one carried on with its progress. */
  opened: OpenedHold | null;
  /** The hold's expiry on this browser's clock (corrected by the server's clock), ms. */
  expiresAtMs: number | null;
  /** Why the session could not open (not on sale, not found, network). */
  openError: ApiRequestError | null;
  /** Replaces what is held; requests go one after another, so the last one wins. */
  select: (selection: SelectionInput | null) => Promise<Hold>;
  /** Times the session may still be given more time ('Need more time?'). */
  extensionsLeft: number;
  /** Gives the session 5 more minutes on the server; rejects with the server's refusal. */
  extend: () => Promise<void>;
  /** Waits for every selection change sent so far. */
  settled: () => Promise<void>;
  /** Marks the hold as booked: closing the dialog then keeps it. */
  markBooked: () => void;
  /** Whether the hold became a booking (paid): nothing more is saved with it. */
  isBooked: () => boolean;
  /** Marks the hold as checked out: its seats are frozen until `reopen`. */
  markCheckedOut: () => void;
  /** Whether the hold is checked out now (its payment may complete at any moment). */
  isCheckedOut: () => boolean;
  /** The payment window closed unpaid: the checkout is cancelled and the seats may change again. */
  reopen: () => Promise<void>;
  /** The newest hold the server answered (also between renders). */
  latest: () => Hold | null;
  /**
   * Whether closing the dialog now keeps the session for the fan to carry on with (auto-save): a
   * signed-in fan's session that holds places and has not run out. Otherwise closing releases it.
   */
  keptOnClose: () => boolean;
};

/**
 * The booking session: POST /api/holds when the dialog opens (a signed-in fan's running one is
 * carried on with), PUT for every selection change, and DELETE when the dialog closes without a
 * booking, unless `keepWhenHolding` (a signed-in fan) and it holds places. `onExpired` runs on a
 * 410 from any call.
 */
export function useHoldSession(
  eventId: string,
  onExpired: () => void,
  { keepWhenHolding = false } = {},
): HoldSession {
  const [hold, setHold] = useState<Hold | null>(null);
  const [opened, setOpened] = useState<OpenedHold | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const [openError, setOpenError] = useState<ApiRequestError | null>(null);
  const [extensionsLeft, setExtensionsLeft] = useState(MAX_HOLD_EXTENSIONS);
  const holdId = useRef<string | null>(null);
  const latestHold = useRef<Hold | null>(null);
  const booked = useRef(false);
  const checkedOut = useRef(false);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const expiredRef = useRef(onExpired);
  expiredRef.current = onExpired;
  const keepRef = useRef(keepWhenHolding);
  keepRef.current = keepWhenHolding;
  const offsetRef = useRef(0);

  const keptOnClose = useCallback(() => {
    const current = latestHold.current;
    if (!keepRef.current || booked.current || !current?.selection) return false;
    return Date.parse(current.expiresAt) - offsetRef.current > Date.now();
  }, []);

  const accept = useCallback((next: Hold) => {
    latestHold.current = next;
    offsetRef.current = Date.parse(next.serverNow) - Date.now();
    setOffsetMs(offsetRef.current);
    setHold(next);
  }, []);

  useEffect(() => {
    let live = true;
    createHold(eventId).then(
      (created) => {
        if (!live) {
          void releaseHold(created.id);
          return;
        }
        holdId.current = created.id;
        accept(created);
        setExtensionsLeft(created.extensionsLeft);
        setOpened(created);
      },
      (error: unknown) => {
        if (!live) return;
        setOpenError(
          error instanceof ApiRequestError
            ? error
            : new ApiRequestError(0, 'network', 'The server could not be reached. Please try again.'),
        );
      },
    );
    return () => {
      live = false;
      const id = holdId.current;
      const keep = keptOnClose();
      holdId.current = null;
      if (!id || booked.current) return;
      // A checked-out session is released (or kept) only once its checkout is cancelled.
      if (checkedOut.current)
        void reopenHold(id).then(
          () => (keep ? undefined : releaseHold(id)),
          () => {},
        );
      else if (!keep) void releaseHold(id);
    };
  }, [eventId, accept, keptOnClose]);

  const select = useCallback(
    (selection: SelectionInput | null) => {
      const run = chain.current.then(async () => {
        const id = holdId.current;
        if (!id) throw new ApiRequestError(0, 'no_hold', 'The booking session has not started yet.');
        try {
          const next = await updateHold(id, selection);
          if (holdId.current === id) accept(next);
          return next;
        } catch (error) {
          if (isHoldExpired(error)) expiredRef.current();
          throw error;
        }
      });
      chain.current = run.catch(() => {});
      return run;
    },
    [accept],
  );

  const extend = useCallback(() => {
    const run = chain.current.then(async () => {
      const id = holdId.current;
      if (!id) throw new ApiRequestError(0, 'no_hold', 'The booking session has not started yet.');
      try {
        const next = await extendHold(id);
        if (holdId.current !== id) return;
        accept(next);
        setExtensionsLeft(next.extensionsLeft);
      } catch (error) {
        if (isHoldExpired(error)) expiredRef.current();
        // Used up on the server (another tab of this fan, say): the offer goes.
        if (error instanceof ApiRequestError && error.code === 'extensions_used') setExtensionsLeft(0);
        throw error;
      }
    });
    chain.current = run.catch(() => {});
    return run;
  }, [accept]);

  const settled = useCallback(async () => {
    // A change may be queued while waiting for another: wait until the chain stops growing.
    let current: Promise<unknown>;
    do {
      current = chain.current;
      await current;
    } while (current !== chain.current);
  }, []);

  const markBooked = useCallback(() => {
    booked.current = true;
  }, []);
  const isBooked = useCallback(() => booked.current, []);

  const markCheckedOut = useCallback(() => {
    checkedOut.current = true;
  }, []);
  const isCheckedOut = useCallback(() => checkedOut.current, []);

  const reopen = useCallback(() => {
    const run = chain.current.then(async () => {
      const id = holdId.current;
      if (!id || !checkedOut.current) return;
      try {
        const next = await reopenHold(id);
        checkedOut.current = false;
        if (holdId.current === id) accept(next);
      } catch (error) {
        if (isHoldExpired(error)) expiredRef.current();
        // Otherwise a payment for it arrived: it is being confirmed, and the seats stay frozen.
      }
    });
    chain.current = run.catch(() => {});
    return run;
  }, [accept]);

  const latest = useCallback(() => latestHold.current, []);

  return {
    hold,
    opened,
    latest,
    keptOnClose,
    expiresAtMs: hold ? Date.parse(hold.expiresAt) - offsetMs : null,
    openError,
    extensionsLeft,
    extend,
    select,
    settled,
    markBooked,
    isBooked,
    markCheckedOut,
    isCheckedOut,
    reopen,
  };
}
