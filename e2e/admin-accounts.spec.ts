// The admin console's Accounts section (issue 14): an admin finds a fresh account, makes it an
// organiser or suspends it, and the account's own browser (a context of its own) sees the change
// on its next request. Screenshots at 1280x800 and 390x844 go to the test's output folder.
import type { Browser, Page } from '@playwright/test';
import { SUPPORT } from '../src/shared/constants';
import { expect, expectNoAxeViolations, signUp, test } from './fixtures';

const ADMIN = { email: 'admin@khelpass.in', password: 'Admin@123' };

// Two browsers each, three or four password hashes (sign-up, sign-ins) and several axe scans: a
// run took 21–27 s of the default 30 s alone, and timed out once on the shared machine.
test.beforeEach(() => test.slow());

// Toasts are left out of page scans: sonner fades them in, and axe measures the half-faded colours.
const axe = (page: Page, include?: string) =>
  expectNoAxeViolations(page, { include, exclude: ['[data-sonner-toaster]'] });

/**
 * The site's promotional banners (their own spec tests them) are kept off the admin's pages, so the
 * screenshots show the console itself.
 */
async function withoutBanners(page: Page) {
  await page.route('**/api/banners?*', (route) => route.fulfill({ json: { items: [] } }));
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** A new account signed up in a browser of its own (its own cookies), on its dashboard. */
async function freshAccountBrowser(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await signUp(page, name);
  return { context, page, account };
}

/** The admin searches the Accounts section for the e-mail and opens the one account found. */
async function openAccount(page: Page, email: string, name: string) {
  await page
    .getByRole('navigation', { name: 'Admin console' })
    .getByRole('link', { name: 'Accounts' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await page.getByLabel('Search accounts').fill(email);
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
    'Showing 1–1 of 1 accounts',
  );
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('an admin makes a new account an organiser; its next page is the organiser console', async ({
  page,
  browser,
}) => {
  const name = `Worli Club ${Date.now().toString(36)}`;
  const club = await freshAccountBrowser(browser, name);

  await withoutBanners(page);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await openAccount(page, club.account.email, name);
  await expect(page.getByRole('region', { name: 'Live sessions' }).getByRole('listitem')).toHaveCount(1);
  await axe(page);
  await page.screenshot({ path: test.info().outputPath('admin-account-1280x800.png'), fullPage: true });

  await page.getByLabel('Role', { exact: true }).selectOption('organizer');
  await page.getByRole('button', { name: 'Change role' }).click();
  const dialog = page.getByRole('dialog', { name: `Make ${name} an organizer?` });
  await expect(dialog).toContainText('They get the organizer console');
  await axe(page, '[role="dialog"]');
  await page.screenshot({ path: test.info().outputPath('admin-account-role-dialog-1280x800.png') });
  await dialog.getByRole('button', { name: 'Make organizer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Role changed')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name }).locator('..')).toContainText('Organizer');

  // The club's very next page: the organiser console, without signing in again.
  await club.page.goto('/organizer');
  await expect(club.page.getByRole('heading', { name: 'My events' })).toBeVisible();
  // And signing in afresh lands it there.
  await club.context.clearCookies();
  await signIn(club.page, club.account.email, 'secret123');
  await expect(club.page).toHaveURL(/\/organizer$/);
  await club.context.close();
});

test('an admin suspends an account: its browser is signed out at its next request and cannot sign in', async ({
  page,
  browser,
}) => {
  const name = `Chargeback Fan ${Date.now().toString(36)}`;
  const fan = await freshAccountBrowser(browser, name);

  await withoutBanners(page);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await openAccount(page, fan.account.email, name);
  await page.getByRole('button', { name: 'Suspend account' }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${name}?` });
  await expect(dialog).toContainText('Their live session ends now.');
  // A reason is required, and the dialog says so at the field.
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  const reason = dialog.getByLabel(/Reason/);
  await expect(reason).toHaveAccessibleDescription('Say why the account is suspended');
  await expect(reason).toBeFocused();
  await reason.fill('Chargebacks on three bookings');
  await axe(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Account suspended')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('Chargebacks on three bookings');
  await expect(page.getByRole('region', { name: 'Live sessions' })).toContainText('Not signed in anywhere.');
  await expect(page.getByRole('button', { name: 'Restore account' })).toBeVisible();
  await axe(page);

  // The fan's next request finds no session: the page asks it to sign in.
  await fan.page.goto('/dashboard');
  await expect(fan.page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await signIn(fan.page, fan.account.email, 'secret123');
  const form = fan.page.getByRole('form', { name: 'Sign in' });
  await expect(form.getByText(`This account is suspended. Contact ${SUPPORT.email}`)).toBeVisible();
  await expect(fan.page).toHaveURL(/\/login/);
  await expectNoAxeViolations(fan.page, { exclude: ['[data-sonner-toaster]'] });
  await fan.page.screenshot({ path: test.info().outputPath('suspended-sign-in-1280x800.png') });
  await fan.context.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('accounts are cards, an account page fits, and nothing scrolls sideways', async ({
    page,
    browser,
  }) => {
    const name = `Phone Fan ${Date.now().toString(36)}`;
    const fan = await freshAccountBrowser(browser, name);
    await fan.context.close();
    await withoutBanners(page);
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/accounts');
    await expect(page.getByRole('table', { name: 'Accounts' })).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toBeVisible();
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await sideways()).toBeLessThanOrEqual(0);
    await axe(page);
    await page.screenshot({ path: test.info().outputPath('admin-accounts-390x844.png'), fullPage: true });

    await page.getByLabel('Search accounts').fill(fan.account.email);
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
      'Showing 1–1 of 1 accounts',
    );
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);
    await axe(page);
    await page.screenshot({ path: test.info().outputPath('admin-account-390x844.png'), fullPage: true });
    await page.getByRole('button', { name: 'End all sessions' }).click();
    const dialog = page.getByRole('dialog', { name: `End all sessions of ${name}?` });
    await page.screenshot({ path: test.info().outputPath('admin-account-dialog-390x844.png') });
    await dialog.getByRole('button', { name: 'End all sessions' }).click();
    await expect(page.getByText('Sessions ended')).toBeVisible();
  });
});
