import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { ApiRequestError } from '@/client/lib/api-client';
import type { Venue } from '@/shared/schemas/catalogue';
import type { OwnEvent } from '@/shared/schemas/organizer';
import { createEvent } from '../api/create-event';
import { updateEvent } from '../api/update-event';
import {
  EVENT_FIELD_LABELS,
  EVENT_FIELDS,
  type EventField,
  type EventFormValues,
  eventFieldErrors,
  eventFieldId,
  eventInputOf,
  eventValuesOf,
  newEventValues,
} from '../event-form-values';
import { ErrorSummary } from './form-field';
import { AboutFields, MatchFields } from './match-fields';
import { ScheduleFields } from './schedule-fields';
import { SeatPlanField } from './seat-plan-field';

type Errors = Partial<Record<EventField | 'form', string>>;

/**
 * The event's form: a new draft (`event` absent) or one of the organiser's events. The server
 * checks every field; a refused save lists its problems above the form, each linked to its field,
 * and marks the fields. A published event keeps its start (Postpone moves it) and, once fans have
 * bought tickets, its sport, venue and seat plan.
 */
export function EventForm({
  event,
  venues,
  onSaved,
}: {
  event?: OwnEvent;
  venues: Venue[] | undefined;
  onSaved: (saved: OwnEvent) => void;
}) {
  const [values, setValues] = useState<EventFormValues>(() =>
    event ? eventValuesOf(event) : newEventValues(),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState('');
  const summary = useRef<HTMLElement>(null);
  const attempts = useRef(0);
  const [shownAttempt, setShownAttempt] = useState(0);

  // Each refused save moves focus to its summary, once.
  useEffect(() => {
    if (shownAttempt > 0) summary.current?.focus();
  }, [shownAttempt]);

  const change = (next: Partial<EventFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setSaved('');
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setBusy(true);
    setSaved('');
    try {
      const input = eventInputOf(values);
      const answer = event ? await updateEvent(event.id, input) : await createEvent(input);
      setErrors({});
      setSaved(event ? 'Changes saved.' : 'Draft saved.');
      onSaved(answer);
    } catch (error) {
      const fields = error instanceof ApiRequestError ? eventFieldErrors(error.fields) : {};
      const named = EVENT_FIELDS.filter((field) => fields[field]).length;
      // A 400 is the form's own problems, counted; any other refusal says why in its own words.
      const message =
        error instanceof ApiRequestError && error.code === 'invalid_request' && named > 0
          ? `Please fix ${named === 1 ? 'this problem' : `these ${named} problems`} and save again`
          : error instanceof ApiRequestError
            ? error.message
            : 'Could not save. Please try again.';
      setErrors({ ...fields, form: fields.form ?? message });
      attempts.current += 1;
      setShownAttempt(attempts.current);
    } finally {
      setBusy(false);
    }
  };

  const problems = EVENT_FIELDS.flatMap((field) =>
    errors[field]
      ? [{ id: eventFieldId(field), message: `${EVENT_FIELD_LABELS[field]}: ${errors[field]}` }]
      : [],
  );
  const published = event !== undefined && event.status !== 'draft';
  const fieldProps = { values, errors, onChange: change };

  return (
    <form noValidate onSubmit={submit} aria-label="Event details" className="space-y-8">
      {errors.form ? <ErrorSummary summaryRef={summary} title={errors.form} problems={problems} /> : null}
      <MatchFields
        {...fieldProps}
        venues={venues}
        sportAndVenueLocked={event?.hasSales ? 'Fans have bought tickets: the sport and venue stay' : null}
      />
      <SeatPlanField
        {...fieldProps}
        locked={
          published ? 'A published event keeps its seat plan: move it back to a draft to change it' : null
        }
      />
      <ScheduleFields
        {...fieldProps}
        startLocked={published ? 'A published event moves to a new date with Postpone' : null}
      />
      <AboutFields {...fieldProps} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? 'Saving…' : published ? 'Save changes' : 'Save draft'}
        </Button>
        <p role="status" className="text-sm font-semibold text-pitch-700">
          {saved}
        </p>
      </div>
    </form>
  );
}
