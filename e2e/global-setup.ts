// Runs after the web servers Playwright waits for answer /api/health: waits for the short-hold server
// too (playwright.config.ts starts it without waiting), then checks that the main server serves the
// built client, so a missing `npm run build` fails with one clear message instead of every test timing out.
import type { FullConfig } from '@playwright/test';

async function waitForHealth(origin: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(new URL('/api/health', origin))).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${origin}/api/health did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
  const shortHoldURL = process.env.E2E_SHORT_HOLD_URL;
  if (!shortHoldURL) throw new Error('playwright.config.ts must set E2E_SHORT_HOLD_URL');
  await waitForHealth(shortHoldURL, 60_000);
  const response = await fetch(new URL('/', baseURL));
  const html = await response.text();
  if (!response.ok || !/<script type="module"/i.test(html)) {
    throw new Error(
      `${baseURL}/ does not serve the built client (status ${response.status}): run \`npm run build\` before \`playwright test\`.`,
    );
  }
}
