import type { ReactNode } from 'react';

/**
 * A polite live region (role=status) that is in the page from the start, empty: a region added
 * with its text, or shown from display:none, is often not read out. Its box (the caller's classes)
 * appears only with the text.
 */
export function LiveStatus({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="status" className={children ? className : undefined}>
      {children}
    </p>
  );
}
