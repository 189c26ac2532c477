import { ApiRequestError } from '@/client/lib/api-client';

/** The server's words for a failed request, or why there are none. */
export const messageOf = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : 'The server could not be reached. Please try again.';

/** The server's message per field (a 400 or 409 naming them); none for other failures. */
export const fieldsOf = (error: unknown): Record<string, string> =>
  error instanceof ApiRequestError ? error.fields : {};

/** aria-describedby of a control whose FormField shows `error` (FormField ids it `${id}-error`). */
export const describedBy = (id: string, error?: string) => (error ? `${id}-error` : undefined);
