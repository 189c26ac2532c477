/**
 * Text PostgreSQL cannot store: a NUL character (text and jsonb refuse it) or half of a UTF-16
 * surrogate pair (not valid UTF-8). Found in a request, it is the client's mistake, answered with a
 * 400 naming the field, never a database error.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

export const UNSTORABLE_TEXT_MESSAGE = 'Contains characters that cannot be stored';

/**
 * The path of the first string (or object key) in `value` that PostgreSQL could not store, such as
 * 'guests.0.name'; null when every string is fine. `prefix` names the container ('' for the root).
 */
export function unstorableTextPath(value: unknown, prefix = ''): string | null {
  if (typeof value === 'string') return unstorable(value) ? prefix : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (unstorable(key)) return path;
    const found = unstorableTextPath(item, path);
    if (found !== null) return found;
  }
  return null;
}
