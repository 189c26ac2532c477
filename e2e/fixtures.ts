// Shared Playwright fixtures. Import `test` and `expect` from here, not from @playwright/test:
// - `page` fails the test on any console error or uncaught page error. A test that expects one
//   declares it: test.use({ allowedConsoleErrors: [/exact text/] }). The list is empty by default.
// - expectNoAxeViolations(page) runs axe on the current page and fails listing every violation.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

export interface KhelPassFixtures {
  /** Console errors a test expects; matched against the message text. */
  allowedConsoleErrors: Array<string | RegExp>;
}

function isAllowed(text: string, allowed: Array<string | RegExp>) {
  return allowed.some((pattern) =>
    typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text),
  );
}

export const test = base.extend<KhelPassFixtures>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (isAllowed(text, allowedConsoleErrors)) return;
      const { url, lineNumber } = message.location();
      problems.push(`console.error: ${text}${url ? `  (${url}:${lineNumber})` : ''}`);
    });
    page.on('pageerror', (error) => {
      const text = error.stack ?? `${error.name}: ${error.message}`;
      if (!isAllowed(text, allowedConsoleErrors)) problems.push(`uncaught page error: ${text}`);
    });
    await use(page);
    expect(problems, `unexpected errors in the browser:\n${problems.join('\n')}`).toEqual([]);
  },
});

export interface AxeOptions {
  /** CSS selector to check instead of the whole page (e.g. '[role="dialog"]'). */
  include?: string;
  /** CSS selectors to leave out. */
  exclude?: string[];
  /** Rule ids to switch off; say why next to the call. */
  disableRules?: string[];
  /** Only rules with these tags (default: every rule axe runs by default, best practices included). */
  tags?: string[];
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

function formatViolations(violations: AxeResults['violations']): string {
  const lines = [`${violations.length} accessibility violation(s):`];
  for (const violation of violations) {
    lines.push(
      '',
      `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}`,
      `  ${violation.helpUrl}`,
    );
    for (const node of violation.nodes.slice(0, 10)) {
      lines.push(`  - ${node.target.join(' ')}`);
      if (node.failureSummary) {
        for (const summaryLine of node.failureSummary.split('\n')) lines.push(`      ${summaryLine.trim()}`);
      }
    }
    if (violation.nodes.length > 10) lines.push(`  … and ${violation.nodes.length - 10} more elements`);
  }
  return lines.join('\n');
}

/**
 * Runs axe on the page once its finite transitions and animations have ended (a colour measured
 * mid-transition is neither the before nor the after), and fails with a readable list of violations.
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page });
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  if (options.tags?.length) builder = builder.withTags(options.tags);
  const results = await builder.analyze();
  if (results.violations.length > 0) {
    await test.info().attach('axe-violations.json', {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  expect(results.violations.length, formatViolations(results.violations)).toBe(0);
}

/**
 * Screenshots of the page at a phone's 390x844 and a laptop's 1280x800 into the test's output
 * folder, after checking that nothing scrolls sideways at either size.
 */
export async function screenshotsAtBothSizes(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}x${height}.png`), ...options });
  }
}

export const uniqueEmail = () =>
  `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.in`;

/** Signs up a fresh fan through the sign-up form; lands on /dashboard. */
export async function signUp(page: Page, name = 'Test Fan') {
  const email = uniqueEmail();
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/Password/).fill('secret123');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { name, email };
}

/**
 * Signs up a fresh fan through the API, for tests of what comes after (the form has tests of its
 * own): the page's browser context holds the session; the page stays where it is.
 */
export async function signUpThroughApi(page: Page, name = 'Test Fan') {
  const email = uniqueEmail();
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const response = await page.request.post('/api/auth/sign-up', {
    data: { name, email, password: 'secret123' },
    // The API takes state-changing requests from its own pages only.
    headers: { Origin: origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { name, email };
}

/** organizer@khelpass.in, the promoter running the catalogue's kabaddi, tennis, hockey and badminton. */
export const PROMOTER = { email: 'organizer@khelpass.in', password: 'Organizer@123' };

/** cricket@khelpass.in, the cricket board running the catalogue's cricket. */
export const CRICKET_BOARD = { email: 'cricket@khelpass.in', password: 'Cricket@123' };

/** Signs in as the promoter through the sign-in form (after signing out whoever was in); lands on /organizer. */
export const signInAsPromoter = (page: Page) => signInAsOrganizer(page, PROMOTER);

/** Signs in as an organiser through the sign-in form (after signing out whoever was in); lands on /organizer. */
export async function signInAsOrganizer(page: Page, account: { email: string; password: string }) {
  // Off the app first, so no request of the page before goes out after its session is gone (a 401).
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/organizer$/);
}
