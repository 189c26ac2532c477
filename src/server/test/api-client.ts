// A small HTTP client for API tests over app.request: JSON in and out, a cookie jar holding the
// session cookie, a same-site Origin on every request (unless told otherwise), and a transcript of
// every response body so a test can assert that no secret ever left the server.
//
//   const fan = apiClient(t.app);
//   await fan.post('/api/auth/sign-in', { email, password });
//   const { status, body } = await fan.getAs(profileSchema, '/api/me/profile');
//
// getAs, postAs, putAs, patchAs and deleteAs parse the body with the endpoint's response schema from
// src/shared/schemas (apiErrorSchema for an error the test expects), so an answer that drifts from
// its contract fails the test: a missing or mistyped field, or a field the contract does not name.
import { z } from 'zod';
import { authResponseSchema } from '../../shared/schemas/account';
import type { createApp } from '../app';

export const TEST_ORIGIN = 'http://localhost';
/** The hosts a test app answers for: app.request's URL names TEST_ORIGIN's host. */
export const TEST_HOSTS: ReadonlySet<string> = new Set([new URL(TEST_ORIGIN).host]);
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

/** Every response body any client produced in this test file (setup.ts empties it), for secret-leak assertions. */
export const transcript: string[] = [];

type App = Pick<ReturnType<typeof createApp>, 'request'>;

let addresses = 0;
/**
 * A browser of its own at an address of its own (X-Forwarded-For: its app trusts the proxy), for
 * tests of brakes that count per address.
 */
export function clientAtOwnAddress(app: App) {
  addresses += 1;
  return apiClient(app, { ip: `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}` });
}

export function apiClient(app: App, options: ClientOptions = {}) {
  /** The cookies the server set and has not cleared, as a browser keeps them (the session among them). */
  const jar = new Map<string, string>();

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
    if (jar.size > 0 && !headers.has('cookie')) {
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    let payload: string | undefined;
    if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      headers.set('content-type', 'application/json');
    }
    const response = await app.request(path, { method, headers, body: payload });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/max-age=0\b/i.test(line) || value === '') jar.delete(name.trim());
      else jar.set(name.trim(), value);
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

  /** The request, with its body parsed by the schema the answer must keep to. */
  async function requestAs<S extends z.ZodType>(
    schema: S,
    method: string,
    path: string,
    body?: unknown,
    extra?: ClientOptions,
  ): Promise<ApiResponse<z.infer<S>>> {
    const response = await request(method, path, body, extra);
    const outsideContract = (problems: string[]) =>
      new Error(
        `${method} ${path} answered ${response.status} outside its contract:\n${problems.join('\n')}\n${response.text.slice(0, 600)}`,
      );
    const parsed = schema.safeParse(response.body);
    if (!parsed.success) throw outsideContract([z.prettifyError(parsed.error)]);
    const unnamed = fieldsOutsideContract(response.body, parsed.data);
    if (unnamed.length > 0) throw outsideContract(unnamed.map((field) => `${field}: not in the contract`));
    return { ...response, body: parsed.data };
  }

  return {
    request,
    getAs: <S extends z.ZodType>(schema: S, path: string, extra?: ClientOptions) =>
      requestAs(schema, 'GET', path, undefined, extra),
    postAs: <S extends z.ZodType>(schema: S, path: string, body?: unknown, extra?: ClientOptions) =>
      requestAs(schema, 'POST', path, body, extra),
    putAs: <S extends z.ZodType>(schema: S, path: string, body?: unknown, extra?: ClientOptions) =>
      requestAs(schema, 'PUT', path, body, extra),
    patchAs: <S extends z.ZodType>(schema: S, path: string, body?: unknown, extra?: ClientOptions) =>
      requestAs(schema, 'PATCH', path, body, extra),
    deleteAs: <S extends z.ZodType>(schema: S, path: string, extra?: ClientOptions) =>
      requestAs(schema, 'DELETE', path, undefined, extra),
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
      return jar.get(COOKIE);
    },
    set token(value: string | undefined) {
      if (value === undefined) jar.delete(COOKIE);
      else jar.set(COOKIE, value);
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

/**
 * The paths of object keys in an answer that its parsed form lacks: zod drops keys a schema does
 * not name, so a field the server added without its contract would otherwise go unnoticed.
 */
function fieldsOutsideContract(raw: unknown, parsed: unknown, at = ''): string[] {
  if (Array.isArray(raw) && Array.isArray(parsed))
    return raw.flatMap((item, i) => fieldsOutsideContract(item, parsed[i], `${at}[${i}]`));
  if (!isRecord(raw) || !isRecord(parsed)) return [];
  return Object.keys(raw).flatMap((key) =>
    key in parsed
      ? fieldsOutsideContract(raw[key], parsed[key], at ? `${at}.${key}` : key)
      : [at ? `${at}.${key}` : key],
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

let counter = 0;
/** A fresh, unique e-mail address for a test account. */
export const uniqueEmail = (label = 'fan') => `${label}.${process.pid}.${Date.now()}.${++counter}@example.in`;

/** Signs a new account up through the API; the client then holds its session. */
export async function signUp(client: ApiClient, name = 'Test Fan', email = uniqueEmail()) {
  const response = await client.postAs(authResponseSchema, '/api/auth/sign-up', {
    email,
    name,
    password: 'secret-123',
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${response.text}`);
  return { ...response.body.user, password: 'secret-123' };
}
