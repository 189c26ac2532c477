import { useRef } from 'react';

type FocusEventHandler = (event: Event) => void;

/** Whether focus is on an element of the page itself: not the body, not inside a dialog. */
function focusedOutsideDialogs(): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body && !active.closest('[role="dialog"]');
}

/**
 * Radix Dialog gives focus back to its Trigger on close. A dialog opened without a Trigger
 * (a keyboard shortcut, a button elsewhere) would drop focus on <body>; this remembers the element
 * that had focus when the dialog opened and returns focus there instead. When what the dialog did
 * took that element away (an undone row loses its Undo button), focus goes to the section that held
 * it, so a keyboard or screen-reader user carries on from the same place.
 */
export function useReturnFocus(onOpenAutoFocus?: FocusEventHandler, onCloseAutoFocus?: FocusEventHandler) {
  const returnTo = useRef<HTMLElement | null>(null);
  const section = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
      section.current = returnTo.current?.closest<HTMLElement>('section, main') ?? null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const opener = returnTo.current?.isConnected ? returnTo.current : null;
      const fallback = section.current;
      returnTo.current = null;
      section.current = null;
      // The opener gone, but the page already put focus somewhere of its own (the gate's code field).
      if (!opener && focusedOutsideDialogs()) {
        event.preventDefault();
        return;
      }
      const target = opener ?? fallback;
      if (!target?.isConnected) return;
      event.preventDefault();
      if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus();
    },
  };
}
