// A reader of a Server-Sent Events answer for server tests, as a browser's EventSource reads it.
//
//   const stream = await openEventStream(t.app, fan, '/api/me/notifications/stream');
//   const event = await stream.next();          // { id, event, data } of the next event
//   expect(stream.comments).toContain('heartbeat');
//   await stream.close();                       // the client goes away
// A refusal (401, 400) is read whole: `status` and `text`.
import type { createApp } from '../app';
import { type ApiClient, TEST_ORIGIN } from './api-client';

export interface StreamEvent {
  id: string | undefined;
  event: string;
  data: string;
}

type App = Pick<ReturnType<typeof createApp>, 'request'>;

/** Opens the stream as the client's account (its session cookie); extra headers (Last-Event-ID) as given. */
export async function openEventStream(
  app: App,
  client: ApiClient | null,
  path: string,
  headers: Record<string, string> = {},
) {
  const response = await app.request(path, {
    headers: {
      origin: TEST_ORIGIN,
      ...(client?.token ? { cookie: `kp_session=${client.token}` } : {}),
      ...headers,
    },
  });
  const streaming = response.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
  /** A refusal's body (JSON), read whole; empty for a stream. */
  const text = streaming ? '' : await response.text();
  const reader = streaming ? response.body?.getReader() : undefined;
  const decoder = new TextDecoder();
  let buffer = '';
  let ended = false;
  const comments: string[] = [];
  const events: StreamEvent[] = [];
  let retry: number | undefined;

  /** Parses every complete block in the buffer (a block ends with a blank line). */
  function parseBlocks() {
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let id: string | undefined;
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) comments.push(line.slice(1).trim());
        else if (line.startsWith('id: ')) id = line.slice(4);
        else if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
        else if (line.startsWith('retry: ')) retry = Number(line.slice(7));
      }
      if (data.length > 0) events.push({ id, event, data: data.join('\n') });
    }
  }

  // A read outlives a timeout: the next wait takes it up rather than losing its chunk.
  let pendingRead: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;

  /** Reads until `done()` holds, the stream ends or `timeoutMs` passes (then throws). */
  async function readUntil(done: () => boolean, timeoutMs: number, what: string) {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (ended || !reader) throw new Error(`the stream ended before ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms`);
      let timer: ReturnType<typeof setTimeout> | undefined;
      pendingRead ??= reader.read();
      const chunk = await Promise.race([
        pendingRead,
        new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), left);
        }),
      ]);
      clearTimeout(timer);
      if (chunk === 'timeout') continue;
      pendingRead = null;
      if (chunk.done) ended = true;
      else buffer += decoder.decode(chunk.value, { stream: true });
      parseBlocks();
    }
  }

  let taken = 0;
  return {
    status: response.status,
    text,
    headers: response.headers,
    comments,
    get retry() {
      return retry;
    },
    /** The next event not yet taken, waiting up to `timeoutMs` for it. */
    async next(timeoutMs = 3000): Promise<StreamEvent> {
      await readUntil(() => events.length > taken, timeoutMs, 'event');
      const event = events[taken];
      taken += 1;
      if (!event) throw new Error('no event');
      return event;
    },
    /** Every event that arrives within `ms` (none expected, usually). */
    async during(ms: number): Promise<StreamEvent[]> {
      await readUntil(() => false, ms, 'end').catch(() => {});
      const fresh = events.slice(taken);
      taken = events.length;
      return fresh;
    },
    /** Waits for a comment line with this text. */
    async comment(text: string, timeoutMs = 3000) {
      await readUntil(() => comments.includes(text), timeoutMs, `comment '${text}'`);
    },
    /** Waits for the server to end the stream. */
    async end(timeoutMs = 3000) {
      await readUntil(() => ended, timeoutMs, 'the end of the stream').catch((error: Error) => {
        if (!error.message.startsWith('the stream ended')) throw error;
      });
    },
    /** The client goes away. */
    close: () => reader?.cancel().catch(() => {}),
  };
}

export type EventStream = Awaited<ReturnType<typeof openEventStream>>;
