import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/client/components/ui/dialog';
import { FormField, Input } from '@/client/components/ui/input';
import { LiveStatus } from '@/client/components/ui/live-status';
import { ApiRequestError } from '@/client/lib/api-client';
import { formatEventWhen } from '@/shared/domain/format';
import { istDateTime } from '@/shared/domain/time';
import type { OrganizerEvent, PostponedEvent } from '@/shared/schemas/organizer';
import { postponeEvent } from '../api/postpone-event';

const OFFLINE = 'The server could not be reached. Nothing was changed; please try again.';
type Field = 'date' | 'time';

function PostponePanel({ event, onClose }: { event: OrganizerEvent; onClose: () => void }) {
  const client = useQueryClient();
  const id = useId();
  // The time stays as it was unless the organiser changes it; the date is theirs to choose.
  const [values, setValues] = useState<Record<Field, string>>({
    date: '',
    time: istDateTime(new Date(event.startsAt)).time,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [moved, setMoved] = useState<PostponedEvent | null>(null);
  const inputs = { date: useRef<HTMLInputElement>(null), time: useRef<HTMLInputElement>(null) };

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = (['date', 'time'] as const).find((field) => found[field]);
    if (first) inputs[first].current?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const missing: Partial<Record<Field, string>> = {};
    if (!values.date) missing.date = 'Choose the new date';
    if (!values.time) missing.time = 'Choose the new start time';
    if (missing.date || missing.time) return showErrors(missing);
    setSending(true);
    setFailure(null);
    setErrors({});
    try {
      setMoved(await postponeEvent(event.id, values));
      // The list shows it postponed, at its new date.
      void client.invalidateQueries({ queryKey: ['organizer'] });
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fields : {};
      if (fields.date || fields.time) showErrors({ date: fields.date, time: fields.time });
      else setFailure(error instanceof ApiRequestError && error.code !== 'network' ? error.message : OFFLINE);
    } finally {
      setSending(false);
    }
  };

  const field = (name: Field, label: string, type: 'date' | 'time', extra: { min?: string }) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name]}>
      <Input
        ref={inputs[name]}
        id={`${id}-${name}`}
        type={type}
        value={values[name]}
        onChange={(e) => setValues((current) => ({ ...current, [name]: e.target.value }))}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        className={errors[name] ? 'border-alert-600' : undefined}
        {...extra}
      />
    </FormField>
  );

  return (
    <>
      <DialogTitle>{moved ? 'Event postponed' : 'Postpone this event'}</DialogTitle>
      <DialogDescription className="mt-1 pr-8">
        {event.title} · now {formatEventWhen(moved?.startsAt ?? event.startsAt)}
      </DialogDescription>
      {moved ? null : (
        <form id={`${id}-form`} onSubmit={submit} noValidate className="mt-4 space-y-4">
          <p className="text-sm text-ink-700">
            Fans keep their tickets: their bookings, tickets and the event page show the new date, and it
            stays on sale until it starts.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {field('date', 'New date', 'date', { min: istDateTime(new Date()).date })}
            {field('time', 'New start time (IST)', 'time', {})}
          </div>
          {failure ? (
            <p role="alert" className="text-sm font-semibold text-alert-700">
              {failure}
            </p>
          ) : null}
        </form>
      )}
      <LiveStatus className="mt-4 text-sm font-semibold text-ink-900">
        {sending
          ? 'Moving the event…'
          : moved
            ? `Moved to ${formatEventWhen(moved.startsAt)}, first planned for ${formatEventWhen(moved.originalStartsAt)}. Tickets stay valid.`
            : ''}
      </LiveStatus>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {moved ? (
          <Button onClick={onClose}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              Keep the date
            </Button>
            <Button type="submit" form={`${id}-form`} disabled={sending}>
              {sending ? 'Postponing…' : 'Postpone'}
            </Button>
          </>
        )}
      </div>
    </>
  );
}

/** The postpone dialog: a new date and start time in India time, with each field's error beside it. */
export function PostponeEventDialog({
  event,
  onClose,
}: {
  event: OrganizerEvent | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={event !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>{event ? <PostponePanel event={event} onClose={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}
