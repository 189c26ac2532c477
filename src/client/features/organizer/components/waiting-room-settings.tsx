import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog, ConfirmPanel } from '@/client/components/ui/confirm-dialog';
import { Input } from '@/client/components/ui/input';
import { QueryError } from '@/client/components/ui/query-error';
import { messageOf } from '@/client/lib/form-errors';
import { formatCount, formatEventWhen } from '@/shared/domain/format';
import { istDateTime, istInstant } from '@/shared/domain/time';
import { DEFAULT_ADMISSION_RATE, MAX_ADMISSION_RATE, QUEUE_PASS_MINUTES } from '@/shared/domain/waiting-room';
import type { QueueSettings, QueueSettingsInput } from '@/shared/schemas/waiting-room';
import { queueSettingsQueryOptions, saveQueueSettings, useQueueSettings } from '../api/queue-settings';
import { FormField } from './form-field';

const FIELD = { date: 'queue-opens-date', time: 'queue-opens-time', rate: 'queue-rate' } as const;

/** The form's settings as saved, or null with the reason shown at its field. */
function readForm(form: { enabled: boolean; date: string; time: string; rate: string }): {
  input: QueueSettingsInput | null;
  errors: Partial<Record<keyof typeof FIELD, string>>;
} {
  const opensAt = istInstant(form.date, form.time);
  const rate = form.rate.trim() === '' ? undefined : Number(form.rate);
  const errors: Partial<Record<keyof typeof FIELD, string>> = {};
  if (!opensAt) errors.date = 'Choose the date and time the sale opens';
  if (rate !== undefined && (!Number.isInteger(rate) || rate < 1 || rate > MAX_ADMISSION_RATE))
    errors.rate = `Enter a whole number of fans from 1 to ${formatCount(MAX_ADMISSION_RATE)}`;
  if (!opensAt || errors.rate) return { input: null, errors };
  return { input: { enabled: form.enabled, opensAt, ratePerMinute: rate }, errors };
}

function confirmText(input: QueueSettingsInput, wasOn: boolean) {
  const rate = formatCount(input.ratePerMinute ?? DEFAULT_ADMISSION_RATE);
  if (!input.enabled) {
    return {
      title: 'Turn off the waiting room?',
      description: 'Fans can choose seats straight away, without queuing.',
      consequences: ['Fans waiting in the queue are no longer held back.'],
      confirmLabel: 'Turn off',
    };
  }
  return {
    title: wasOn ? 'Save the waiting room?' : 'Turn on the waiting room?',
    description: `From ${formatEventWhen(input.opensAt)}, fans must queue; only admitted fans can choose seats.`,
    consequences: [
      'Fans who arrive before the start get a random place at the start; later fans join at the back.',
      `${rate} fans are let in a minute, each with ${QUEUE_PASS_MINUTES} minutes to start booking.`,
    ],
    confirmLabel: wasOn ? 'Save' : 'Turn on',
  };
}

function SettingsForm({
  eventId,
  saved,
  saleOpensAt,
}: {
  eventId: string;
  saved: QueueSettings | null;
  saleOpensAt: string | null;
}) {
  const client = useQueryClient();
  const start = saved?.opensAt ?? saleOpensAt;
  const [form, setForm] = useState(() => ({
    enabled: saved?.enabled ?? false,
    ...(start ? istDateTime(new Date(start)) : { date: '', time: '' }),
    rate: saved ? String(saved.ratePerMinute) : '',
  }));
  const [errors, setErrors] = useState<ReturnType<typeof readForm>['errors']>({});
  const [pending, setPending] = useState<QueueSettingsInput | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const wasOn = saved?.enabled ?? false;

  const review = () => {
    const read = readForm(form);
    setErrors(read.errors);
    setAnnouncement('');
    setRefusal(null);
    setPending(read.input);
  };
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const next = await saveQueueSettings(eventId, pending);
      client.setQueryData(queueSettingsQueryOptions(eventId).queryKey, next);
      setPending(null);
      setAnnouncement(
        next.enabled
          ? `Waiting room on from ${formatEventWhen(next.opensAt)}.`
          : 'Waiting room off: fans book without queuing.',
      );
    } catch (error) {
      setRefusal(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  const text = pending ? confirmText(pending, wasOn) : null;

  return (
    <>
      <p className="mt-2 text-sm text-ink-700">
        {saved?.enabled
          ? `On: from ${formatEventWhen(saved.opensAt)}, fans queue and ${formatCount(saved.ratePerMinute)} a minute are let in to choose seats.`
          : 'Off: fans choose seats as soon as the sale opens. Turn it on for a big on-sale, so fans are let in fairly, a few at a time.'}
      </p>
      <div className="mt-4 space-y-4">
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-ink-900">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-600"
            checked={form.enabled}
            onChange={(e) => setForm({ ...form, enabled: e.target.checked })}
          />
          Fans queue for this on-sale
        </label>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id={FIELD.date} label="Queue starts on (IST)" error={errors.date}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={form.date}
                onChange={(e) => setForm({ ...form, date: e.target.value })}
              />
            )}
          </FormField>
          <FormField id={FIELD.time} label="Queue starts at (IST)">
            {(control) => (
              <Input
                {...control}
                type="time"
                value={form.time}
                onChange={(e) => setForm({ ...form, time: e.target.value })}
              />
            )}
          </FormField>
          <FormField
            id={FIELD.rate}
            label="Fans let in a minute"
            hint={`Leave empty for the default, ${formatCount(DEFAULT_ADMISSION_RATE)} (what the booking path serves)`}
            error={errors.rate}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_ADMISSION_RATE}
                placeholder={String(DEFAULT_ADMISSION_RATE)}
                value={form.rate}
                onChange={(e) => setForm({ ...form, rate: e.target.value })}
              />
            )}
          </FormField>
        </div>
        <Button variant="secondary" onClick={review}>
          Save waiting room
        </Button>
        <p role="status" className="text-sm font-semibold text-pitch-700">
          {announcement}
        </p>
      </div>
      <ConfirmDialog open={pending !== null} onDismiss={() => setPending(null)}>
        {text ? (
          <ConfirmPanel
            {...text}
            busyLabel="Saving the waiting room…"
            busy={busy}
            error={refusal}
            onConfirm={() => void confirm()}
            onDismiss={() => setPending(null)}
          />
        ) : null}
      </ConfirmDialog>
    </>
  );
}

/**
 * The organiser's waiting room for an event's on-sale (issue 15 §3, decision 017): on or off, when
 * the queue starts and how many fans a minute are let in; each save confirmed in a dialog that says
 * what follows.
 */
export function WaitingRoomSettings({
  eventId,
  saleOpensAt,
}: {
  eventId: string;
  saleOpensAt: string | null;
}) {
  const settings = useQueueSettings(eventId);
  return (
    <section aria-labelledby="waiting-room-heading" className="kp-card p-5">
      <h2 id="waiting-room-heading" className="text-lg font-bold text-ink-900">
        Waiting room
      </h2>
      {settings.isPending ? (
        <div aria-hidden="true" className="kp-skeleton mt-3 h-32" />
      ) : settings.isError ? (
        <QueryError what="the waiting room" onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm eventId={eventId} saved={settings.data} saleOpensAt={saleOpensAt} />
      )}
    </section>
  );
}
