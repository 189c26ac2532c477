import type { ReactNode, Ref } from 'react';
import { cn } from '@/client/lib/cn';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A labelled control with an optional hint and its error below, both tied to the control with
 * aria-describedby; the control is marked invalid while it has an error.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={cn('min-w-0 space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-alert-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Why a save was refused, and its problems, each a link to its field; the caller focuses it when
 * shown, so that a screen reader reads it and a keyboard user goes from it to the field.
 */
export function ErrorSummary({
  title,
  problems,
  summaryRef,
}: {
  title: string;
  problems: { id: string; message: string }[];
  summaryRef: Ref<HTMLElement>;
}) {
  return (
    <section
      ref={summaryRef}
      tabIndex={-1}
      aria-labelledby="event-form-problems"
      className="rounded-xl border border-alert-600 bg-red-50 p-4"
    >
      <h2 id="event-form-problems" className="font-bold text-alert-700">
        {title}
      </h2>
      {problems.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {problems.map((problem) => (
            <li key={problem.id + problem.message}>
              <a href={`#${problem.id}`} className="font-medium text-alert-700 underline">
                {problem.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
