import { useSyncExternalStore } from 'react';

/**
 * An open dialog, sheet or popover (Radix marks each data-state="open"), or a toast on screen (on a
 * phone toasts come up from the bottom too: one message at a time there).
 */
const OPEN_OVERLAY =
  '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"], [data-sonner-toast]';

function subscribeToOverlays(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-state'],
  });
  return () => observer.disconnect();
}

/**
 * Whether a dialog, sheet or popover is open (the booking dialog, the drawers, the mobile menu,
 * the search) or a toast shows: banners stay out of its way, neither covering its controls nor
 * starting meanwhile.
 */
export const useOverlayOpen = (): boolean =>
  useSyncExternalStore(
    subscribeToOverlays,
    () => document.querySelector(OPEN_OVERLAY) !== null,
    () => false,
  );

/** Whether a media query matches now, following changes (the window resized, the setting changed). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
