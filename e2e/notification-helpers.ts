// Helpers of the notification specs (e2e/notifications.spec.ts, e2e/notification-sources.spec.ts):
// the header's bell, its dropdown or panel, a quiet sign-up, axe and sideways scroll.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signUpThroughApi } from './fixtures';

/** Toasts are left out of scans: sonner fades them in, and axe measures the half-faded colours. */
export const axe = (page: Page) => expectNoAxeViolations(page, { exclude: ['[data-sonner-toaster]'] });

/** The header's bell; its name says the unread count ('Notifications, 2 unread'). */
export const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** The desktop dropdown or the phone's side panel. */
export const popup = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

/**
 * Signs a fan up through the API and opens their dashboard: no welcome toast (the form's) to wait out
 * before screenshots show the popups whole.
 */
export async function signUpQuietly(page: Page, name: string) {
  const fan = await signUpThroughApi(page, name);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();
  return fan;
}

export const noSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
