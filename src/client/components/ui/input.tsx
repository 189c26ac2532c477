import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

/** The text field look: `.kp-field` is a component class in styles.css, so a caller's utilities win. */
export const fieldClass = 'kp-field';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClass, className)} {...props} />;
}

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClass, 'pr-8', className)} {...props} />;
}

/**
 * A labelled form control with its error below. The control passes `aria-describedby={`${id}-error`}`
 * and `aria-invalid` itself when it has an error.
 */
export function FormField({
  id,
  label,
  error,
  children,
  className,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-alert-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A labelled text input with its error below: tied to it by aria-describedby and marked invalid
 * while it has one.
 */
export function TextField({
  id,
  label,
  error,
  className,
  ...input
}: Omit<ComponentProps<'input'>, 'id'> & { id: string; label: string; error?: string }) {
  return (
    <FormField id={id} label={label} error={error} className={className}>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
    </FormField>
  );
}
