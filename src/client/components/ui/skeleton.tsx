import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-ink-100', className)} {...props} />
  );
}
