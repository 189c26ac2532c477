// The header's weather (issue 12 point 4, product-spec.md section 2 'Weather widget'): the browser
// asks our server, which asks the fake weather service playwright.config.ts starts (its answers
// are scripts/fake-weather-service.mjs's table, steered per place through its /control). Loaded,
// refreshed on a city change and every 30 minutes, loading then failing on a timeout, failing on a
// service error, and not configured on a server started here without a key.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { FakeWeatherMode } from '../scripts/fake-weather-service.mjs';
import { freePort } from '../scripts/pg-throwaway.mjs';
import { expect, expectNoAxeViolations, test } from './fixtures';

const failedRequests = [/Failed to load resource: the server responded with a status of 50[23]/];

function fakeWeatherUrl() {
  const url = process.env.E2E_FAKE_WEATHER_URL;
  if (!url) throw new Error('E2E_FAKE_WEATHER_URL is not set (playwright.config.ts)');
  return url;
}

/** How the fake weather service answers for one place from now on. */
async function steerFake(request: APIRequestContext, place: string, mode: FakeWeatherMode) {
  const response = await request.post(`${fakeWeatherUrl()}/control`, { data: { place, mode } });
  expect(response.ok(), await response.text()).toBe(true);
}

const weatherButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Weather/ });

async function expectPopoverInView(page: Page) {
  const box = await page.getByRole('dialog').boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (!box || !viewport) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

test.describe('weather loaded', () => {
  test('the button names the weather, its popover shows every field, and a city change asks again', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const button = weatherButton(page);
    // New Delhi in the fake: 24.1 °C, Mist, 48 % humidity, 7.6 km/h wind.
    await expect(button).toHaveAccessibleName('Weather in Delhi: 24 °C, Mist');
    const delhiCalls = await (await request.get(`${fakeWeatherUrl()}/control/calls?place=Delhi`)).json();
    expect(delhiCalls.calls).toBeGreaterThanOrEqual(1);

    await button.click();
    const popover = page.getByRole('dialog', { name: 'New Delhi' });
    await expect(popover).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(popover).toContainText('Delhi');
    await expect(popover).toContainText('24 °C');
    await expect(popover).toContainText('Mist');
    await expect(popover.getByRole('definition')).toHaveText(['48%', '8 km/h']);
    await expect(popover.getByRole('term')).toHaveText(['Humidity', 'Wind']);
    await expect(popover).toBeFocused();
    await expectPopoverInView(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('weather-open-1280x800.png') });

    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(button).toBeFocused();

    const asked = page.waitForResponse((r) => r.url().endsWith('/api/weather?city=mumbai'));
    await page.getByRole('banner').getByLabel('City').selectOption('mumbai');
    expect((await asked).status()).toBe(200);
    await expect(button).toHaveAccessibleName('Weather in Mumbai: 31 °C, Partly cloudy');
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Mumbai' })).toContainText('Maharashtra');
    // A click elsewhere closes it.
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the weather is asked again every 30 minutes', async ({ page }) => {
    await page.clock.install();
    let asked = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/weather?city=delhi')) asked += 1;
    });
    await page.goto('/');
    await expect(weatherButton(page)).toHaveAccessibleName(/^Weather in Delhi: \d+ °C/);
    expect(asked).toBe(1);
    await page.clock.runFor('29:00');
    expect(asked).toBe(1);
    await page.clock.runFor('01:00');
    await expect.poll(() => asked).toBe(2);
    await expect(weatherButton(page)).toHaveAccessibleName(/^Weather in Delhi: \d+ °C/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the popover fits the screen and has no accessibility violations', async ({ page }) => {
      await page.goto('/');
      const button = weatherButton(page);
      await expect(button).toHaveAccessibleName('Weather in Delhi: 24 °C, Mist');
      await button.click();
      await expect(page.getByRole('dialog', { name: 'New Delhi' })).toBeVisible();
      await expectPopoverInView(page);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(sideways).toBe(false);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath('weather-open-390x844.png') });
    });
  });
});

test.describe('weather that cannot be had', () => {
  test.use({ allowedConsoleErrors: failedRequests });

  test('pulses while the service keeps it waiting, then shows a muted icon after the 3 s timeout', async ({
    page,
    request,
  }) => {
    await steerFake(request, 'Lucknow', 'hang');
    try {
      await page.goto('/');
      await expect(weatherButton(page)).toHaveAccessibleName(/^Weather in Delhi: \d+ °C/);
      await page.getByRole('banner').getByLabel('City').selectOption('lucknow');
      const button = weatherButton(page);
      await expect(button).toHaveAccessibleName('Weather in Lucknow: loading');
      await expect(button.locator('svg')).toHaveClass(/animate-pulse/);
      // 3 s, a retry a second later, 3 s more.
      await expect(button).toHaveAccessibleName('Weather unavailable', { timeout: 15_000 });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
    } finally {
      await steerFake(request, 'Lucknow', 'ok');
    }
  });

  test('a failing weather service leaves a muted icon that opens nothing', async ({ page, request }) => {
    await steerFake(request, 'Hyderabad', 'server-error');
    try {
      await page.goto('/');
      await page.getByRole('banner').getByLabel('City').selectOption('hyderabad');
      const button = weatherButton(page);
      await expect(button).toHaveAccessibleName('Weather unavailable', { timeout: 10_000 });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).not.toHaveAttribute('aria-expanded', /.*/);
      // Playwright waits for an aria-disabled button to be enabled; a fan can press it anyway.
      await button.click({ force: true });
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const response = await request.get('/api/weather?city=hyderabad');
      expect(response.status()).toBe(502);
      expect(await response.json()).toEqual({
        error: { code: 'weather_unavailable', message: 'Failed to fetch weather data' },
      });
      await expectNoAxeViolations(page);
      await page
        .getByRole('banner')
        .screenshot({ path: test.info().outputPath('weather-failed-1280x800.png') });
    } finally {
      await steerFake(request, 'Hyderabad', 'ok');
    }
  });
});

test.describe('weather not configured', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ allowedConsoleErrors: failedRequests, viewport: { width: 390, height: 844 } });

  let server: ChildProcess | undefined;
  let dataDir = '';
  let origin = '';

  // A server of its own without WEATHER_API_KEY (fast to seed: a small catalogue, no demo accounts).
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // A port the system has free now, so that the health check below can only reach this server.
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'khelpass-e2e-no-weather-'));
    origin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['dist/server/main.js'], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'production',
        SEED_EVENTS: '12',
        SEED_DEMO_ACCOUNTS: 'false',
        WEATHER_API_KEY: '',
      },
    });
    const started = server;
    let errors = '';
    started.stderr?.on('data', (chunk) => {
      errors += chunk;
    });
    await expect
      .poll(
        () => {
          if (started.exitCode !== null) throw new Error(`the server on ${origin} exited: ${errors}`);
          return fetch(`${origin}/api/health`).then(
            (r) => r.ok,
            () => false,
          );
        },
        { timeout: 110_000 },
      )
      .toBe(true);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolveExit) => server?.once('exit', resolveExit));
      server.kill();
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the header shows the muted icon; the API says why', async ({ page, request }) => {
    const response = await request.get(`${origin}/api/weather?city=delhi`);
    expect(response.status()).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: 'weather_not_configured', message: 'Weather is not configured' },
    });

    await page.goto(`${origin}/`);
    const button = weatherButton(page);
    await expect(button).toHaveAccessibleName('Weather unavailable');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await button.click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('weather-not-configured-390x844.png') });
  });
});
