// A small HTTP client for API tests over app.request: JSON in and out, a cookie jar holding the
// session cookie, a same-site Origin on every request (unless told otherwise), and a transcript of
// every response body so a test can assert that no secret ever left the server.
//
//   const fan = apiClient(t.app);
//   await fan.post('/api/auth/sign-in', { email, password });
//   const { status, body } = await fan.get('/api/me/profile');
import type { createApp } from '../app';

export const TEST_ORIGIN = 'http://localhost';
const COOKIE = 'kp_session';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON body (undefined for an empty body). */
  body: T;
  setCookies: string[];
}

export interface ClientOptions {
  /** Origin header to send; null sends none. Defaults to the app's own origin. */
  origin?: string | null;
  /** Sent as X-Forwarded-For (only used by an app with trustProxy). */
  ip?: string;
  headers?: Record<string, string>;
}

/** Every response body any client produced in this process, for secret-leak assertions. */
export const transcript: string[] = [];

type App = ReturnType<typeof createApp>;

export function apiClient(app: App, options: ClientOptions = {}) {
  let token: string | undefined;

  async function request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    extra: ClientOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers = new Headers({ ...options.headers, ...extra.headers });
    const origin = extra.origin !== undefined ? extra.origin : options.origin;
    if (origin !== null) headers.set('origin', origin ?? TEST_ORIGIN);
    const ip = extra.ip ?? options.ip;
    if (ip) headers.set('x-forwarded-for', ip);
    if (token !== undefined && !headers.has('cookie')) headers.set('cookie', `${COOKIE}=${token}`);
    let payload: string | undefined;
    if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      headers.set('content-type', 'application/json');
    }
    const response = await app.request(path, { method, headers, body: payload });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const [name, value = ''] = pair.split('=');
      if (name?.trim() !== COOKIE) continue;
      token = /max-age=0\b/i.test(line) || value === '' ? undefined : value;
    }
    const text = await response.text();
    transcript.push(text);
    return {
      status: response.status,
      headers: response.headers,
      text,
      body: (text === '' || !response.headers.get('content-type')?.includes('json')
        ? undefined
        : JSON.parse(text)) as T,
      setCookies,
    };
  }

  return {
    request,
    get: <T = unknown>(path: string, extra?: ClientOptions) => request<T>('GET', path, undefined, extra),
    post: <T = unknown>(path: string, body?: unknown, extra?: ClientOptions) =>
      request<T>('POST', path, body, extra),
    put: <T = unknown>(path: string, body?: unknown, extra?: ClientOptions) =>
      request<T>('PUT', path, body, extra),
    patch: <T = unknown>(path: string, body?: unknown, extra?: ClientOptions) =>
      request<T>('PATCH', path, body, extra),
    delete: <T = unknown>(path: string, extra?: ClientOptions) =>
      request<T>('DELETE', path, undefined, extra),
    /** The session token the jar holds (undefined when signed out). */
    get token() {
      return token;
    },
    set token(value: string | undefined) {
      token = value;
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let counter = 0;
/** A fresh, unique e-mail address for a test account. */
export const uniqueEmail = (label = 'fan') => `${label}.${process.pid}.${Date.now()}.${++counter}@example.in`;

/** Signs a new account up through the API; the client then holds its session. */
export async function signUp(client: ApiClient, name = 'Test Fan', email = uniqueEmail()) {
  const response = await client.post<{ user: { id: string; email: string; role: string } }>(
    '/api/auth/sign-up',
    { email, name, password: 'secret-123' },
  );
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${response.text}`);
  return { ...response.body.user, password: 'secret-123' };
}
