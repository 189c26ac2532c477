// The Content-Security-Policy as Chromium enforces it (issue 10): the pages, the booking dialog and a
// toast raise no violation, the theme script in index.html still runs before the app, and an inline
// script the page did not ship is refused.
import type { Locator, Page } from '@playwright/test';
import { EVENT_SLOTS, expectedHttpErrors, openBookingDialog, upcomingEvent } from './booking-helpers';
import { expect, signUp, test } from './fixtures';

/** What the page records on window. */
type Watched = { policyViolations?: string[]; darkBeforeApp?: boolean; injectedRan?: boolean };

/**
 * Records every `securitypolicyviolation` of each document the page loads, and whether <html> is dark
 * once parsing ends: then only the inline theme script has run, the app's module scripts run after.
 */
async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    const watched = window as Watched;
    const violations: string[] = [];
    watched.policyViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(
        `${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        watched.darkBeforeApp = document.documentElement.classList.contains('dark');
      }
    });
  });
  // Chromium words it 'Refused to …' or '… violates the following Content Security Policy directive …'.
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/.test(message.text())) logged.push(message.text());
  });
  /** The violations of the current document, and every one the console showed so far. */
  return async () => [
    ...((await page.evaluate(() => (window as Watched).policyViolations)) ?? []),
    ...logged,
  ];
}

test.use({ allowedConsoleErrors: expectedHttpErrors });

test('pages, the booking dialog and a toast raise no policy violation; the theme script runs', async ({
  page,
  request,
}) => {
  const violations = await watchPolicy(page);
  await page.addInitScript(() => localStorage.setItem('theme', '"dark"'));
  const visit = async (path: string, ready: (page: Page) => Locator) => {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toMatch(
      /script-src 'self' 'wasm-unsafe-eval' 'sha256-[\w+/]+=*';/,
    );
    await expect(ready(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as Watched).darkBeforeApp)).toBe(true);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await violations()).toEqual([]);
  };

  const event = await upcomingEvent(request, EVENT_SLOTS.policy);
  await visit('/', (p) => p.getByRole('list', { name: 'Featured events' }).getByRole('link').first());
  await visit('/events', (p) => p.getByRole('main').getByRole('article').first());
  await visit(`/events/${event.id}`, (p) => p.getByRole('heading', { level: 2, name: 'Tickets' }));
  await visit('/auth', (p) => p.getByRole('form', { name: 'Sign in' }));

  // A Radix dialog writes a <style> element to lock the page's scroll.
  await openBookingDialog(page, event);
  expect(await violations()).toEqual([]);
  // Signing up shows a toast (sonner writes its stylesheet) and lands on the dashboard.
  await signUp(page, 'Policy Fan');
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test.describe('an injected inline script', () => {
  test.use({ allowedConsoleErrors: [/^Executing inline script violates .*Content Security Policy/] });

  test('is refused', async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true;';
      document.head.append(script);
    });
    expect(await page.evaluate(() => (window as Watched).injectedRan)).toBeUndefined();
    await expect
      .poll(violations)
      .toEqual([
        expect.stringMatching(/^script-src-elem refused inline /),
        expect.stringMatching(/^Executing inline script violates /),
      ]);
  });
});
