import { useRef } from 'react';

type FocusEventHandler = (event: Event) => void;

/**
 * Radix Dialog gives focus back to its Trigger on close. A dialog opened without a Trigger
 * (a keyboard shortcut, a button elsewhere) would drop focus on <body>; this remembers the element
 * that had focus when the dialog opened and returns focus there instead.
 */
export function useReturnFocus(onOpenAutoFocus?: FocusEventHandler, onCloseAutoFocus?: FocusEventHandler) {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = returnTo.current;
      returnTo.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
