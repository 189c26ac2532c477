import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog, ConfirmPanel } from '@/client/components/ui/confirm-dialog';
import { fieldClass, Input, NativeSelect } from '@/client/components/ui/input';
import { ApiRequestError } from '@/client/lib/api-client';
import { cn } from '@/client/lib/cn';
import { actionFailure } from '@/client/lib/use-confirm-action';
import { SPORTS } from '@/shared/constants';
import { NEWS_LIMITS, type NewsInput } from '@/shared/schemas/news';
import {
  checkNewsForm,
  formErrors,
  type NewsField,
  type NewsFieldErrors,
  type NewsFormValues,
} from '../news-form-values';

const FIELD_ORDER: NewsField[] = ['title', 'summary', 'content', 'author', 'category', 'tags', 'image'];

/** A labelled control with an optional hint and its error, both tied to it by aria-describedby. */
function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-alert-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * An article's editor: every field labelled, checked by the API's schema before sending and again
 * by the server. Saving a published article changes /news at once, so that is confirmed first.
 */
export function NewsForm({
  heading,
  initial,
  published,
  onSave,
  onCancel,
}: {
  heading: string;
  initial: NewsFormValues;
  /** The article is on /news: saving asks first. */
  published: boolean;
  onSave: (input: NewsInput) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const fieldId = (field: NewsField) => `${id}-${field}`;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<NewsFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState<NewsInput | null>(null);
  const set = (field: NewsField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const showErrors = (found: NewsFieldErrors) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const save = async (input: NewsInput) => {
    setSaving(true);
    setFailure(null);
    try {
      await onSave(input);
    } catch (error) {
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0)
        showErrors(formErrors(Object.entries(error.fields)));
      else setFailure(actionFailure(error));
    } finally {
      setSaving(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const checked = checkNewsForm(values);
    if (checked.errors) return showErrors(checked.errors);
    setErrors({});
    if (published) setConfirming(checked.input);
    else void save(checked.input);
  };

  const area = (field: NewsField, rows: number, maxLength: number) => (
    <Field
      id={fieldId(field)}
      label={field === 'summary' ? 'Summary' : 'Article'}
      error={errors[field]}
      hint={field === 'content' ? 'Separate paragraphs with a blank line.' : undefined}
    >
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          maxLength={maxLength}
          value={values[field]}
          onChange={(e) => set(field)(e.target.value)}
          className={cn(fieldClass, 'h-auto py-2', errors[field] && 'border-alert-600')}
        />
      )}
    </Field>
  );

  return (
    <section aria-labelledby={`${id}-heading`} className="kp-card mt-6 p-4 sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg font-bold text-ink-900">
        {heading}
      </h2>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <Field id={fieldId('title')} label="Title" error={errors.title}>
          {(control) => (
            <Input
              {...control}
              maxLength={NEWS_LIMITS.title.max}
              value={values.title}
              onChange={(e) => set('title')(e.target.value)}
            />
          )}
        </Field>
        {area('summary', 2, NEWS_LIMITS.summary.max)}
        {area('content', 8, NEWS_LIMITS.content.max)}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={fieldId('author')} label="Author" error={errors.author}>
            {(control) => (
              <Input
                {...control}
                maxLength={NEWS_LIMITS.author.max}
                autoComplete="off"
                value={values.author}
                onChange={(e) => set('author')(e.target.value)}
              />
            )}
          </Field>
          <Field id={fieldId('category')} label="Category (sport)" error={errors.category}>
            {(control) => (
              <NativeSelect
                {...control}
                value={values.category}
                onChange={(e) => set('category')(e.target.value)}
              >
                <option value="">Choose a sport</option>
                {SPORTS.map((sport) => (
                  <option key={sport.id} value={sport.id}>
                    {sport.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field
            id={fieldId('tags')}
            label="Tags"
            hint={`Separated by commas, at most ${NEWS_LIMITS.tags.max}.`}
            error={errors.tags}
          >
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                value={values.tags}
                onChange={(e) => set('tags')(e.target.value)}
              />
            )}
          </Field>
          <Field
            id={fieldId('image')}
            label="Emoji image"
            hint="One emoji; empty shows the sport's."
            error={errors.image}
          >
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                maxLength={16}
                className="max-w-32 text-center text-xl"
                value={values.image}
                onChange={(e) => set('image')(e.target.value)}
              />
            )}
          </Field>
        </div>
        {failure ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-alert-700">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : published ? 'Save changes' : 'Save draft'}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
      {/* The form keeps the save's outcome: a refusal names its fields, which are here. */}
      <ConfirmDialog open={confirming !== null} onDismiss={() => setConfirming(null)}>
        <ConfirmPanel
          title={`Save changes to “${initial.title}”?`}
          description="The article is published: the changes appear on /news for everyone at once."
          confirmLabel="Save changes"
          busyLabel="Saving…"
          busy={false}
          error={null}
          onConfirm={() => {
            if (confirming) void save(confirming);
            setConfirming(null);
          }}
          onDismiss={() => setConfirming(null)}
        />
      </ConfirmDialog>
    </section>
  );
}
