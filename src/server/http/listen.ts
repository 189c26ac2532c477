import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';

export interface RequestTimeouts {
  headersMs: number;
  requestMs: number;
  checkEveryMs: number;
}

/**
 * How long a client may take to send a request. Node's defaults (headers 60 s, the whole request
 * 300 s, checked every 30 s) let a client that sends half a request hold a socket for minutes, so a
 * few hundred slow clients could starve the server; the API's bodies are at most 64 KiB.
 */
export const REQUEST_TIMEOUTS: RequestTimeouts = {
  /** Until the last header line has arrived. */
  headersMs: 5_000,
  /** Until the whole request, body included, has arrived. */
  requestMs: 10_000,
  /** How often Node looks for connections past either limit. */
  checkEveryMs: 1_000,
};

/**
 * Serves `fetch` over HTTP on hostname:port; resolves once listening, with the port bound (the one
 * the system chose for port 0). A request that misses the timeouts (REQUEST_TIMEOUTS unless a test
 * gives shorter ones) is answered 408 and closed.
 */
export function listen({
  timeouts = REQUEST_TIMEOUTS,
  ...options
}: {
  fetch: Parameters<typeof serve>[0]['fetch'];
  hostname: string;
  port: number;
  timeouts?: RequestTimeouts;
}): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolve, reject) => {
    const server = serve({
      ...options,
      serverOptions: {
        headersTimeout: timeouts.headersMs,
        requestTimeout: timeouts.requestMs,
        connectionsCheckingInterval: timeouts.checkEveryMs,
      },
    });
    server.once('error', reject);
    server.once('listening', () => resolve({ server, port: (server.address() as AddressInfo).port }));
  });
}
