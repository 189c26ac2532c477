import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signUpThroughApi, test } from './fixtures';

// The dark theme (a device set to dark, with the default 'system' theme): every page keeps its
// text readable. The light theme's dark-on-pale colours are remapped in styles.css.
test.use({ colorScheme: 'dark' });

/** Each page with what shows once its data has loaded (inside main, so the header cannot match). */
const publicPages: Array<{ path: string; ready: (page: Page) => Locator }> = [
  {
    path: '/',
    ready: (page) => page.getByRole('list', { name: 'Featured events' }).getByRole('link').first(),
  },
  { path: '/events', ready: (page) => page.getByRole('main').getByRole('article').first() },
  { path: '/sports/cricket', ready: (page) => page.getByRole('main').getByRole('article').first() },
  { path: '/venues', ready: (page) => page.getByRole('main').getByRole('article').first() },
  {
    path: '/news',
    ready: (page) =>
      page
        .getByRole('main')
        .getByRole('button', { name: /^Read more/ })
        .first(),
  },
  { path: '/live-scores', ready: (page) => page.getByRole('main').getByRole('heading', { level: 1 }) },
  { path: '/standings', ready: (page) => page.getByRole('main').getByRole('heading', { level: 1 }) },
];

test.describe('dark theme', () => {
  for (const { path, ready } of publicPages) {
    test(`${path} has no accessibility violations in the dark theme`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expect(ready(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }

  test('an event page has no accessibility violations in the dark theme', async ({ page }) => {
    await page.goto('/events');
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('heading', { level: 2, name: 'Tickets' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });

  // A fan's pages, each its own test so the two workers share them (one test took 31-37 s).
  for (const path of ['/dashboard', '/bookings', '/profile']) {
    test(`${path} has no accessibility violations in the dark theme`, async ({ page }) => {
      await signUpThroughApi(page, 'Night Owl');
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }
});
