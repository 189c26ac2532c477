import { useRef, useState } from 'react';
import { ApiRequestError } from './api-client';
import { fieldsOf } from './form-errors';

/** What a confirm dialog says when the request never reached the server. */
export const OFFLINE_NOTHING_CHANGED =
  'The server could not be reached. Nothing was changed; please try again.';

/** The server's refusal in its words, or that it could not be reached (so nothing changed). */
export const actionFailure = (error: unknown): string =>
  error instanceof ApiRequestError && error.code !== 'network' ? error.message : OFFLINE_NOTHING_CHANGED;

/** Field messages a form shows by its fields; true when it took them (else the refusal is shown as a whole). */
export type FieldRefusal = (fields: Record<string, string>) => boolean;

/**
 * A confirm dialog's request: busy while it runs (a second confirm meanwhile is ignored), the
 * refusal kept to show in the dialog; one a field of the form answers goes to `onFields`.
 */
export function useConfirmAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const run = async (action: () => Promise<void>, onFields?: FieldRefusal) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      const fields = fieldsOf(failure);
      const taken = onFields !== undefined && Object.keys(fields).length > 0 && onFields(fields);
      if (!taken) setError(actionFailure(failure));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, error, run };
}

/**
 * A required reason the form checks before sending (empty, or shorter than the schema's minimum),
 * and the server's word on it; the field gets focus when it is refused. Typing answers the error:
 * it shows again only if the next send is refused.
 */
export function useReason({ required, minLength = 1 }: { required: string; minLength?: number }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const refuse = (message: string) => {
    setError(message);
    fieldRef.current?.focus();
  };
  /** The reason to send, or null when it is refused here (its field then says why). */
  const checked = (): string | null => {
    const trimmed = value.trim();
    if (!trimmed) refuse(required);
    else if (trimmed.length < minLength) refuse(`Too short: write at least ${minLength} characters.`);
    else return trimmed;
    return null;
  };
  const onFields: FieldRefusal = (fields) => {
    if (!fields.reason) return false;
    refuse(fields.reason);
    return true;
  };
  const onChange = (text: string) => {
    setValue(text);
    setError(undefined);
  };
  return { checked, onFields, field: { value, onChange, error, fieldRef, minLength } };
}
