import { hostname, networkInterfaces } from 'node:os';
import type { Context, MiddlewareHandler } from 'hono';
import { HttpError } from './errors';

/** The host the request was addressed to: the Host header (or X-Forwarded-Host behind a trusted proxy). */
export function requestHost(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  const host = forwarded || c.req.header('host') || new URL(c.req.url).host;
  return host.toLowerCase();
}

const LOOPBACK_ADDRESSES = ['localhost', '127.0.0.1', '::1'];
const WILDCARD_ADDRESSES = ['0.0.0.0', '::'];

export const isWildcardAddress = (address: string) => WILDCARD_ADDRESSES.includes(address);

/** What the default allowed hosts of a wildcard address need to know about this machine. */
export interface Machine {
  hostname: string;
  addresses: string[];
}

export function thisMachine(): Machine {
  const interfaces = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
  return { hostname: hostname(), addresses: interfaces.map((entry) => entry.address) };
}

/** The Host header naming `address` at `port`, as a browser sends it (IPv6 in brackets, port 80 left out). */
const hostHeader = (address: string, port: number) =>
  new URL(`http://${address.includes(':') ? `[${address}]` : address}:${port}`).host;

/**
 * The hosts a server listening on `address`:`port` answers for when PUBLIC_ORIGIN is not set: that
 * address; every loopback name for a loopback address; for a wildcard address (every interface) the
 * loopback names, each interface's address and the machine's name.
 */
export function listenAddressHosts(address: string, port: number, machine: Machine): string[] {
  const lowered = address.toLowerCase();
  const names = LOOPBACK_ADDRESSES.includes(lowered)
    ? LOOPBACK_ADDRESSES
    : isWildcardAddress(lowered)
      ? [...LOOPBACK_ADDRESSES, ...machine.addresses, machine.hostname]
      : [lowered];
  return [...new Set(names.map((name) => hostHeader(name, port)))];
}

/** The hosts PUBLIC_ORIGIN's origins name (a default port is left out, as browsers do). */
export const originHosts = (origins: readonly string[]) => origins.map((origin) => new URL(origin).host);

const MISDIRECTED = 'This server does not answer for that host name';

/**
 * Refuses a request addressed to a host name that is not this site's (421 Misdirected Request: this
 * server is not the authority for it). A page on an attacker's name that re-resolves to this machine
 * (DNS rebinding) is same-origin with itself, not with us, and would otherwise read and act as any
 * local client. Mounted first, so such a request reaches nothing else.
 */
export function allowedHostGuard(options: {
  allowedHosts: ReadonlySet<string>;
  trustProxy: boolean;
}): MiddlewareHandler {
  return async (c, next) => {
    if (options.allowedHosts.has(requestHost(c, options.trustProxy))) return next();
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
      throw new HttpError(421, 'misdirected_request', MISDIRECTED);
    }
    return c.text(MISDIRECTED, 421);
  };
}
