import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

export type Fact = readonly [label: string, value: ReactNode];

/** Labels and their values (a profile, a booking's details): side by side from sm up, stacked on a phone. */
export function Facts({ rows, className }: { rows: readonly Fact[]; className?: string }) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]', className)}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-ink-600">{label}</dt>
          <dd className="break-words text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
