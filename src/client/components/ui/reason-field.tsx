import { type Ref, useId } from 'react';
import { cn } from '@/client/lib/cn';
import { FormField, fieldClass } from './input';

/**
 * A required reason (kept in the audit log, shown to an organiser or to fans): a labelled textarea,
 * its hint or, once refused, its error tied to it by aria-describedby. The lengths are the caller's
 * (the ones its schema checks).
 */
export function ReasonField({
  label,
  hint,
  error,
  value,
  onChange,
  minLength,
  maxLength,
  fieldRef,
  className = 'mt-4',
}: {
  label: string;
  hint: string;
  error: string | undefined;
  value: string;
  onChange: (text: string) => void;
  minLength?: number;
  maxLength: number;
  fieldRef?: Ref<HTMLTextAreaElement>;
  className?: string;
}) {
  const id = useId();
  return (
    <FormField id={id} label={label} error={error} className={className}>
      <textarea
        ref={fieldRef}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        rows={3}
        minLength={minLength}
        maxLength={maxLength}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className={cn(fieldClass, 'h-auto py-2', error && 'border-alert-600')}
      />
      {error ? null : (
        <p id={`${id}-hint`} className="text-xs text-ink-600">
          {hint}
        </p>
      )}
    </FormField>
  );
}
