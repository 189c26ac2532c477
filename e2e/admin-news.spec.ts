// The admin console's News, Audit log and Overview sections (issue 14): an admin writes an article,
// publishes it onto /news, finds the publication in the audit log, and sees sales per day.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

const ADMIN = { email: 'admin@khelpass.in', password: 'Admin@123' };

// Toasts are left out of page scans: sonner fades them in, and axe measures the half-faded colours.
const axe = (page: Page) => expectNoAxeViolations(page, { exclude: ['[data-sonner-toaster]'] });

async function signInAsAdmin(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(ADMIN.email);
  await form.getByLabel('Password').fill(ADMIN.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Admin console' });

test('an admin writes an article, publishes it onto /news and finds it in the audit log', async ({
  page,
}) => {
  // Five axe scans across three sections and their screenshots: over 30 s on a loaded 2-core machine.
  test.setTimeout(90_000);
  const title = `Kabaddi final moves to Pune ${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await consoleNav(page).getByRole('link', { name: 'News' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Articles' }).getByRole('listitem').first()).toBeVisible();
  await axe(page);

  await page.getByRole('button', { name: 'Write an article' }).click();
  const form = page.getByRole('region', { name: 'New article' });
  await form.getByRole('button', { name: 'Save draft' }).click();
  const titleField = form.getByLabel('Title');
  await expect(titleField).toBeFocused();
  await expect(titleField).toHaveAccessibleDescription('At least 5 characters');
  await expect(form.getByLabel('Category (sport)')).toHaveAccessibleDescription('Choose a sport');
  await axe(page);

  await titleField.fill(title);
  await form
    .getByLabel('Summary')
    .fill('The Pro Kabaddi League final will be played at the Balewadi stadium.');
  await form
    .getByLabel('Article')
    .fill('The league confirmed the move this morning.\n\nTickets bought for Mumbai stay valid for Pune.');
  await form.getByLabel('Category (sport)').selectOption('kabaddi');
  await form.getByLabel('Tags').fill('PKL, final, Pune');
  await form.getByLabel('Emoji image').fill('🏆');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'as a draft' })).toContainText(title);

  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(item.getByText('Draft', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: `Publish “${title}”` }).click();
  const dialog = page.getByRole('dialog', { name: `Publish “${title}”?` });
  await expect(dialog).toContainText('It appears on /news for everyone');
  await axe(page);
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toContainText(title);
  await expect(item.getByText('Published', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: `Unpublish “${title}”` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-news-1280x800.png'), fullPage: true });

  // On /news, for everyone, first.
  await page.goto('/news');
  const article = page.getByRole('article').first();
  await expect(article.getByRole('heading', { name: title })).toBeVisible();
  await expect(article).toContainText('🏆');
  await article.getByRole('button', { name: /^Read more/ }).click();
  await expect(article).toContainText('Tickets bought for Mumbai stay valid for Pune.');
  await expect(article.getByRole('list', { name: 'Tags' })).toHaveText(/#PKL\s*#final\s*#Pune/);

  // The audit log has its publication, found by its title.
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search the log' }).fill(title);
  await page.getByRole('combobox', { name: 'Action' }).selectOption('news.published');
  await expect(page.getByRole('status').filter({ hasText: /entr/ })).toHaveText('1 entry');
  const entry = page.getByRole('article', { name: 'Published a news article' });
  await expect(entry).toContainText(title);
  await expect(entry).toContainText('admin@khelpass.in');
  await expect(entry).toContainText(/Status\s*from draft\s*→?\s*to published/);
  await expect(page.getByRole('button', { name: /edit|delete|remove/i })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Action' }).selectOption('');
  await expect(page.getByRole('status').filter({ hasText: /entr/ })).toHaveText('2 entries');
  // The search is in the address: the same link shows the same entries.
  await expect(page).toHaveURL(/[?&]q=/);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search the log' })).toHaveValue(title);
  await expect(page.getByRole('status').filter({ hasText: /entr/ })).toHaveText('2 entries');
  // An entry's actor filters the log by them.
  await page
    .getByRole('article', { name: 'Published a news article' })
    .getByRole('link', { name: /: show only their entries$/ })
    .click();
  await expect(page).toHaveURL(/[?&]actor=/);
  await expect(page.getByText(/^Only entries by/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /entr/ })).toHaveText('2 entries');
  await axe(page);
  await page.screenshot({ path: test.info().outputPath('admin-audit-1280x800.png'), fullPage: true });

  // The overview's chart of sales per day, with its words and table.
  await consoleNav(page).getByRole('link', { name: 'Overview' }).click();
  const sales = page.getByRole('region', { name: 'Sales per day' });
  await expect(sales.getByRole('figure')).toContainText(/in the 30 days from/);
  await expect(sales.locator('canvas')).toBeVisible();
  await sales.getByText('Show the figures per day').click();
  const table = sales.getByRole('table', { name: 'Confirmed bookings and revenue per day (India time)' });
  await expect(table.getByRole('row')).toHaveCount(31);
  await axe(page);
  await page.screenshot({ path: test.info().outputPath('admin-overview-1280x800.png'), fullPage: true });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the news, audit and overview sections fit the screen', async ({ page }) => {
    test.setTimeout(60_000);
    await signInAsAdmin(page);
    const sections = [
      { link: 'Overview', heading: 'Admin', shot: 'admin-overview' },
      { link: 'News', heading: 'News', shot: 'admin-news' },
      { link: 'Audit log', heading: 'Audit log', shot: 'admin-audit' },
    ];
    for (const section of sections) {
      await consoleNav(page).getByRole('link', { name: section.link }).click();
      await expect(page.getByRole('heading', { level: 1, name: section.heading })).toBeVisible();
      await expect(page.locator('.kp-skeleton')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await axe(page);
      await page.screenshot({ path: test.info().outputPath(`${section.shot}-390x844.png`), fullPage: true });
    }
    await consoleNav(page).getByRole('link', { name: 'News' }).click();
    await page.getByRole('button', { name: 'Write an article' }).click();
    await expect(page.getByRole('region', { name: 'New article' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath('admin-news-form-390x844.png'), fullPage: true });
  });
});
