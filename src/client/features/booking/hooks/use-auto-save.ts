import { useEffect, useRef, useState } from 'react';
import { notify } from '@/client/lib/notify';
import { formatEventTime } from '@/shared/domain/format';
import {
  type BookingDraft,
  progressToSave,
  type RestoredDraft,
  restoreProgress,
} from '@/shared/domain/hold-progress';
import type { HoldProgress } from '@/shared/schemas/booking';
import { saveProgress } from '../api/save-progress';
import { progressKeptToast } from '../booking-messages';
import type { HoldSession } from '../use-hold-session';

/** Changes within this long are saved as one. */
const SAVE_DEBOUNCE_MS = 600;

/**
 * 'Logged in • Auto-save enabled' (issue 13): a signed-in fan's dialog is saved with its hold a
 * moment after each change, and at once when the dialog closes or the page goes away; reopened
 * while the hold lives, it comes back as it was (what may come back: domain/hold-progress.ts).
 * A guest's dialog saves nothing. Saves are advisory: one that fails is not retried or reported,
 * and the checkout checks everything anyway.
 */
export function useAutoSave({
  hold,
  enabled,
  draft,
  onRestore,
}: {
  hold: HoldSession;
  /** The fan is signed in. */
  enabled: boolean;
  /** The dialog as it is now. */
  draft: BookingDraft;
  /** Puts the dialog back as it was (once, when a running session was carried on with). */
  onRestore: (restored: RestoredDraft) => void;
}): { restored: boolean } {
  const [ready, setReady] = useState(false);
  const [restored, setRestored] = useState(false);
  // What the server has (or was last sent); undefined until the dialog has settled after opening.
  const saved = useRef<string | undefined>(undefined);
  // The newest unsaved change, sent on its timer or at once when the dialog closes.
  const pending = useRef<((keepalive: boolean) => void) | null>(null);
  const onRestoreRef = useRef(onRestore);
  onRestoreRef.current = onRestore;

  const { opened, keptOnClose, latest, isBooked, isCheckedOut } = hold;
  useEffect(() => {
    if (!opened || ready) return;
    const back = opened.resumed ? restoreProgress(opened.progress, opened.selection) : null;
    if (back) {
      onRestoreRef.current(back);
      setRestored(true);
    }
    setReady(true);
  }, [opened, ready]);

  // The progress as text: it changes only when something saved changes.
  const json = JSON.stringify(progressToSave(draft));
  const holdId = hold.hold?.id ?? null;
  useEffect(() => {
    if (!enabled || !ready || !holdId) return;
    // What the dialog shows once open (new, or restored) is what the server has: nothing to send.
    saved.current ??= json;
    if (json === saved.current) return;
    const send = (keepalive: boolean) => {
      pending.current = null;
      saved.current = json;
      // Checked out, or paid: the checkout holds what the fan chose, and a save that arrives after
      // the payment completes would be refused (409), so none is sent until the checkout reopens.
      if (isBooked() || isCheckedOut()) return;
      saveProgress(holdId, JSON.parse(json) as HoldProgress, { keepalive }).catch(() => {});
    };
    pending.current = send;
    const timer = window.setTimeout(() => send(false), SAVE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [enabled, ready, holdId, json, isBooked, isCheckedOut]);

  useEffect(() => {
    // A reload or a closed tab: the session lives on, so its last change is sent as the page goes.
    const flush = () => pending.current?.(true);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      if (!keptOnClose()) return;
      flush();
      const until = latest()?.expiresAt;
      if (until) notify.info(...progressKeptToast(formatEventTime(until)));
    };
    // Both are stable: this runs once per dialog, and its cleanup is the dialog closing.
  }, [keptOnClose, latest]);

  return { restored };
}
