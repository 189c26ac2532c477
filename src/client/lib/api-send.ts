import { toApiError } from './api-client';

/**
 * Sends a state-changing request to /api{path} with an optional JSON body; T is the response
 * contract's type. Same-origin credentials carry the session cookie; the browser adds Origin,
 * which the server checks. A 204 answers undefined.
 */
export async function apiSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  /** keepalive: the request outlives the page (sent as it unloads). */
  options: { keepalive?: boolean } = {},
): Promise<T> {
  const response = await fetch(`/api${path}`, {
    method,
    keepalive: options.keepalive,
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
