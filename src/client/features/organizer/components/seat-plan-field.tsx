import { cn } from '@/client/lib/cn';
import { eventFieldId } from '../event-form-values';
import type { FieldsProps } from './match-fields';

const OPTIONS = [
  {
    seatPlan: false,
    label: 'Price list and the standard seat map',
    detail:
      'Five categories share the venue, less a reserved stand of 892 seats sold on the seat map. You type each category’s places.',
  },
  {
    seatPlan: true,
    label: 'The venue’s full seat plan',
    detail:
      'Fans pick named seats on the stadium map. Each category sells its blocks, so its places come from the blocks, not typed.',
  },
] as const;

/**
 * How the event sells its seats (decision 016): the standard price list and seat map, or the venue's
 * whole seating plan. `locked` says why it cannot change (the event is published), when it cannot.
 */
export function SeatPlanField({ values, errors, onChange, locked }: FieldsProps & { locked: string | null }) {
  const id = eventFieldId('seatPlan');
  const error = errors.seatPlan;
  const described = [locked ? `${id}-locked` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={described || undefined}>
      <legend className="mb-3 text-lg font-bold text-ink-900">Seat plan</legend>
      {OPTIONS.map((option, i) => {
        // The first option carries the field's id: the error summary links to it.
        const optionId = i === 0 ? id : `${id}-plan`;
        return (
          <label
            key={option.label}
            className={cn(
              'flex min-h-11 items-start gap-3 rounded-lg border p-3 text-sm',
              values.seatPlan === option.seatPlan ? 'border-brand-600 bg-brand-50' : 'border-ink-200',
              locked ? 'text-ink-600' : 'cursor-pointer text-ink-900',
            )}
          >
            <input
              type="radio"
              id={optionId}
              name={id}
              checked={values.seatPlan === option.seatPlan}
              disabled={locked !== null}
              aria-invalid={error ? true : undefined}
              aria-labelledby={`${optionId}-label`}
              aria-describedby={`${optionId}-detail`}
              onChange={() => onChange({ seatPlan: option.seatPlan })}
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
            />
            <span className="min-w-0">
              <span id={`${optionId}-label`} className="block font-semibold">
                {option.label}
              </span>
              <span id={`${optionId}-detail`} className="block text-ink-600">
                {option.detail}
              </span>
            </span>
          </label>
        );
      })}
      {locked ? (
        <p id={`${id}-locked`} className="text-xs text-ink-600">
          {locked}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-alert-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
