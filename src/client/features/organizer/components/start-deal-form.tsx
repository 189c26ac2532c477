import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { FormField, Input, NativeSelect } from '@/client/components/ui/input';
import { ApiRequestError } from '@/client/lib/api-client';
import { DEAL_POINTS } from '@/shared/domain/deals';
import { DEAL_LABELS } from '@/shared/domain/event-badges';
import { formatEventWhen } from '@/shared/domain/format';
import { istInstant } from '@/shared/domain/time';
import { DEALS, type Deal } from '@/shared/schemas/catalogue';
import { MAX_DEAL_PERCENT } from '@/shared/schemas/deals';
import { useStartDeal } from '../api/start-deal';

type Errors = Partial<Record<'kind' | 'percentOff' | 'pointIds' | 'startsAt' | 'endsAt', string>>;

/** The server names a bad point as 'pointIds.3'; the form shows it on the categories. */
const fieldOf = (path: string) => path.split('.')[0] as keyof Errors;

/**
 * Starts a deal on the event: its kind, the discount, the categories it takes off and its window
 * in India time (now, or a later start). The server checks everything again and answers field by
 * field; its messages are shown beside the fields they name.
 */
export function StartDealForm({ eventId }: { eventId: string }) {
  const id = useId();
  const start = useStartDeal(eventId);
  const [kind, setKind] = useState<Deal>('flash');
  const [percent, setPercent] = useState('20');
  const [points, setPoints] = useState<string[]>(['economy']);
  const [later, setLater] = useState(false);
  const [startDate, setStartDate] = useState('');
  const [startTime, setStartTime] = useState('');
  const [endDate, setEndDate] = useState('');
  const [endTime, setEndTime] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState('');
  const summary = useRef<HTMLDivElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const percentOff = Number(percent);
    if (!Number.isInteger(percentOff) || percentOff < 1 || percentOff > MAX_DEAL_PERCENT)
      found.percentOff = `Enter a whole number from 1 to ${MAX_DEAL_PERCENT}`;
    if (points.length === 0) found.pointIds = 'Choose at least one category';
    const endsAt = istInstant(endDate, endTime);
    if (!endsAt) found.endsAt = 'Choose the date and time the deal ends';
    const startsAt = later ? istInstant(startDate, startTime) : undefined;
    if (later && !startsAt) found.startsAt = 'Choose the date and time the deal starts';
    setMessage('');
    if (Object.keys(found).length > 0 || !endsAt) {
      setErrors(found);
      summary.current?.focus();
      return;
    }
    try {
      const deal = await start.mutateAsync({
        kind,
        percentOff,
        pointIds: points,
        endsAt,
        startsAt: startsAt ?? undefined,
      });
      setErrors({});
      setMessage(
        `${DEAL_LABELS[deal.kind]} ${deal.percentOff}% off ${deal.status === 'running' ? 'is running' : `starts ${formatEventWhen(deal.startsAt)}`} until ${formatEventWhen(deal.endsAt)}.`,
      );
    } catch (error) {
      const fields: Errors = {};
      if (error instanceof ApiRequestError) {
        for (const [path, text] of Object.entries(error.fields)) fields[fieldOf(path)] = text;
      }
      setErrors(
        Object.keys(fields).length > 0
          ? fields
          : { kind: error instanceof Error ? error.message : 'The deal could not be started' },
      );
      summary.current?.focus();
    }
  };

  const errorList = Object.values(errors);
  const describedBy = (field: keyof Errors) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-2xl border border-ink-200 bg-white p-4 sm:p-6"
    >
      <h2 className="text-lg font-bold text-ink-900">Start a deal</h2>
      <div
        ref={summary}
        tabIndex={-1}
        role={errorList.length > 0 ? 'alert' : undefined}
        className="outline-none"
      >
        {errorList.length > 0 ? (
          <div className="rounded-lg border border-alert-600 bg-white p-3 text-sm text-alert-700">
            <p className="font-semibold">The deal was not started:</p>
            <ul className="mt-1 list-disc pl-5">
              {errorList.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-kind`} label="Kind of deal" error={errors.kind}>
          <NativeSelect
            id={`${id}-kind`}
            value={kind}
            onChange={(e) => setKind(e.target.value as Deal)}
            aria-invalid={errors.kind ? true : undefined}
            aria-describedby={describedBy('kind')}
          >
            {DEALS.map((deal) => (
              <option key={deal} value={deal}>
                {DEAL_LABELS[deal]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={`${id}-percentOff`} label="Discount (% off)" error={errors.percentOff}>
          <Input
            id={`${id}-percentOff`}
            inputMode="numeric"
            value={percent}
            onChange={(e) => setPercent(e.target.value)}
            aria-invalid={errors.percentOff ? true : undefined}
            aria-describedby={describedBy('percentOff')}
          />
        </FormField>
      </div>
      <fieldset aria-describedby={describedBy('pointIds')} aria-invalid={errors.pointIds ? true : undefined}>
        <legend className="text-sm font-semibold text-ink-900">Categories it takes off</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {DEAL_POINTS.map((point) => (
            <label
              key={point.id}
              className="flex min-h-11 items-center gap-2 rounded-lg border border-ink-200 px-3 text-sm"
            >
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-600"
                checked={points.includes(point.id)}
                onChange={(e) =>
                  setPoints((current) =>
                    e.target.checked ? [...current, point.id] : current.filter((p) => p !== point.id),
                  )
                }
              />
              {point.name}
            </label>
          ))}
        </div>
        {errors.pointIds ? (
          <p id={`${id}-pointIds-error`} className="mt-1 text-sm text-alert-700">
            {errors.pointIds}
          </p>
        ) : null}
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-600"
          checked={later}
          onChange={(e) => setLater(e.target.checked)}
        />
        Start later (otherwise it starts now)
      </label>
      {later ? (
        <DateTimeFields
          id={`${id}-startsAt`}
          legend="Starts (IST)"
          date={startDate}
          time={startTime}
          onDate={setStartDate}
          onTime={setStartTime}
          error={errors.startsAt}
        />
      ) : null}
      <DateTimeFields
        id={`${id}-endsAt`}
        legend="Ends (IST)"
        date={endDate}
        time={endTime}
        onDate={setEndDate}
        onTime={setEndTime}
        error={errors.endsAt}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? 'Starting…' : 'Start deal'}
        </Button>
        <p role="status" className="text-sm text-green-800">
          {message}
        </p>
      </div>
    </form>
  );
}

function DateTimeFields(props: {
  id: string;
  legend: string;
  date: string;
  time: string;
  onDate: (value: string) => void;
  onTime: (value: string) => void;
  error?: string;
}) {
  const errorId = props.error ? `${props.id}-error` : undefined;
  return (
    <fieldset aria-describedby={errorId}>
      <legend className="text-sm font-semibold text-ink-900">{props.legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-3 sm:max-w-md">
        <label htmlFor={`${props.id}-date`} className="text-sm text-ink-700">
          Date
          <Input
            id={`${props.id}-date`}
            type="date"
            value={props.date}
            onChange={(e) => props.onDate(e.target.value)}
            aria-invalid={props.error ? true : undefined}
            className="mt-1"
          />
        </label>
        <label htmlFor={`${props.id}-time`} className="text-sm text-ink-700">
          Time
          <Input
            id={`${props.id}-time`}
            type="time"
            value={props.time}
            onChange={(e) => props.onTime(e.target.value)}
            aria-invalid={props.error ? true : undefined}
            className="mt-1"
          />
        </label>
      </div>
      {props.error ? (
        <p id={errorId} className="mt-1 text-sm text-alert-700">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
