import type { ReactNode } from 'react';

/** A dashed box saying a list is empty, and where its entries come from. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-ink-200 px-4 py-6 text-center text-sm text-ink-600">
      {children}
    </p>
  );
}
