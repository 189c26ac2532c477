// Accounts, guards, landing, profile, cart and wishlist (issue 3).
import type { APIRequestContext, Page } from '@playwright/test';
import type { CatalogueEvent, EventPage } from '../src/shared/schemas/catalogue';
import { expect, expectNoAxeViolations, signUp, test } from './fixtures';

const DEMO = {
  user: { email: 'fan@khelpass.in', password: 'KhelPass@123', landing: '/dashboard' },
  organizer: { email: 'organizer@khelpass.in', password: 'Organizer@123', landing: '/organizer' },
  admin: { email: 'admin@khelpass.in', password: 'Admin@123', landing: '/admin' },
} as const;

// The browser logs every non-2xx answer as a console error; these tests cause some on purpose.
const expectedHttpErrors = [/Failed to load resource: the server responded with a status of (401|409|501)/];

async function signInWith(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

async function bookableEvent(request: APIRequestContext): Promise<CatalogueEvent> {
  const response = await request.get('/api/events?pageSize=50&sort=popularity');
  const event = ((await response.json()) as EventPage).items.find((e) => e.status === 'upcoming');
  if (!event) throw new Error('no upcoming event in the catalogue');
  return event;
}

const banner = (page: Page) => page.getByRole('banner');

// Toasts are left out of page scans: sonner fades them in, and axe measures the half-faded colours.
const axe = (page: Page) => expectNoAxeViolations(page, { exclude: ['[data-sonner-toaster]'] });

test.describe('accounts', () => {
  test.use({ allowedConsoleErrors: expectedHttpErrors });

  test('sign up lands on the dashboard; sign out returns to guest', async ({ page }) => {
    await signUp(page, 'zara khan');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, zara khan' })).toBeVisible();
    const avatar = banner(page).getByRole('button', { name: 'Account menu for zara khan' });
    await expect(avatar).toHaveText('Z');
    await avatar.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(menu.getByRole('menuitem', { name: 'My Bookings' })).toHaveAttribute('href', '/bookings');
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(banner(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('a duplicate sign-up and a wrong password show the errors', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign up' }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please fill in all required fields.').first()).toBeVisible();
    await form.getByLabel('Name').fill('Fan');
    await form.getByLabel('E-mail').fill(DEMO.user.email);
    await form.getByLabel(/Password/).fill('secret123');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByRole('alert')).toContainText('An account with this e-mail already exists');

    await page.getByRole('tab', { name: 'Sign in' }).click();
    await signInWith(page, DEMO.user.email, 'not-the-password');
    await expect(page.getByText('Login failed')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(
      'Please check your credentials and try again.',
    );
  });

  test('phone, OTP and Google sign-in say the provider is not configured', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const other = page.getByRole('region', { name: 'Other ways to sign in' });
    await expect(other.getByRole('alert')).toContainText('The identity provider is not properly configured');
    await other.getByLabel('Mobile number').fill('+91 98765 43210');
    await other.getByRole('button', { name: 'Send OTP' }).click();
    await expect(other.getByRole('alert')).toContainText('Credentials must be added');
  });

  test('a guarded page sends a guest to /login and back after sign-in', async ({ page }) => {
    await page.goto('/bookings');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fbookings$/);
    await signInWith(page, DEMO.user.email, DEMO.user.password);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/bookings$/);
  });

  test('an off-site redirect is ignored', async ({ page }) => {
    await page.goto('/login?redirect=//evil.example/');
    await signInWith(page, DEMO.user.email, DEMO.user.password);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
  });

  for (const [role, account] of Object.entries(DEMO)) {
    test(`the ${role} lands on ${account.landing} once per session`, async ({ page }) => {
      await page.goto('/login');
      await signInWith(page, account.email, account.password);
      await expect(page).toHaveURL(new RegExp(`${account.landing}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (role !== 'user') await expect(page.getByRole('main')).toContainText('Upcoming events by sport');
      // Landed already in this session: home stays home.
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('/login and /auth tell a signed-in fan so, and offer to continue or sign out', async ({ page }) => {
    await page.goto('/login');
    await signInWith(page, DEMO.user.email, DEMO.user.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/login?redirect=%2Fbookings');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(/^You're already signed in as /);
    await expect(main.getByRole('form', { name: 'Sign in' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/bookings');
    await axe(page);

    await page.goto('/auth');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(/^You're already signed in as /);
    await main.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/auth');
    await main.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('Logged out')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(main.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('the landing redirect runs on / for a signed-in user in a new session', async ({ page }) => {
    await page.goto('/login');
    await signInWith(page, DEMO.organizer.email, DEMO.organizer.password);
    await expect(page).toHaveURL(/\/organizer$/);
    await page.evaluate(() => window.sessionStorage.clear());
    await page.goto('/');
    await expect(page).toHaveURL(/\/organizer$/);
  });

  test("'Verifying Access' shows while the session is checked, then 'Access Denied' for another role", async ({
    page,
  }) => {
    await page.goto('/login');
    await signInWith(page, DEMO.organizer.email, DEMO.organizer.password);
    await expect(page).toHaveURL(/\/organizer$/);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/session', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Verifying Access' })).toBeVisible();
    await expect(page.getByText('Checking your permissions...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page")).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Your roleOrganizer');
    await expect(page.getByRole('main')).toContainText('Required rolesUser');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a user is denied the admin area', async ({ page }) => {
    await page.goto('/login');
    await signInWith(page, DEMO.user.email, DEMO.user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Required rolesAdmin');
  });

  test('the profile is validated, saved on the server and survives a reload', async ({ page }) => {
    await signUp(page, 'Ravi');
    await page.goto('/settings');
    const profile = page.getByRole('form', { name: 'Profile' });
    await profile.getByLabel('Name').fill('Ravi Kumar');
    await profile.getByLabel('Phone').fill('+91 12345 67890');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByText('Enter a 10-digit mobile number starting 6–9')).toBeVisible();
    await profile.getByLabel('Phone').fill('+91 98765 43210');
    await profile.getByLabel(/Favourite teams/).fill('Mumbai Indians, Kerala Blasters');
    await profile.getByLabel('Location').fill('Kochi');
    await profile.getByLabel('Football').check();
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile Updated')).toBeVisible();
    await page.reload();
    const reloaded = page.getByRole('form', { name: 'Profile' });
    await expect(reloaded.getByLabel('Name')).toHaveValue('Ravi Kumar');
    await expect(reloaded.getByLabel('Phone')).toHaveValue('+91 9876543210');
    await expect(reloaded.getByLabel(/Favourite teams/)).toHaveValue('Mumbai Indians, Kerala Blasters');
    await expect(reloaded.getByLabel('Location')).toHaveValue('Kochi');
    await expect(reloaded.getByLabel('Football')).toBeChecked();
  });

  test('preferences: the dark theme applies and survives a reload; /dashboard?tab=preferences opens them', async ({
    page,
  }) => {
    await signUp(page);
    await page.goto('/dashboard?tab=preferences');
    const form = page.getByRole('form', { name: 'Preferences' });
    await form.getByLabel('Dark').check();
    await form.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText('Preferences Updated')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('form', { name: 'Preferences' }).getByLabel('Dark')).toBeChecked();
  });

  test('axe: the dashboard with the sign-in toast showing', async ({ page }) => {
    await page.goto('/login');
    await signInWith(page, DEMO.user.email, DEMO.user.password);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    // Judged once the toast has slid in (half-way it is half transparent).
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await expectNoAxeViolations(page);
  });

  test('axe: /auth, /login, /dashboard and /settings', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
    await axe(page);
    await page.goto('/login?redirect=%2Fsettings');
    await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
    await axe(page);
    await signInWith(page, DEMO.user.email, DEMO.user.password);
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('form', { name: 'Profile' })).toBeVisible();
    await axe(page);
    await page.goto('/dashboard');
    await expect(page.getByText('Total bookings')).toBeVisible();
    await axe(page);
  });
});

test.describe('cart and wishlist', () => {
  test.use({ allowedConsoleErrors: expectedHttpErrors });

  test('a guest fills both, they survive a reload, and merge into the account at sign-up', async ({
    page,
    request,
  }) => {
    const event = await bookableEvent(request);
    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to Cart 🛒')).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(page.getByText('Added to Wishlist ❤️')).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Wishlist, 1 item' })).toBeVisible();

    await page.reload();
    await expect(banner(page).getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
    await banner(page).getByRole('button', { name: 'Cart, 2 items' }).click();
    const cart = page.getByRole('dialog', { name: 'Cart' });
    await expect(cart).toContainText(event.title);
    await expect(cart.getByRole('status')).toHaveText('2');
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    // 'Proceed to Checkout' books the line's 2 tickets, not 1; closing the dialog keeps the cart.
    await cart.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const booking = page.getByRole('dialog', { name: event.title });
    await expect(booking.getByRole('radio').first()).toBeAttached();
    await expect(booking.getByRole('status', { name: 'Seats' })).toHaveText('2');
    await booking.getByRole('button', { name: 'Close booking' }).click();
    await expect(booking).toBeHidden();
    await banner(page).getByRole('button', { name: 'Cart, 2 items' }).click();
    await expect(cart.getByRole('status')).toHaveText('2');
    await cart.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByText('Quantity Updated 🛒')).toBeVisible();
    await expect(cart.getByRole('status')).toHaveText('3');
    await expect(cart).toContainText('Total (3 tickets)');
    await page.keyboard.press('Escape');

    await banner(page).getByRole('button', { name: 'Wishlist, 1 item' }).click();
    const wishlist = page.getByRole('dialog', { name: 'Wishlist' });
    await expect(wishlist).toContainText(event.title);
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    await page.keyboard.press('Escape');

    await signUp(page);
    await expect(banner(page).getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Wishlist, 1 item' })).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('cart'), localStorage.getItem('wishlist')]),
    ).toEqual([null, null]);
    await page.reload();
    await expect(banner(page).getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();

    // 'Add to Cart' moves the wishlist item; the cart merges it by event.
    await banner(page).getByRole('button', { name: 'Wishlist, 1 item' }).click();
    await page
      .getByRole('dialog', { name: 'Wishlist' })
      .getByRole('button', { name: `Add ${event.title} to cart` })
      .click();
    await expect(page.getByRole('dialog', { name: 'Wishlist' })).toContainText('Your wishlist is empty');
    // The open drawer hides the rest of the page from assistive technology, the header included.
    await page.keyboard.press('Escape');
    await expect(banner(page).getByRole('button', { name: 'Cart, 4 items' })).toBeVisible();

    await banner(page).getByRole('button', { name: 'Cart, 4 items' }).click();
    await page.getByRole('dialog', { name: 'Cart' }).getByRole('button', { name: 'Clear Cart' }).click();
    await expect(page.getByText('Cart Cleared')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Cart' })).toContainText('Your cart is empty');
  });

  test('quantity 0 removes an item; Clear Wishlist empties the list', async ({ page, request }) => {
    const event = await bookableEvent(request);
    await page.goto(`/events/${event.id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await banner(page).getByRole('button', { name: 'Cart, 1 item' }).click();
    const cart = page.getByRole('dialog', { name: 'Cart' });
    await cart.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(page.getByText('Removed from Cart')).toBeVisible();
    await expect(cart).toContainText('Your cart is empty');
    await page.keyboard.press('Escape');
    await banner(page).getByRole('button', { name: 'Wishlist, 1 item' }).click();
    await page
      .getByRole('dialog', { name: 'Wishlist' })
      .getByRole('button', { name: 'Clear Wishlist' })
      .click();
    await expect(page.getByText('Wishlist Cleared')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Wishlist' })).toContainText('Your wishlist is empty');
  });
});
