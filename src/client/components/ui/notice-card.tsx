import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

const TONES = {
  info: 'border-ink-200 bg-white',
  success: 'border-green-200 bg-green-50',
  problem: 'border-red-200 bg-red-50',
} as const;

/**
 * A boxed message a page shows in place of its content (a link that no longer works, a step done),
 * with the way on. `live` announces it when it appears: 'alert' for a problem, 'status' otherwise.
 */
export function NoticeCard({
  title,
  children,
  action,
  tone = 'info',
  live,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  tone?: keyof typeof TONES;
  live?: 'alert' | 'status';
}) {
  return (
    <div role={live} className={cn('rounded-xl border p-5', TONES[tone])}>
      <h2 className="text-lg font-bold text-ink-900">{title}</h2>
      <div className="mt-1 text-sm text-ink-700">{children}</div>
      {action ? <div className="mt-4 flex flex-wrap gap-2">{action}</div> : null}
    </div>
  );
}
