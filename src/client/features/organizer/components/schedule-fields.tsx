import { Input } from '@/client/components/ui/input';
import { EVENT_FORM_LIMITS } from '@/shared/domain/event-form';
import { eventFieldId } from '../event-form-values';
import { FormField } from './form-field';
import type { FieldsProps } from './match-fields';

const L = EVENT_FORM_LIMITS;

/**
 * When: the start's India date and time, how long play lasts, and when tickets go on sale (empty:
 * on publishing; sales close at the start). `startLocked` says why the start cannot change here (a
 * published event is moved by Postpone), when it cannot.
 */
export function ScheduleFields({
  values,
  errors,
  onChange,
  startLocked,
}: FieldsProps & { startLocked: string | null }) {
  return (
    <fieldset className="grid min-w-0 gap-4 sm:grid-cols-3">
      <legend className="mb-3 text-lg font-bold text-ink-900">When</legend>
      <FormField
        id={eventFieldId('startDate')}
        label="Date (IST)"
        hint={startLocked ?? undefined}
        error={errors.startDate}
      >
        {(control) => (
          <Input
            {...control}
            type="date"
            disabled={startLocked !== null}
            value={values.startDate}
            onChange={(e) => onChange({ startDate: e.target.value })}
          />
        )}
      </FormField>
      <FormField id={eventFieldId('startTime')} label="Start time (IST)" error={errors.startTime}>
        {(control) => (
          <Input
            {...control}
            type="time"
            disabled={startLocked !== null}
            value={values.startTime}
            onChange={(e) => onChange({ startTime: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        id={eventFieldId('durationMinutes')}
        label="Duration (minutes)"
        hint={`${L.durationMinutes.min} minutes to ${L.durationMinutes.max / 60} hours`}
        error={errors.durationMinutes}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={L.durationMinutes.min}
            max={L.durationMinutes.max}
            step={5}
            value={values.durationMinutes}
            onChange={(e) => onChange({ durationMinutes: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        id={eventFieldId('saleOpensDate')}
        label="Sale opens on (IST)"
        hint="Leave both empty to open sales when you publish; sales close at the start"
        error={errors.saleOpensDate}
        className="sm:col-span-2"
      >
        {(control) => (
          <Input
            {...control}
            type="date"
            value={values.saleOpensDate}
            onChange={(e) => onChange({ saleOpensDate: e.target.value })}
          />
        )}
      </FormField>
      <FormField id={eventFieldId('saleOpensTime')} label="Sale opens at (IST)" error={errors.saleOpensTime}>
        {(control) => (
          <Input
            {...control}
            type="time"
            value={values.saleOpensTime}
            onChange={(e) => onChange({ saleOpensTime: e.target.value })}
          />
        )}
      </FormField>
    </fieldset>
  );
}
