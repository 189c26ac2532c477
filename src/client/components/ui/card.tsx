import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-2xl border border-ink-100 bg-white shadow-sm', className)} {...props} />;
}
