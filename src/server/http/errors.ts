import type { z } from 'zod';

export type ErrorStatus =
  | 400
  | 401
  | 402
  | 403
  | 404
  | 409
  | 410
  | 413
  | 421
  | 422
  | 429
  | 500
  | 501
  | 502
  | 503;

/** An error that leaves the API as {"error":{code,message,fields}} with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra response headers (e.g. Retry-After on a 429). */
    readonly headers?: Record<string, string>,
    /** More of the answer beside code and message (e.g. the plan seats a hold could not take). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} was not found`);

/** PostgreSQL is restarting, overloaded or not answering (decision record 008); a restart takes seconds. */
export const databaseUnavailable = () =>
  new HttpError(
    503,
    'database_unavailable',
    'We cannot reach our booking records for a moment. Please try again in a few seconds.',
    undefined,
    { 'Retry-After': '5' },
  );

/** Turns zod issues into one field → message map, first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The 400 for bad input: 'Please check: …' naming each field, with its message. */
export const invalidRequest = (fields: Record<string, string>) =>
  new HttpError(400, 'invalid_request', `Please check: ${Object.keys(fields).join(', ')}`, fields);

export const validationError = (error: z.ZodError): HttpError => invalidRequest(fieldErrors(error));
