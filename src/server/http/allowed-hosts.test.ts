// The Host check against DNS rebinding: a request naming a host the site does not answer for is
// refused with 421 before anything runs, and the default hosts follow from the listen address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../shared/schemas/common';
import { createTestApp, type TestApp } from '../test/test-database';
import { listenAddressHosts, type Machine, originHosts } from './allowed-hosts';

const machine: Machine = {
  hostname: 'Stadium-Box',
  addresses: ['127.0.0.1', '192.168.1.20', '::1', 'fe80::a00:27ff:fe4e:66a1'],
};

describe('the default allowed hosts', () => {
  it('for a loopback address are the loopback names at its port', () => {
    const loopback = ['localhost:3000', '127.0.0.1:3000', '[::1]:3000'];
    expect(listenAddressHosts('127.0.0.1', 3000, machine)).toEqual(loopback);
    expect(listenAddressHosts('::1', 3000, machine)).toEqual(loopback);
    expect(listenAddressHosts('LocalHost', 3000, machine)).toEqual(loopback);
  });

  it("for a wildcard address add this machine's addresses and name", () => {
    const everyInterface = [
      'localhost:8080',
      '127.0.0.1:8080',
      '[::1]:8080',
      '192.168.1.20:8080',
      '[fe80::a00:27ff:fe4e:66a1]:8080',
      'stadium-box:8080',
    ];
    expect(listenAddressHosts('0.0.0.0', 8080, machine)).toEqual(everyInterface);
    expect(listenAddressHosts('::', 8080, machine)).toEqual(everyInterface);
  });

  it('for any other address are that address alone, as a browser names it', () => {
    expect(listenAddressHosts('192.168.1.20', 3000, machine)).toEqual(['192.168.1.20:3000']);
    expect(listenAddressHosts('fd00::5', 3000, machine)).toEqual(['[fd00::5]:3000']);
    expect(listenAddressHosts('Tickets.Local', 80, machine)).toEqual(['tickets.local']);
  });

  it("are PUBLIC_ORIGIN's hosts when it is set, a scheme's default port left out", () => {
    expect(
      originHosts(['https://tickets.example.in', 'https://www.tickets.example.in', 'http://10.0.0.7:8080']),
    ).toEqual(['tickets.example.in', 'www.tickets.example.in', '10.0.0.7:8080']);
  });
});

describe('the Host check', () => {
  let t: TestApp;
  let proxied: TestApp;
  const allowedHosts = new Set(['localhost', 'tickets.example.in']);
  beforeAll(async () => {
    t = await createTestApp({ allowedHosts });
    proxied = await createTestApp({ database: t.database, allowedHosts, auth: { trustProxy: true } });
  });
  afterAll(() => t.close());

  it('answers 421 with the JSON error to an API request naming another host, before anything runs', async () => {
    const misdirected: RequestInit[] = [
      { headers: { host: 'evil.example:3000' } },
      // A state-changing request is refused before its Origin or body is looked at.
      {
        method: 'POST',
        headers: { host: 'evil.example:3000', origin: 'http://evil.example:3000' },
        body: '{',
      },
    ];
    for (const init of misdirected) {
      const response = await t.app.request('/api/events', init);
      expect(response.status).toBe(421);
      expect(apiErrorSchema.parse(await response.json())).toEqual({
        error: { code: 'misdirected_request', message: 'This server does not answer for that host name' },
      });
    }
  });

  it('answers 421 in plain text to a page request naming another host', async () => {
    const response = await t.app.request('/events', { headers: { host: 'localhost.evil.example' } });
    expect(response.status).toBe(421);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('This server does not answer for that host name');
  });

  it('serves the allowed hosts, in any letter case', async () => {
    for (const host of ['localhost', 'tickets.example.in', 'Tickets.Example.IN']) {
      const response = await t.app.request('/api/health', { headers: { host } });
      expect(response.status).toBe(200);
    }
    // Without a Host header (app.request), the URL's host counts.
    expect((await t.app.request('/api/health')).status).toBe(200);
    expect((await t.app.request('http://evil.example/api/health')).status).toBe(421);
  });

  it('judges X-Forwarded-Host instead of Host only behind a trusted proxy', async () => {
    const forwarded = (host: string) => ({ headers: { host: 'localhost', 'x-forwarded-host': host } });
    expect((await t.app.request('/api/health', forwarded('evil.example'))).status).toBe(200);
    expect((await proxied.app.request('/api/health', forwarded('evil.example'))).status).toBe(421);
    expect((await proxied.app.request('/api/health', forwarded('tickets.example.in'))).status).toBe(200);
  });
});
