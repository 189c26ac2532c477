import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

/** `.kp-skeleton` is a component class in styles.css, so a caller's utilities (size, rounding, colour) win. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('kp-skeleton', className)} {...props} />;
}
