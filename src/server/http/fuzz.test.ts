// Every endpoint the app registers, sent the classes of bad input a fuzzing pass found, as a guest
// and as an insider who passes its role check (an organiser for the console's /api/organizer, an
// admin for the rest): no answer is ever a 5xx, and text PostgreSQL cannot
// store is a 400 wherever the endpoint reads it (issue 10, point 3). The routes come from the app
// itself, so an endpoint added later is fuzzed without editing this file.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { type ApiClient, apiClient, signUp, TEST_ORIGIN } from '../test/api-client';
import { createTestApp, type TestApp } from '../test/test-database';

let t: TestApp;
let guest: ApiClient;
let admin: ApiClient;
let organizer: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  guest = apiClient(t.app);
  admin = apiClient(t.app);
  const account = await signUp(admin, 'Fuzz Admin');
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, account.id));
  organizer = apiClient(t.app);
  const promoter = await signUp(organizer, 'Fuzz Organiser');
  await t.database.db.update(users).set({ role: 'organizer' }).where(eq(users.id, promoter.id));
});
afterAll(() => t.close());

interface Endpoint {
  method: string;
  path: string;
}

const endpoints = (): Endpoint[] =>
  t.app.routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
    .map(({ method, path }) => ({ method, path }));

/** Endpoints a signature authenticates: nothing else is read before it is checked (401). */
const SIGNED = new Set(['POST /api/payments/webhook']);
const isSigned = ({ method, path }: Endpoint) => SIGNED.has(`${method} ${path}`);

/** What a bad request is sent through: a client's request, answering its status and body. */
interface Requester {
  request(method: string, path: string, body?: unknown): Promise<{ status: number; text: string }>;
}

/** Endpoints that answer a stream which stays open (Server-Sent Events): only their opening is judged. */
const STREAMS = new Set(['GET /api/me/notifications/stream']);
const isStream = ({ method, path }: Endpoint) => STREAMS.has(`${method} ${path}`);

/**
 * The client's requests, with a stream that opens (200, text/event-stream) closed at once: its
 * status is the answer. Everything else is read whole, as the client does.
 */
const openingOnly = (client: ApiClient): Requester => ({
  request: async (method, path, body) => {
    const response = await t.app.request(path, {
      method,
      headers: {
        origin: TEST_ORIGIN,
        ...(client.token ? { cookie: `kp_session=${client.token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
      await response.body?.cancel();
      return { status: response.status, text: '' };
    }
    return { status: response.status, text: await response.text() };
  },
});

/** Endpoints that change something but read no body. */
const READS_NO_BODY = new Set([
  'POST /api/auth/sign-out',
  'POST /api/organizer/events/:eventId/deals/:dealId/end',
  'POST /api/me/notifications/read-all',
  'POST /api/me/notifications/:id/read',
  'POST /api/me/notifications/:id/snooze',
  'POST /api/me/notifications/next-reminder',
  'POST /api/organizer/events/:eventId/publish',
  'POST /api/organizer/events/:eventId/unpublish',
  'POST /api/holds/:holdId/extend',
  'POST /api/organizer/events/:eventId/admissions/:ticketId/undo',
  'POST /api/account/email/confirmation',
  'POST /api/admin/accounts/:accountId/restore',
  'POST /api/admin/accounts/:accountId/sessions/end',
  'POST /api/admin/events/:eventId/republish',
  'POST /api/admin/bookings/:reference/resend-email',
  'POST /api/admin/news/:id/publish',
  'POST /api/admin/news/:id/unpublish',
]);
const readsBody = ({ method, path }: Endpoint) =>
  ['POST', 'PUT', 'PATCH'].includes(method) && !READS_NO_BODY.has(`${method} ${path}`);

/** A plausible value for each path parameter, so that only the input under test is bad. */
const plausible = (param: string) => {
  if (param === 'id' || param === 'eventId') return 'ev-000001';
  if (param === 'orderId') return 'order_fuzz000001';
  return randomUUID();
};
const withParams = (path: string, value: (param: string) => string) =>
  path.replace(/:(\w+)/g, (_, param: string) => value(param));

const NUL = '\u0000';
const SURROGATE = '\ud800';
/** Query names the API reads, plus one it does not. */
const QUERY_NAMES = ['q', 'sport', 'city', 'venue', 'sort', 'page', 'pageSize', 'from', 'to', 'limit', 'x'];
/** Body field names the API reads, to put type confusion where a schema looks. */
const BODY_NAMES = [
  'email',
  'name',
  'password',
  'phone',
  'otp',
  'provider',
  'eventId',
  'quantity',
  'selection',
  'resume',
  'progress',
  'seats',
  'items',
  'guests',
  'token',
  'action',
  'data',
  'location',
  'instrument',
  'paymentId',
  'signature',
  'orderId',
  'reference',
  'currentPassword',
  'newPassword',
];

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Raw JSON bodies of every shape a careless or hostile client sends. */
const BAD_BODIES: Record<string, string> = {
  'not JSON': '{"eventId": ',
  'JSON null': 'null',
  'JSON array': '[]',
  'JSON string': '"hello"',
  'JSON number beyond a double': '1e400',
  'nested 20,000 deep': nested(20_000),
  'a 60 kB string': JSON.stringify({ name: 'x'.repeat(60_000), eventId: 'y'.repeat(60_000 - 20) }).slice(
    0,
    62_000,
  ),
  'every field null': JSON.stringify(Object.fromEntries(BODY_NAMES.map((name) => [name, null]))),
  'every field an array': JSON.stringify(Object.fromEntries(BODY_NAMES.map((name) => [name, [[{}]]]))),
  'every field an object': JSON.stringify(Object.fromEntries(BODY_NAMES.map((name) => [name, { a: 1 }]))),
  'every field a huge number': JSON.stringify(Object.fromEntries(BODY_NAMES.map((name) => [name, 1e300]))),
  'every field negative': JSON.stringify(Object.fromEntries(BODY_NAMES.map((name) => [name, -1]))),
  'every field a long string': JSON.stringify(
    Object.fromEntries(BODY_NAMES.map((name) => [name, 'z'.repeat(2000)])),
  ),
  'a prototype key': '{"__proto__": {"role": "admin"}, "constructor": {"prototype": {"x": 1}}}',
};

/** Path values that are no id of anything. */
const BAD_PATH_VALUES = ['%FF', '..%2F..%2Fetc', 'x'.repeat(2000), '%20', '-1', '0', 'null', '%ED%A0%80'];
/** Query values that are no value of anything. */
const BAD_QUERY_VALUES = ['-1', '1e400', 'NaN', '99999999999999999999', '%FF', '%ED%A0%80', 'x'.repeat(4000)];

type Send = (client: Requester) => Promise<{ status: number; text: string }>;

/** Who passes the endpoint's role check: the organiser console is organisers' only. */
const insiderOf = (endpoint: Endpoint) => (endpoint.path.startsWith('/api/organizer/') ? organizer : admin);

/** Sends one bad request as the guest and as the insider; returns the insider's answer. */
async function sendAsBoth(
  endpoint: Endpoint,
  label: string,
  send: Send,
): Promise<{ status: number; text: string }> {
  const failures: string[] = [];
  let insiderAnswer = { status: 0, text: '' };
  for (const [who, client] of [
    ['guest', guest],
    ['insider', insiderOf(endpoint)],
  ] as const) {
    const answer = await send(isStream(endpoint) ? openingOnly(client) : client);
    if (answer.status >= 500) failures.push(`${who}: ${answer.status} ${answer.text.slice(0, 200)}`);
    if (who === 'insider') insiderAnswer = answer;
  }
  expect(failures, label).toEqual([]);
  return insiderAnswer;
}

const expectUnstorable = (label: string, answer: { status: number; text: string }, endpoint: Endpoint) => {
  if (isSigned(endpoint)) {
    expect(answer.status, label).toBe(401);
    return;
  }
  expect(answer.status, `${label}: ${answer.text.slice(0, 200)}`).toBe(400);
  expect(answer.text, label).toContain('Contains characters that cannot be stored');
};

describe('fuzzing every endpoint', () => {
  it('finds the endpoints (the app registers them)', () => {
    expect(endpoints().length).toBeGreaterThan(50);
  });

  it('text PostgreSQL cannot store is a 400 in every path parameter', async () => {
    for (const endpoint of endpoints().filter(({ path }) => path.includes(':'))) {
      for (const bad of [NUL, `ev${NUL}1`]) {
        const path = withParams(endpoint.path, () => encodeURIComponent(bad));
        const label = `${endpoint.method} ${path}`;
        const body = readsBody(endpoint) ? {} : undefined;
        const answer = await sendAsBoth(endpoint, label, (c) => c.request(endpoint.method, path, body));
        expectUnstorable(label, answer, endpoint);
      }
    }
  });

  it('text PostgreSQL cannot store is a 400 in any query parameter, read or not', async () => {
    for (const endpoint of endpoints()) {
      const path = withParams(endpoint.path, plausible);
      for (const bad of [NUL, `a${NUL}b`]) {
        const query = QUERY_NAMES.map((name) => `${name}=${encodeURIComponent(bad)}`).join('&');
        const label = `${endpoint.method} ${path}?${query}`;
        const body = readsBody(endpoint) ? {} : undefined;
        const answer = await sendAsBoth(endpoint, label, (c) =>
          c.request(endpoint.method, `${path}?${query}`, body),
        );
        expectUnstorable(label, answer, endpoint);
      }
    }
  });

  it('text PostgreSQL cannot store is a 400 in every JSON body, however deep', async () => {
    for (const endpoint of endpoints().filter(readsBody)) {
      const path = withParams(endpoint.path, plausible);
      for (const bad of [NUL, SURROGATE, `Zara${NUL}`, `x${SURROGATE}y`]) {
        for (const body of [
          Object.fromEntries(BODY_NAMES.map((name) => [name, bad])),
          { data: { deep: [{ q: bad }] } },
          { [bad]: 'a key' },
        ]) {
          const label = `${endpoint.method} ${path} ${JSON.stringify(body).slice(0, 80)}`;
          const answer = await sendAsBoth(endpoint, label, (c) => c.request(endpoint.method, path, body));
          expectUnstorable(label, answer, endpoint);
        }
      }
    }
  });

  it('no other bad path, query or body gives a 5xx', async () => {
    for (const endpoint of endpoints()) {
      const path = withParams(endpoint.path, plausible);
      for (const value of BAD_PATH_VALUES) {
        if (!endpoint.path.includes(':')) break;
        const badPath = withParams(endpoint.path, () => value);
        await sendAsBoth(endpoint, `${endpoint.method} ${badPath.slice(0, 120)}`, (c) =>
          c.request(endpoint.method, badPath, readsBody(endpoint) ? {} : undefined),
        );
      }
      for (const value of BAD_QUERY_VALUES) {
        const query = QUERY_NAMES.map((name) => `${name}=${value}`).join('&');
        await sendAsBoth(endpoint, `${endpoint.method} ${path}?${query.slice(0, 120)}`, (c) =>
          c.request(endpoint.method, `${path}?${query}&q=${value}`),
        );
      }
      if (!readsBody(endpoint)) continue;
      for (const [kind, raw] of Object.entries(BAD_BODIES)) {
        await sendAsBoth(endpoint, `${endpoint.method} ${path} ${kind}`, (c) =>
          c.request(endpoint.method, path, raw),
        );
      }
    }
  });
});
