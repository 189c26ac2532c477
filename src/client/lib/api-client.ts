import type { z } from 'zod';
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

/** GETs /api{path} and returns the body typed by its contract (the server already validated it). */
export async function apiGet<T extends z.ZodType>(
  path: string,
  _schema: T,
  options: { query?: Query; signal?: AbortSignal } = {},
): Promise<z.infer<T>> {
  const response = await fetch(withQuery(`/api${path}`, options.query), {
    signal: options.signal,
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as z.infer<T>;
}

async function toApiError(response: Response): Promise<ApiRequestError> {
  try {
    const body = (await response.json()) as ApiError;
    return new ApiRequestError(response.status, body.error.code, body.error.message, body.error.fields);
  } catch {
    return new ApiRequestError(response.status, 'network', 'The server could not be reached. Please try again.');
  }
}
