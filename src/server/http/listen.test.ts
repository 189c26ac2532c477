// The server main.ts starts cuts off a client that sends half a request: seconds after it stalls,
// not Node's 300 s. Over a real socket, the sign-in route waiting for a body that never comes; with
// the production limits scaled down tenfold, so the test waits one second, not ten.
import { connect } from 'node:net';
import type { ServerType } from '@hono/node-server';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { TEST_ORIGIN } from '../test/api-client';
import { createTestApp, type TestApp } from '../test/test-database';
import { listen, REQUEST_TIMEOUTS } from './listen';

const timeouts = {
  headersMs: REQUEST_TIMEOUTS.headersMs / 10,
  requestMs: REQUEST_TIMEOUTS.requestMs / 10,
  checkEveryMs: REQUEST_TIMEOUTS.checkEveryMs / 10,
};

let t: TestApp;
let server: ServerType;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ server, port } = await listen({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0, timeouts }));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** Writes `text` on a new connection and waits until the server closes it: what it answered, and when. */
function stall(text: string): Promise<{ answer: string; afterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, afterMs: performance.now() - started }));
  });
}

const headers = (lines: string[]) =>
  ['POST /api/auth/sign-in HTTP/1.1', 'Host: localhost', `Origin: ${TEST_ORIGIN}`, ...lines].join('\r\n');

it('answers 408 and closes a request whose body stalls, or whose headers never end, within seconds', async () => {
  const logged = vi.spyOn(console, 'error');
  const [body, head] = await Promise.all([
    // 10 of the 100 bytes announced, then nothing.
    stall(`${headers(['Content-Type: application/json', 'Content-Length: 100'])}\r\n\r\n{"email":`),
    // The blank line that ends the headers never comes.
    stall(`${headers(['Content-Type: application/json'])}\r\n`),
  ]);
  expect(body.answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(body.afterMs).toBeGreaterThanOrEqual(timeouts.requestMs - 100);
  expect(body.afterMs).toBeLessThan(timeouts.requestMs + 5_000);
  expect(head.answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(head.afterMs).toBeGreaterThanOrEqual(timeouts.headersMs - 100);
  expect(head.afterMs).toBeLessThan(timeouts.requestMs + 5_000);
  // A body cut off is the client's doing, not an error of the server's to log.
  expect(logged).not.toHaveBeenCalled();
});
