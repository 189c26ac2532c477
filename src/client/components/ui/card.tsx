import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

/** `.kp-card` is a component class in styles.css, so a caller's utilities win. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('kp-card', className)} {...props} />;
}
