import { cn } from '@/client/lib/cn';

// The styles are component classes in styles.css (@layer components), so a caller's utilities win.
export const buttonVariants = {
  primary: 'kp-btn-primary',
  secondary: 'kp-btn-secondary',
  ghost: 'kp-btn-ghost',
  dark: 'kp-btn-dark',
  /** A change that cannot be taken back, or takes something away (refund, suspend, cancel). */
  danger: 'kp-btn-danger',
} as const;

export const buttonSizes = {
  sm: 'kp-btn-sm',
  md: 'kp-btn-md',
  lg: 'kp-btn-lg',
  icon: 'kp-btn-icon',
} as const;

export type ButtonVariant = keyof typeof buttonVariants;
export type ButtonSize = keyof typeof buttonSizes;

/**
 * The Button look as a class string, for a plain <button> where the Button component's `asChild`
 * (and with it Radix Slot) is not needed, e.g. on the home page's first load.
 */
export const buttonClass = (
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
) => cn('kp-btn', buttonVariants[variant], buttonSizes[size], className);
