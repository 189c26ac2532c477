// The dashboard's layout on a phone and on a desktop: nothing a fan needs is cut off.
import type { Locator } from '@playwright/test';
import type { UserStats } from '../src/shared/schemas/account';
import { expect, signUp, test } from './fixtures';

/** How far the element's content reaches beyond its box, in pixels (0 when it all shows). */
const clipped = (element: Locator) => element.evaluate((node) => node.scrollWidth - node.clientWidth);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the tab row shows every tab whole', async ({ page }) => {
    await signUp(page);
    const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
    await expect(tabs.getByRole('tab')).toHaveCount(4);
    expect(await clipped(tabs)).toBeLessThanOrEqual(0);
    const row = await tabs.boundingBox();
    for (const tab of await tabs.getByRole('tab').all()) {
      const box = await tab.boundingBox();
      expect(box && row && box.x >= row.x && box.x + box.width <= row.x + row.width).toBe(true);
      expect(await clipped(tab)).toBeLessThanOrEqual(0);
    }
    await tabs.getByRole('tab', { name: 'Preferences' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Preferences' })).toBeVisible();
  });
});

test('on a desktop a long favourite venue shows in full', async ({ page }) => {
  const venue = 'Salt Lake Stadium (Vivekananda Yuba Bharati Krirangan)';
  await page.route('**/api/me/stats', async (route) => {
    const stats = (await (await route.fetch()).json()) as UserStats;
    await route.fulfill({ json: { ...stats, favoriteVenue: venue } });
  });
  await signUp(page);
  const value = page.getByText(venue);
  await expect(value).toBeVisible();
  expect(await clipped(value)).toBeLessThanOrEqual(0);
  await expect(value).toHaveCSS('text-overflow', 'clip');
});
