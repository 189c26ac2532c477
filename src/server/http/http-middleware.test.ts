// The API's small HTTP middlewares, observed through the real app: the request body limit (over
// app.request and over a real socket, where @hono/node-server hands the app an IncomingMessage),
// Cache-Control: no-store on per-person answers, and response compression.
import { randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { type ServerType, serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hold } from '../../shared/schemas/booking';
import { holdSchema } from '../../shared/schemas/booking';
import { apiErrorSchema } from '../../shared/schemas/common';
import { holds } from '../db/schema';
import { type ApiClient, apiClient, TEST_ORIGIN, transcript } from '../test/api-client';
import { createTestApp, onSaleEventTaker, type TestApp } from '../test/test-database';

const LIMIT = 64 * 1024;
const TOO_LARGE = { error: { code: 'payload_too_large', message: 'The request body is too large' } };

let t: TestApp;
let fan: ApiClient;
let take: () => string;

beforeAll(async () => {
  t = await createTestApp();
  fan = apiClient(t.app);
  take = await onSaleEventTaker(t.database);
});
afterAll(async () => {
  expect(transcript.join('\n')).not.toContain('"code":"internal"');
  await t.close();
});

const holdCount = async (eventId: string) =>
  (await t.database.db.select({ id: holds.id }).from(holds).where(eq(holds.eventId, eventId))).length;

/** A JSON hold request for eventId padded to exactly `size` bytes: valid, so a handler that ran would open a hold. */
function paddedHoldBody(eventId: string, size: number): string {
  const bare = JSON.stringify({ eventId, pad: '' });
  const body = JSON.stringify({ eventId, pad: 'x'.repeat(size - bare.length) });
  expect(Buffer.byteLength(body)).toBe(size);
  return body;
}

/** The text as a web stream of undeclared length, in chunks of at most 8 KiB. */
function streamOf(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(offset, offset + 8192));
      offset += 8192;
    },
  });
}

const postHolds = (body: BodyInit, headers: Record<string, string> = {}) =>
  t.app.request('/api/holds', {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...headers },
    body,
    ...(body instanceof ReadableStream && { duplex: 'half' }),
  } as RequestInit);

describe('body limit (app.request)', () => {
  it('refuses a declared length over 64 KiB with 413 and never runs the handler', async () => {
    const eventId = take();
    const body = paddedHoldBody(eventId, LIMIT + 1);
    const response = await postHolds(body, { 'content-length': String(LIMIT + 1) });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual(TOO_LARGE);
    expect(await holdCount(eventId)).toBe(0);
  });

  it('lets a declared length of exactly 64 KiB through to the handler', async () => {
    const eventId = take();
    const response = await postHolds(paddedHoldBody(eventId, LIMIT), { 'content-length': String(LIMIT) });
    expect(response.status).toBe(201);
    const hold = (await response.json()) as Hold;
    expect(hold.eventId).toBe(eventId);
    expect(await holdCount(eventId)).toBe(1);
  });

  it('refuses a body of undeclared length once it streams past 64 KiB', async () => {
    const eventId = take();
    const request = new Request('http://localhost/api/holds', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: streamOf(paddedHoldBody(eventId, LIMIT + 100)),
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.has('content-length')).toBe(false);
    const response = await t.app.request(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
    expect(await holdCount(eventId)).toBe(0);
  });

  it('hands a streamed body within the limit on to the handler intact', async () => {
    const eventId = take();
    const response = await postHolds(streamOf(paddedHoldBody(eventId, LIMIT - 10)));
    expect(response.status).toBe(201);
    expect(((await response.json()) as Hold).eventId).toBe(eventId);
    expect(await holdCount(eventId)).toBe(1);
  });

  it('lets a small JSON body reach the handler, which answers its usual errors', async () => {
    const unknown = await fan.postAs(apiErrorSchema, '/api/holds', { eventId: 'ev-999999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');

    const invalid = await fan.postAs(apiErrorSchema, '/api/holds', { eventId: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatchObject({
      code: 'invalid_request',
      fields: { eventId: expect.any(String) },
    });
  });

  it('does not limit a body-less DELETE', async () => {
    const response = await fan.deleteAs(apiErrorSchema, `/api/holds/${randomUUID()}`);
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
  });
});

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describe('body limit and compression over real HTTP', () => {
  let server: ServerType;
  let port: number;
  let origin: string;
  /** The headers each request arrived with, as node parsed them. */
  const arrived: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    // Over the test database, an app that answers for the host the socket listens on.
    let app: TestApp['app'] | undefined;
    await new Promise<void>((resolve) => {
      server = serve(
        {
          fetch: (request, env) => {
            arrived.push((env as { incoming: IncomingMessage }).incoming.headers);
            return app?.fetch(request, env);
          },
          hostname: '127.0.0.1',
          port: 0,
        },
        () => resolve(),
      );
    });
    port = (server.address() as AddressInfo).port;
    origin = `http://127.0.0.1:${port}`;
    ({ app } = await createTestApp({ database: t.database, allowedHosts: new Set([new URL(origin).host]) }));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ('closeAllConnections' in server) server.closeAllConnections();
    });
  });

  /**
   * Sends one request and resolves with the answer. Chunks are written one after another; a write
   * that fails because the server already answered and closed the connection is not an error.
   */
  function send(
    method: string,
    path: string,
    options: { headers?: Record<string, string | number>; chunks?: (string | Buffer)[] } = {},
  ): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      let answered = false;
      const req = httpRequest(
        { host: '127.0.0.1', port, method, path, headers: { origin, ...options.headers }, agent: false },
        (res) => {
          answered = true;
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', (error) => {
        if (!answered) reject(error);
      });
      const chunks = options.chunks ?? [];
      const writeNext = (index: number) => {
        if (req.destroyed) return;
        if (index >= chunks.length) {
          req.end();
          return;
        }
        req.write(chunks[index] as string | Buffer, () => writeNext(index + 1));
      };
      writeNext(0);
    });
  }

  const json = (response: RawResponse) => JSON.parse(response.body.toString('utf8')) as unknown;

  it('answers 413 to a POST declaring more than 64 KiB, without opening a hold', async () => {
    const eventId = take();
    const body = paddedHoldBody(eventId, LIMIT + 1024);
    const response = await send('POST', '/api/holds', {
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      chunks: [body],
    });
    expect(response.status).toBe(413);
    expect(response.headers['content-type']).toContain('application/json');
    expect(json(response)).toEqual(TOO_LARGE);
    expect(await holdCount(eventId)).toBe(0);
  });

  it('answers 413 to a chunked POST that streams past 64 KiB, without opening a hold', async () => {
    const eventId = take();
    const body = Buffer.from(paddedHoldBody(eventId, LIMIT + 16 * 1024));
    const chunks: Buffer[] = [];
    for (let offset = 0; offset < body.length; offset += 16 * 1024) {
      chunks.push(body.subarray(offset, offset + 16 * 1024));
    }
    const seen = arrived.length;
    const response = await send('POST', '/api/holds', {
      headers: { 'content-type': 'application/json' },
      chunks,
    });
    expect(arrived[seen]?.['transfer-encoding']).toBe('chunked');
    expect(arrived[seen]?.['content-length']).toBeUndefined();
    expect(response.status).toBe(413);
    expect(json(response)).toEqual(TOO_LARGE);
    expect(await holdCount(eventId)).toBe(0);
  });

  it('hands a small chunked POST to the handler', async () => {
    const eventId = take();
    const seen = arrived.length;
    const response = await send('POST', '/api/holds', {
      headers: { 'content-type': 'application/json' },
      chunks: ['{"eventId":', JSON.stringify(eventId), '}'],
    });
    expect(arrived[seen]?.['transfer-encoding']).toBe('chunked');
    expect(response.status).toBe(201);
    expect((json(response) as Hold).eventId).toBe(eventId);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a DELETE with no body and no length with the route’s own 404', async () => {
    const seen = arrived.length;
    const response = await send('DELETE', `/api/holds/${randomUUID()}`);
    expect(arrived[seen]?.['content-length']).toBeUndefined();
    expect(arrived[seen]?.['transfer-encoding']).toBeUndefined();
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(apiErrorSchema.parse(json(response)).error.code).toBe('not_found');
  });

  it('gzips a large JSON answer for a client that accepts it', async () => {
    const response = await send('GET', '/api/events', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const text = gunzipSync(response.body).toString('utf8');
    expect(text.length).toBeGreaterThan(1024);
    expect(JSON.parse(text)).toBeTypeOf('object');
  });
});

describe('no-store', () => {
  it('marks an error answer of a hold route no-store', async () => {
    const response = await fan.getAs(apiErrorSchema, `/api/holds/${randomUUID()}`);
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('marks a validation error of a hold route no-store', async () => {
    const response = await fan.getAs(apiErrorSchema, '/api/holds/not-a-uuid');
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('marks a newly opened hold, and reading it back, no-store', async () => {
    const eventId = take();
    const opened = await fan.postAs(holdSchema, '/api/holds', { eventId });
    expect(opened.status).toBe(201);
    expect(opened.body.eventId).toBe(eventId);
    expect(opened.headers.get('cache-control')).toBe('no-store');

    const read = await fan.getAs(holdSchema, `/api/holds/${opened.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(opened.body.id);
    expect(read.headers.get('cache-control')).toBe('no-store');
  });

  it("keeps a module's middleware on its own routes: an event's seat map is no-store, the event itself is not", async () => {
    const eventId = take();
    const seating = await fan.get(`/api/events/${eventId}/seating`);
    expect(seating.status).toBe(200);
    expect(seating.headers.get('cache-control')).toBe('no-store');
    const event = await fan.get(`/api/events/${eventId}`);
    expect(event.status).toBe(200);
    expect(event.headers.get('cache-control')).not.toBe('no-store');
  });

  it('leaves the public catalogue cacheable', async () => {
    const response = await fan.get('/api/events');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).not.toBe('no-store');
  });
});

describe('compression', () => {
  const varyNames = (response: Response) =>
    (response.headers.get('vary') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== '');

  it('gzips a JSON answer over 1 KiB for a client that accepts gzip', async () => {
    const response = await t.app.request('/api/events', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(varyNames(response)).toEqual(['accept-encoding']);
    const compressed = Buffer.from(await response.arrayBuffer());
    const text = gunzipSync(compressed).toString('utf8');
    expect(text.length).toBeGreaterThan(1024);
    expect(compressed.length).toBeLessThan(text.length);
    const plain = await t.app.request('/api/events');
    expect(JSON.parse(text)).toEqual(await plain.json());
  });

  it('sends the same answer uncompressed, still varying on Accept-Encoding, to a client that accepts none', async () => {
    const response = await t.app.request('/api/events');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(varyNames(response)).toEqual(['accept-encoding']);
    const text = await response.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(JSON.parse(text)).toBeTypeOf('object');
  });
});
