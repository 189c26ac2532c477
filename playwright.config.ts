// Browser tests: the Playwright test runner driving the system Chromium against the built app.
//   npm run build && npx playwright test        (npm test does both, in order)
// The server is `node dist/server/main.js` on 127.0.0.1:E2E_PORT (default 3101) with a fresh PGlite
// folder per run, seeded on start; its weather comes from a local fake of the weather service on
// E2E_PORT + 2 (scripts/fake-weather-service.mjs), so every page's header shows real-shaped weather.
// Never run `npx playwright install`: the system Chromium is used.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices, type ReporterDescription } from '@playwright/test';
import { CHROMIUM_ARGS, ensureSystemDeps } from './scripts/system-deps.mjs';

const port = Number(process.env.E2E_PORT ?? 3101);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = join(tmpdir(), `khelpass-e2e-${port}`);
/** A second server whose booking sessions last 20 s, for the session-expiry test (e2e/fixtures.ts). */
const shortHoldPort = port + 1;
const shortHoldDataDir = join(tmpdir(), `khelpass-e2e-${shortHoldPort}`);
const isWorker = process.env.TEST_WORKER_INDEX !== undefined;
/** The fake weather service both servers ask (e2e/weather.spec.ts steers it through its /control). */
const fakeWeatherPort = port + 2;
const fakeWeather = {
  WEATHER_API_URL: `http://127.0.0.1:${fakeWeatherPort}/v1`,
  WEATHER_API_KEY: 'e2e-weather-key',
};

// Found once by the runner (installed there when allowed); workers inherit the variables. Most tests
// run in Chromium's headless shell, the ones of Web Push in the full Chromium (scripts/system-deps.mjs).
if (!process.env.CHROMIUM_PATH || !process.env.CHROMIUM_HEADLESS_SHELL_PATH) {
  const found = ensureSystemDeps({ need: ['chromium'], quiet: true });
  process.env.CHROMIUM_PATH ||= found.chromiumPath;
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ||= found.headlessShellPath ?? process.env.CHROMIUM_PATH;
}
/** Specs that need Web Push and the notification permission, which the headless shell lacks. */
const needsFullChromium = ['push.spec.ts', 'notifications.spec.ts'];
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

// A fresh database per run: the runner deletes last run's folder before the web server starts.
if (!isWorker) {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(shortHoldDataDir, { recursive: true, force: true });
}
process.env.E2E_SHORT_HOLD_URL = `http://127.0.0.1:${shortHoldPort}`;
process.env.E2E_FAKE_WEATHER_URL = `http://127.0.0.1:${fakeWeatherPort}`;
/**
 * Seconds between the notification jobs' passes (decision 010) on the main server: the shortest, so a
 * reminder or price alert reaches the browser within a second of its moment and the waits of
 * e2e/notification-sources.spec.ts for a few passes stay short (a pass costs the server about 2 % of a core).
 */
const notifySeconds = 1;
process.env.E2E_NOTIFY_SECONDS = String(notifySeconds);

const reporter: ReporterDescription[] = [
  ['list'],
  ['html', { open: 'never', outputFolder: 'playwright-report' }],
];
// scripts/test.mjs reads the counts from here.
if (process.env.PLAYWRIGHT_JSON_OUTPUT_NAME) {
  reporter.push(['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME }]);
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A flaky test is a failing test: no retries, in CI either.
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter,
  use: {
    baseURL,
    // The site's service worker answers some requests itself (offline tickets), which page.route
    // would not see: specs that test the worker (push, offline tickets) allow it.
    serviceWorkers: 'block',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // A failed test keeps its trace: every action's DOM, the network and the console. Not the
    // trace's film strip of the screen, which cost a fifth of the suite's CPU (measured on 77 tests:
    // 269 → 211 CPU-s, 142 → 119 s); the failure's screenshot is still taken.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: needsFullChromium,
      use: {
        ...desktop,
        launchOptions: { executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
      },
    },
    {
      name: 'desktop-push',
      testMatch: needsFullChromium,
      use: { ...desktop, launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    },
  ],
  webServer: [
    // Playwright starts its web servers one after another, each once the one before answers. This one
    // names no url, so it is only started, and starts alongside the next; e2e/global-setup.ts waits
    // for it. (A server left over on its port would be on the main port too, which is checked.)
    {
      command: 'node dist/server/main.js',
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(shortHoldPort),
        HOST: '127.0.0.1',
        DATA_DIR: shortHoldDataDir,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'production',
        SESSIONS_PER_ADDRESS: '0',
        SIGN_UPS_PER_ADDRESS: '0',
        HOLD_SECONDS: '20',
        ...fakeWeather,
      },
    },
    {
      command: 'node scripts/fake-weather-service.mjs',
      url: `http://127.0.0.1:${fakeWeatherPort}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: String(fakeWeatherPort), WEATHER_KEY: fakeWeather.WEATHER_API_KEY },
    },
    {
      command: 'node dist/server/main.js',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'production',
        // Every test's browser is a different fan on this one machine: no caps per address.
        SESSIONS_PER_ADDRESS: '0',
        SIGN_UPS_PER_ADDRESS: '0',
        // e2e/push.spec.ts runs its own push service on 127.0.0.1.
        PUSH_LOOPBACK_ENDPOINTS: 'true',
        NOTIFY_SECONDS: String(notifySeconds),
        ...fakeWeather,
      },
    },
  ],
});
