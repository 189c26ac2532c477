import { type ComponentProps, useId } from 'react';
import { fieldClass, Input } from '@/client/components/ui/input';
import { cn } from '@/client/lib/cn';
import { DETAIL_LIMITS } from '@/shared/booking-constants';
import { LIMITS } from '@/shared/constants';
import type { ContactDetails, GuestDetails } from '@/shared/domain/booking-details';

export interface DetailsForm {
  contact: ContactDetails;
  guests: GuestDetails[];
  newsletter: boolean;
  smsUpdates: boolean;
}

function Field({
  label,
  error,
  optional,
  multiline,
  ...props
}: ComponentProps<'input'> & { label: string; error?: string; optional?: boolean; multiline?: boolean }) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
        {optional ? <span className="font-normal text-ink-600"> (optional)</span> : null}
      </label>
      {multiline ? (
        <textarea
          {...common}
          value={props.value}
          onChange={props.onChange as ComponentProps<'textarea'>['onChange']}
          rows={3}
          maxLength={props.maxLength}
          className={cn(fieldClass, 'h-auto py-2')}
        />
      ) : (
        <Input {...common} {...props} className={error ? 'border-alert-600' : undefined} />
      )}
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-alert-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Step 3: contact details (prefilled from the profile), preferences and the guests' names. */
export function StepDetails({
  form,
  errors,
  onChange,
}: {
  form: DetailsForm;
  errors: Record<string, string>;
  onChange: (next: DetailsForm) => void;
}) {
  const contact = (key: keyof ContactDetails) => ({
    value: form.contact[key],
    maxLength: DETAIL_LIMITS[key],
    error: errors[`contact.${key}`],
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...form, contact: { ...form.contact, [key]: event.target.value } }),
  });
  const guest = (index: number, key: keyof GuestDetails) => ({
    value: form.guests[index]?.[key] ?? '',
    error: errors[`guests.${index}.${key}`],
    onChange: (event: { target: { value: string } }) =>
      onChange({
        ...form,
        guests: form.guests.map((row, i) => (i === index ? { ...row, [key]: event.target.value } : row)),
      }),
  });
  return (
    <div className="space-y-6">
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-base font-bold">Your details</legend>
        <Field label="Full name" autoComplete="name" required {...contact('name')} />
        <Field label="E-mail" type="email" autoComplete="email" required {...contact('email')} />
        <Field
          label="Phone (+91 mobile)"
          type="tel"
          autoComplete="tel"
          placeholder="+91 98765 43210"
          required
          {...contact('phone')}
        />
        <Field label="Emergency contact" optional {...contact('emergencyContact')} />
        <div className="sm:col-span-2">
          <Field label="Special requests" optional multiline {...contact('specialRequests')} />
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-base font-bold">Updates</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={form.newsletter}
            onChange={(event) => onChange({ ...form, newsletter: event.target.checked })}
            className="h-4 w-4 accent-brand-600"
          />
          Send me the newsletter
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={form.smsUpdates}
            onChange={(event) => onChange({ ...form, smsUpdates: event.target.checked })}
            className="h-4 w-4 accent-brand-600"
          />
          SMS updates about this booking
        </label>
      </fieldset>
      {form.guests.length > 0 ? (
        <fieldset className="space-y-3">
          <legend className="mb-1 text-base font-bold">
            Guest details ({form.guests.length} additional {form.guests.length === 1 ? 'guest' : 'guests'})
          </legend>
          {form.guests.map((_, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: guest rows are positional (guest 1, guest 2…)
              key={index}
              className="grid gap-3 rounded-xl border border-ink-100 p-3 sm:grid-cols-[1fr_11rem]"
            >
              <Field
                label={`Guest ${index + 1} name`}
                required
                maxLength={DETAIL_LIMITS.guestName}
                {...guest(index, 'name')}
              />
              <Field
                label={`Guest ${index + 1} age`}
                optional
                maxLength={DETAIL_LIMITS.guestAge}
                inputMode="numeric"
                min={LIMITS.guestAgeMin}
                max={LIMITS.guestAgeMax}
                {...guest(index, 'age')}
              />
            </div>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
