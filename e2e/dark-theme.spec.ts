import { expect, expectNoAxeViolations, signUp, test } from './fixtures';

// The dark theme (a device set to dark, with the default 'system' theme): every page keeps its
// text readable. The light theme's dark-on-pale colours are remapped in styles.css.
test.use({ colorScheme: 'dark' });

const publicPages = [
  { path: '/', ready: 'Featured events' },
  { path: '/events', ready: 'Upcoming events' },
  { path: '/sports/cricket', ready: null },
  { path: '/venues', ready: 'Venues' },
  { path: '/news', ready: 'News' },
  { path: '/live-scores', ready: null },
  { path: '/standings', ready: null },
] as const;

test.describe('dark theme', () => {
  for (const { path, ready } of publicPages) {
    test(`${path} has no accessibility violations in the dark theme`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(/dark/);
      if (ready) await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }

  test('an event page, the dashboard, bookings and the profile have no violations in the dark theme', async ({
    page,
  }) => {
    await page.goto('/events');
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Tickets' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);

    await signUp(page, 'Night Owl');
    for (const path of ['/dashboard', '/bookings', '/profile']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    }
  });
});
