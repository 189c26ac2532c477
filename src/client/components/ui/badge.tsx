import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

// The styles are component classes in styles.css (@layer components), so a caller's utilities win.
const tones = {
  neutral: 'kp-badge-neutral',
  brand: 'kp-badge-brand',
  success: 'kp-badge-success',
  danger: 'kp-badge-danger',
  warning: 'kp-badge-warning',
  info: 'kp-badge-info',
  dark: 'kp-badge-dark',
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({
  tone = 'neutral',
  className,
  ...props
}: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return <span className={cn('kp-badge', tones[tone], className)} {...props} />;
}
