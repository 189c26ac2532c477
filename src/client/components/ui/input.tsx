import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

/** The text field look: `.kp-field` is a component class in styles.css, so a caller's utilities win. */
export const fieldClass = 'kp-field';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClass, className)} {...props} />;
}

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClass, 'pr-8', className)} {...props} />;
}
