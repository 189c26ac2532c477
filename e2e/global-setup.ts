// Runs after the web server answers /api/health: checks that it serves the built client, so a
// missing `npm run build` fails with one clear message instead of every test timing out.
import type { FullConfig } from '@playwright/test';

export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
  const response = await fetch(new URL('/', baseURL));
  const html = await response.text();
  if (!response.ok || !/<script type="module"/i.test(html)) {
    throw new Error(
      `${baseURL}/ does not serve the built client (status ${response.status}): run \`npm run build\` before \`playwright test\`.`,
    );
  }
}
