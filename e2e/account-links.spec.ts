// Accounts and guests (issue 13), as people use them: a forgotten password reset through the mailed
// link; a guest who finds their booking and its QR codes from another browser through a mailed
// link; an address confirmed from the welcome mail; the security card of /settings. Mails are read
// from the server's outbox folder (.eml files, no SMTP_URL). Each new page is checked with axe and
// photographed at 1280×800 and 390×844 into /work/notes/shots/accounts/.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { bookThroughApi, EVENT_SLOTS, upcomingEvent } from './booking-helpers';
import { expect, expectNoAxeViolations, signUp, test, uniqueEmail } from './fixtures';
import { linkIn, mailTo } from './mail-helpers';

const SHOTS = '/work/notes/shots/accounts';
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

// The browser logs refusals the tests cause: a wrong current password (400), a used link (410), and
// the session check of a guest (401).
test.use({
  allowedConsoleErrors: [/Failed to load resource: the server responded with a status of (400|401|410)/],
});

// Each test scans and photographs several pages at two sizes: three times the usual time.
test.beforeEach(() => test.slow());

// Toasts are left out of page scans: sonner fades them in, and axe measures the half-faded colours.
const axe = (page: Page) => expectNoAxeViolations(page, { exclude: ['[data-sonner-toaster]'] });

/**
 * The page checked with axe and photographed at both sizes (the whole page from its top, and `part`
 * on its own when given), then back to the desktop size.
 */
async function lookAt(page: Page, name: string, part?: Locator) {
  mkdirSync(SHOTS, { recursive: true });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await axe(page);
    // Nothing may run off the side at either width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${viewport.width}px scrolls sideways`).toBeLessThanOrEqual(0);
    if (part) await part.screenshot({ path: `${SHOTS}/${name}-part-${viewport.width}.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

test('a forgotten password is reset through the mailed link, which signs in and works once', async ({
  page,
}) => {
  const { email } = await signUp(page, 'Nisha Rao');
  await page.getByRole('button', { name: 'Account menu for Nisha Rao' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out')).toBeVisible();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Forgot password' });
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(form.getByText('Please enter your e-mail address')).toBeVisible();
  await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(form.getByRole('status')).toContainText('If an account uses that e-mail address');
  await lookAt(page, 'forgot-password');

  const mail = await mailTo(email, 'Reset your KhelPass password');
  expect(mail.text).toMatch(/until \d{1,2}:\d{2} [ap]m IST on/);
  const link = linkIn(mail, '/account/reset-password');
  await page.goto(link);
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await expect(reset).toBeVisible();
  await lookAt(page, 'reset-password');
  await reset.getByLabel(/^New password \(/).fill('brand-new-7');
  await reset.getByLabel('New password again').fill('brand-new-8');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(reset.getByText('The two passwords are not the same')).toBeVisible();
  await reset.getByLabel('New password again').fill('brand-new-7');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Nisha Rao' })).toBeVisible();

  // The link again: used, said at once.
  await page.goto(link);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This link was already used');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await lookAt(page, 'reset-password-used');

  await page.getByRole('button', { name: 'Account menu for Nisha Rao' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.goto('/login');
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('E-mail').fill(email);
  await signIn.getByLabel('Password').fill('brand-new-7');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a guest finds their booking from another browser through the mailed link, with its QR codes and invoice', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // The guest books in one browser (the payment dialog's own flow is booking.spec.ts's).
  const event = await upcomingEvent(request, EVENT_SLOTS.guestLookup);
  const email = uniqueEmail();
  const booker = await browser.newContext({ baseURL });
  const bookerPage = await booker.newPage();
  await bookerPage.goto('/');
  const booking = await bookThroughApi(bookerPage, event.id, { quantity: 2, email });
  await booker.close();

  // Later, elsewhere: the footer leads to the look-up.
  await page.goto('/help');
  await expect(async () => {
    await page.keyboard.press('End');
    await expect(page.getByRole('contentinfo')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 8000 });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Find my booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find my booking' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Find my booking' });
  await form.getByLabel('Booking reference').fill(booking.reference.toLowerCase().replace('-', ''));
  await form.getByLabel('E-mail used for the booking').fill(email);
  await form.getByRole('button', { name: 'E-mail me a link' }).click();
  await expect(form.getByRole('status')).toContainText(
    'If a booking matches, we have sent a link to that address.',
  );
  await lookAt(page, 'find-booking');

  const mail = await mailTo(email, `Your booking ${booking.reference}: ${booking.eventTitle}`);
  await page.goto(linkIn(mail, '/bookings/find'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  await lookAt(page, 'found-booking-ready');
  await page.getByRole('button', { name: 'Show my booking' }).click();
  const card = page.getByRole('article', { name: booking.eventTitle }).first();
  await expect(card).toContainText(booking.reference);
  const tickets = page.getByRole('list', { name: 'Tickets' }).getByRole('listitem');
  await expect(tickets).toHaveCount(2);
  await expect(
    page.getByRole('img', {
      name: `Entry QR code for seat ${booking.seats[0]}, booking ${booking.reference}`,
    }),
  ).toBeVisible();
  // Account-only actions are not offered to a guest.
  await expect(card.getByRole('link', { name: /View tickets/ })).toHaveCount(0);
  await lookAt(page, 'found-booking');

  // A reload in this browser shows it again; another browser gets nothing.
  await page.reload();
  await page.getByRole('button', { name: 'Show my booking' }).click();
  await expect(page.getByRole('list', { name: 'Tickets' }).getByRole('listitem')).toHaveCount(2);
  const stranger = await browser.newContext({ baseURL });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(linkIn(mail, '/bookings/find'));
  await strangerPage.getByRole('button', { name: 'Show my booking' }).click();
  await expect(strangerPage.getByRole('main').getByRole('alert')).toContainText(
    'already opened in another browser',
  );
  await expect(strangerPage.getByText(booking.reference)).toHaveCount(0);
  await lookAt(strangerPage, 'found-booking-refused');
  await stranger.close();

  // The link lets this browser open the tax invoice too.
  await card.getByRole('link', { name: /Tax invoice/ }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}/invoice$`));
  await expect(page.getByText(booking.reference).first()).toBeVisible();
});

test('the welcome mail confirms the address, and /settings shows it with the password and e-mail forms', async ({
  page,
}) => {
  const { email } = await signUp(page, 'Irfan Shaikh');
  await page.goto('/settings');
  const security = page.locator('.kp-card', { has: page.getByRole('heading', { name: 'E-mail address' }) });
  await expect(security.getByText('Not confirmed')).toBeVisible();
  await expect(security.getByRole('button', { name: 'Send confirmation again' })).toBeVisible();
  await expect(security.getByRole('form', { name: 'Password' })).toBeVisible();
  await expect(security.getByRole('form', { name: 'Change e-mail address' })).toBeVisible();

  // A wrong current password is named on its field.
  const password = security.getByRole('form', { name: 'Password' });
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel(/^New password/).fill('another-pass-1');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('That is not your current password.')).toBeVisible();
  await expect(password.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await lookAt(page, 'settings-security', security);

  const mail = await mailTo(email, 'Confirm your e-mail address for KhelPass');
  await page.goto(linkIn(mail, '/account/confirm-email'));
  await expect(
    page.getByRole('status').filter({ hasText: 'Your e-mail address is confirmed' }),
  ).toBeVisible();
  await lookAt(page, 'confirm-email');
  await page.getByRole('main').getByRole('link', { name: 'Settings' }).click();
  await expect(security.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(security.getByRole('button', { name: 'Send confirmation again' })).toHaveCount(0);
});
