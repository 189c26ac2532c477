import { expect, test } from './fixtures';

test('the API answers its health check', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
});

test('the home page is KhelPass', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/KhelPass/);
});
