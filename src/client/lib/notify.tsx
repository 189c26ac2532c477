import { type ComponentType, type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';
import { LIMITS, TIMING } from '@/shared/constants';
import { ApiRequestError } from './api-client';

/**
 * The one wrapper around the toast library. sonner is loaded on the first toast, not with the
 * first page: <ToastHost/> mounts its Toaster then, and the toast is shown once it listens.
 */
type Sonner = typeof import('sonner');

let showHost: ((toaster: ComponentType<ToasterProps>) => void) | undefined;
let ready: Promise<Sonner> | undefined;
let hostMounted: (() => void) | undefined;

function loadToaster(): Promise<Sonner> {
  ready ??= import('sonner').then(
    (sonner) =>
      new Promise<Sonner>((resolve) => {
        if (!showHost) return resolve(sonner);
        hostMounted = () => resolve(sonner);
        showHost(sonner.Toaster);
      }),
  );
  return ready;
}

const show = (kind: 'success' | 'info' | 'error', title: string, description?: string) => {
  const options: ExternalToast = { description };
  void loadToaster().then(({ toast }) => {
    if (kind === 'info') toast(title, options);
    else toast[kind](title, options);
  });
};

export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  info: (title: string, description?: string) => show('info', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  /** 'Something went wrong' with the API's message, or 'Please try again.' for anything else. */
  failure: (error: unknown) =>
    show(
      'error',
      'Something went wrong',
      error instanceof ApiRequestError ? error.message : 'Please try again.',
    ),
};

/**
 * Place once at the app root; renders an empty box until the first toast. The box is there from
 * the start because a modal dialog (Radix) hides the rest of the page from assistive technology
 * with aria-hidden when it opens, sparing only live regions that exist by then: without it, the
 * dialog's toasts ('Selection Required', 'Seat Unavailable', 'Session Expired'…) mounted later
 * inside the hidden page and were never announced. "off": the Toaster inside is the live region.
 */
/** sonner's own phone breakpoint: below it, its mobile offsets apply. */
const PHONE = '(max-width: 600px)';

/** Whether the screen is phone-sized, following rotation and resizing. */
function usePhone(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(PHONE);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}

export function ToastHost() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  const phone = usePhone();
  useEffect(() => {
    showHost = (component) => setToaster(() => component);
    return () => {
      showHost = undefined;
    };
  }, []);
  return (
    <div aria-live="off">
      {Toaster ? (
        <MountSignal>
          <Toaster
            // Below the 64 px header: a toast over the cart and wishlist buttons took their clicks,
            // and hovering it to click paused it, so it never went away. On a phone, from the
            // bottom: at the top a toast slid in over the header's buttons and the full-screen
            // booking dialog's close button, and came to rest over its wishlist and timer. It
            // stops above the dialog's 65 px Previous/Continue footer and the safe area.
            position={phone ? 'bottom-center' : 'top-right'}
            offset={{ top: 76, right: 24 }}
            mobileOffset={{ bottom: 'calc(5rem + env(safe-area-inset-bottom))', right: 16, left: 16 }}
            visibleToasts={LIMITS.visibleToasts}
            duration={TIMING.toastDurationMs}
            closeButton
            richColors
          />
        </MountSignal>
      ) : null}
    </div>
  );
}

/** A parent's effect runs after its children's, so the Toaster is subscribed by then. */
function MountSignal({ children }: { children: ReactNode }) {
  useEffect(() => {
    hostMounted?.();
    hostMounted = undefined;
  }, []);
  return children;
}
