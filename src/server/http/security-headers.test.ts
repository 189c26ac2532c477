// The security headers every answer carries: the Content-Security-Policy, whose script-src names the
// hash of the theme script in the served index.html (so it runs, and no other inline script does),
// and the framing ban. The browser's side (no violation on real pages) is e2e/security-headers.spec.ts.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../project-path';
import { createTestApp, type TestApp } from '../test/test-database';
import { inlineScriptHashes } from './security-headers';

const policy = (themeScriptHash: string) =>
  [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${themeScriptHash}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let clientDir: string;
let t: TestApp;
let themeScriptHash: string;

beforeAll(async () => {
  // The project's index.html as the built client: the build keeps its inline script as written.
  clientDir = mkdtempSync(join(tmpdir(), 'khelpass-client-'));
  copyFileSync(projectPath('index.html'), join(clientDir, 'index.html'));
  t = await createTestApp({ clientDir });
  const page = await (await t.app.request('/')).text();
  const opening = '<script>';
  const start = page.indexOf(opening) + opening.length;
  themeScriptHash = sha256(page.slice(start, page.indexOf('</script>', start)));
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('Content-Security-Policy', () => {
  it("allows the page's own scripts and its theme script by hash, and forbids framing", async () => {
    const response = await t.app.request('/events');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('document.documentElement.classList.add');
    expect(response.headers.get('content-security-policy')).toBe(policy(themeScriptHash));
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('is sent with the API answers too', async () => {
    for (const path of ['/api/health', '/api/no-such-route']) {
      const response = await t.app.request(path);
      expect(response.headers.get('content-security-policy')).toBe(policy(themeScriptHash));
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('hashes inline scripts as the browser parses them, and never a script loaded by src', () => {
    const page =
      '<head><script>\r\n  run();\r\n</script><script type="module" src="/assets/app.js"></script>' +
      '<script data-src="x">b()</script></head>';
    expect(inlineScriptHashes(page)).toEqual([sha256('\n  run();\n'), sha256('b()')]);
  });
});
