import type { ApiError } from '@/shared/schemas/common';

/** An API answer other than 2xx, carrying the server's error code, message and field messages. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * GETs /api{path}; T is the response contract's type (from src/shared/schemas). Nothing checks the
 * answer here, so zod never ships to the browser; the API tests parse every answer they read with
 * its schema (server/test/api-client.ts, getAs), so an answer that drifts from its contract fails
 * them.
 */
export async function apiGet<T>(
  path: string,
  options: { query?: Query; signal?: AbortSignal } = {},
): Promise<T> {
  const response = await fetch(withQuery(`/api${path}`, options.query), {
    signal: options.signal,
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

export async function toApiError(response: Response): Promise<ApiRequestError> {
  try {
    const body = (await response.json()) as ApiError;
    return new ApiRequestError(response.status, body.error.code, body.error.message, body.error.fields);
  } catch {
    return new ApiRequestError(
      response.status,
      'network',
      'The server could not be reached. Please try again.',
    );
  }
}
