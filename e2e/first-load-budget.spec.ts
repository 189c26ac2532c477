// The first-load budget (decision 006), judged where it matters: every same-origin script Chromium
// fetches to show '/' with its content, compressed with gzip -9, against
// scripts/first-load-budget.mjs. On a desktop and on a phone (the header differs).
import { gzipSync } from 'node:zlib';
import { FIRST_LOAD_BUDGET_BYTES } from '../scripts/first-load-budget.mjs';
import { expect, test } from './fixtures';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("the scripts '/' loads fit the first-load budget", async ({ page, baseURL }) => {
      const origin = new URL(baseURL ?? '').origin;
      const scripts = new Map<string, number>();
      const reads: Promise<void>[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (response.request().resourceType() !== 'script' || url.origin !== origin) return;
        reads.push(
          response.body().then((body) => {
            scripts.set(url.pathname, gzipSync(body, { level: 9 }).length);
          }),
        );
      });
      await page.goto('/');
      // The landing page with its content, and nothing left in flight.
      await expect(page.getByRole('heading', { level: 2, name: 'Featured events' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await Promise.all(reads);

      const total = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
      const report = [...scripts].map(([path, bytes]) => `${path}: ${bytes} B`).join('\n');
      expect(scripts.size, report).toBeGreaterThan(0);
      expect(total, `gzip -9 bytes of the scripts '/' loaded:\n${report}`).toBeLessThanOrEqual(
        FIRST_LOAD_BUDGET_BYTES,
      );
    });
  });
}
