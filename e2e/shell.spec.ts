// The application shell: routes, header, footer, home and the information pages.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The footer's code loads when the page scrolls near it, as a person reaching the end of the page
 * does. Pressed again if the page was still growing: lists that load after the first press move
 * the end away (a clean-clone run once stayed at the top).
 */
async function scrollToFooter(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(async () => {
    await page.keyboard.press('End');
    await expect(page.getByRole('contentinfo')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 8000 });
}

test.describe('routes', () => {
  for (const sport of ['cricket', 'football', 'kabaddi']) {
    test(`/${sport} redirects to /sports/${sport}`, async ({ page }) => {
      await page.goto(`/${sport}`);
      await expect(page).toHaveURL(new RegExp(`/sports/${sport}$`));
    });
  }

  test('an unknown path shows the not-found page with ways out', async ({ page }) => {
    await page.goto('/no-such-page/here');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · KhelPass');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    await main.getByRole('link', { name: 'Browse events' }).click();
    await expect(page).toHaveURL(/\/events$/);
  });

  test.describe('after a deploy', () => {
    // One pattern: Playwright reads a second array element as the option's settings.
    test.use({ allowedConsoleErrors: [/dynamically imported module|Failed to load resource/] });

    test('a code file that is gone reloads the page once, then the error page speaks to a person', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The venues page's code, as if a deploy had replaced it since this tab opened.
      await page.route(/\/assets\/venues-[^/]*\.js$/, (route) => route.fulfill({ status: 404 }));
      let loads = 0;
      page.on('load', () => {
        loads += 1;
      });
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Venues' }).click();

      const main = page.getByRole('main');
      await expect(main.getByText(/KhelPass has been updated since this page was opened/)).toBeVisible();
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
      await expect(page.getByText(/dynamically imported module|assets\//)).toHaveCount(0);
      await expect(main.getByRole('button', { name: 'Reload page' })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
      // One reload, and no loop after it.
      await page.waitForTimeout(1500);
      expect(loads).toBe(1);
    });
  });

  test('the help page opens at the section a footer link names', async ({ page }) => {
    await page.goto('/');
    await scrollToFooter(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' }).click();
    await expect(page).toHaveURL(/\/help#refund-policy$/);
    const section = page.getByRole('region', { name: 'Refund Policy' });
    await expect(section).toContainText('Tickets are non-refundable except in case of event cancellation.');
    await expect(section).toBeInViewport();
  });

  test('the skip link is the first stop and moves to the main content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe('header', () => {
  test('highlights the active section, including sub-paths', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto('/venues');
    await expect(nav.getByRole('link', { name: 'Venues' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Events' })).not.toHaveAttribute('aria-current', /.+/);

    await page.goto('/live-scores');
    await expect(nav.getByRole('link', { name: 'Live Scores' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Venues' })).not.toHaveAttribute('aria-current', /.+/);

    await page.goto('/sports/kabaddi');
    await expect(nav.getByRole('button', { name: 'Sports' })).toHaveAttribute('aria-current', 'true');
  });

  test('the Sports dropdown works by keyboard', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sports' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(['🏏Cricket', '⚽Football', '🤼Kabaddi']);
    await expect(menu.getByRole('menuitem', { name: 'Cricket' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Football' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sports\/football$/);
    await expect(menu).toBeHidden();

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('offers the ten cities and remembers the choice across a reload', async ({ page }) => {
    await page.goto('/');
    const city = page.getByRole('banner').getByLabel('City');
    await expect(city).toHaveValue('delhi');
    await expect(city.locator('option')).toHaveText([
      'Mumbai',
      'Delhi',
      'Bengaluru',
      'Chennai',
      'Kolkata',
      'Hyderabad',
      'Pune',
      'Ahmedabad',
      'Jaipur',
      'Lucknow',
    ]);
    await city.selectOption('mumbai');
    // Home follows the header's city at once.
    await expect(page.getByRole('heading', { name: 'Upcoming in Mumbai' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('banner').getByLabel('City')).toHaveValue('mumbai');
    await expect(page.getByRole('heading', { name: 'Upcoming in Mumbai' })).toBeVisible();
  });

  test('Ctrl+K and a click on the search box open the search dialog', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Featured events' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    const box = page.getByRole('banner').getByRole('button', { name: 'Search events, teams, venues' });
    await box.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(box).toBeFocused();
  });

  test('wishlist, cart and notifications show honest empty states; Login goes to /auth', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Cart, 0 items' }).click();
    await expect(page.getByRole('dialog', { name: 'Cart' })).toContainText('Your cart is empty');
    await page.keyboard.press('Escape');
    await banner.getByRole('button', { name: 'Wishlist, 0 items' }).click();
    await expect(page.getByRole('dialog', { name: 'Wishlist' })).toContainText('Your wishlist is empty');
    await page.keyboard.press('Escape');
    await banner.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByText('No notifications yet')).toBeVisible();
    await page.keyboard.press('Escape');
    await banner.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('footer', () => {
  test('has every text of the spec', async ({ page }) => {
    await page.goto('/');
    await scrollToFooter(page);
    const footer = page.getByRole('contentinfo');
    for (const sport of ['Cricket', 'Football', 'Kabaddi', 'Tennis', 'Hockey', 'Badminton']) {
      await expect(footer.getByRole('link', { name: sport, exact: true })).toBeVisible();
    }
    for (const city of ['Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Kolkata', 'Hyderabad']) {
      await expect(footer.getByRole('link', { name: city, exact: true })).toHaveAttribute(
        'href',
        `/events?city=${city.toLowerCase()}`,
      );
    }
    for (const link of [
      'Help Center',
      'Contact Us',
      'Refund Policy',
      'Terms & Conditions',
      'Privacy Policy',
    ]) {
      await expect(footer.getByRole('link', { name: link })).toBeVisible();
    }
    await expect(footer).toContainText('support@khelpass.in');
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expect(footer).toContainText('Secure payments powered by');
    await expect(footer).toContainText('SSL');
    await expect(footer).toContainText('PCI DSS');
    await expect(footer.getByLabel('Newsletter e-mail')).toBeVisible();

    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('alert')).toHaveText('Enter your e-mail address.');
    await footer.getByLabel('Newsletter e-mail').fill('fan@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText("Thanks, we've noted your interest")).toBeVisible();
  });
});

test.describe('home and information pages', () => {
  // axe takes several seconds on pages with many cards on a busy 2-core machine.
  test.slow();

  test('home shows featured and trending events, the six sports and the selected city', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Sports tickets across India · KhelPass');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of ['Featured events', 'Upcoming in Delhi', 'Browse by sport', 'Trending now']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('list', { name: 'Featured events' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Browse by sport' }).getByRole('link')).toHaveCount(6);
    await expect(page.getByRole('list', { name: 'Browse by sport' })).toContainText(/\d+ upcoming event/);
  });

  test('home has no accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Featured events' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Browse by sport' })).toContainText(/upcoming event/);
    // The footer loads when the page nears it; bring it in so axe checks it too.
    await scrollToFooter(page);
    await expectNoAxeViolations(page);
  });

  test('venues lists grounds with capacity and filters by city', async ({ page }) => {
    await page.goto('/venues');
    await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText('Capacity');
    await page.getByRole('main').getByLabel('City').selectOption('kolkata');
    await expect(page).toHaveURL(/\/venues\?city=kolkata$/);
    await expect(page.getByRole('article').first()).toContainText('Kolkata');
    await expectNoAxeViolations(page);
  });

  test('news filters by sport and expands an article', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    const readMore = page.getByRole('button', { name: /^Read more/ }).first();
    await readMore.click();
    await expect(page.getByRole('button', { name: /^Show less/ }).first()).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page
      .getByRole('group', { name: 'Filter news by sport' })
      .getByRole('button', { name: 'Football' })
      .click();
    await expect(page).toHaveURL(/\/news\?sport=football$/);
    await expectNoAxeViolations(page);
  });

  test('live scores puts live matches first, then results and upcoming', async ({ page }) => {
    await page.goto('/live-scores');
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(headings).toHaveText([/^Live now/, /^Recent results/, /^Coming up/]);
    await expectNoAxeViolations(page);
  });

  test('standings explains itself and shows no invented numbers', async ({ page }) => {
    await page.goto('/standings');
    await expect(page.getByRole('heading', { level: 1, name: 'Standings' })).toBeVisible();
    await expect(page.getByText(/Points tables need official results/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('not-found page has no accessibility violations', async ({ page }) => {
    await page.goto('/definitely-not-here');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/', '/venues', '/news', '/live-scores', '/standings', '/help', '/nowhere']) {
    test(`${path} does not scroll sideways at 390 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('the mobile menu has sport chips, the city, wishlist, cart and Login', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const sport of ['Cricket', 'Football', 'Kabaddi', 'Tennis', 'Hockey', 'Badminton']) {
      await expect(menu.getByRole('link', { name: sport })).toBeVisible();
    }
    await expect(menu.getByLabel('City')).toHaveValue('delhi');
    await expect(menu.getByRole('button', { name: /Wishlist/ })).toBeVisible();
    await expect(menu.getByRole('button', { name: /Cart/ })).toBeVisible();
    await menu.getByRole('link', { name: 'Tennis' }).click();
    await expect(page).toHaveURL(/\/sports\/tennis$/);
    await expect(menu).toBeHidden();
  });
});
