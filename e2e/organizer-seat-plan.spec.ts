// The editor's seat plan choice (decision 016): the cricket board creates a match at Narendra Modi
// Stadium on the venue's full seat plan, and its price list shows each category's places as the
// seats of its blocks, read-only. Screenshots at 1280x800 and 390x844 go to test-results/.
import type { Page } from '@playwright/test';
import { categoryBlocks } from '../src/shared/domain/block-categories';
import { formatCount } from '../src/shared/domain/format';
import { istDateTime } from '../src/shared/domain/time';
import { planFor } from '../src/shared/domain/venue-plan';
import type { EventFormInput, OwnEvent } from '../src/shared/schemas/organizer';
import { CRICKET_BOARD, expect, expectNoAxeViolations, signInAsOrganizer, test } from './fixtures';

const DAY = 86_400_000;
const inDays = (days: number) => istDateTime(new Date(Date.now() + days * DAY)).date;
const NMS = { id: 'narendra-modi-stadium', capacity: 132_000, sports: ['cricket'] as const };
/** The categories' places and blocks on the stadium's plan, as the price list should read them. */
const PLAN_PLACES = categoryBlocks(planFor({ ...NMS, sports: [...NMS.sports] })).map(
  (band) => `${formatCount(band.seats)} places in ${formatCount(band.blockIds.length)} blocks`,
);

// Toasts are left out of page scans: sonner fades them in, and axe measures the half-faded colours.
const axe = (page: Page) => expectNoAxeViolations(page, { exclude: ['[data-sonner-toaster]'] });

async function expectPlanPriceList(page: Page) {
  const prices = page.getByRole('form', { name: 'Price list' });
  for (const places of PLAN_PLACES) await expect(prices.getByText(places)).toBeVisible();
  await expect(prices.getByLabel('Platinum price (₹)')).toBeVisible();
  // Places come from the blocks: no box to type them, and no map sections.
  await expect(prices.getByLabel('Platinum places')).toHaveCount(0);
  await expect(prices.getByLabel(/^Map /)).toHaveCount(0);
  await expect(prices.getByText('Places: 1,32,000 of the venue')).toBeVisible();
}

test('the cricket board puts a new match on the stadium’s full seat plan and sees its places come from the blocks', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAsOrganizer(page, CRICKET_BOARD);
  await page.goto('/organizer/events/new');
  const form = page.getByRole('form', { name: 'Event details' });
  await form.getByLabel('Sport').selectOption('cricket');
  await form.getByLabel('Tournament').fill('Motera Seat Plan Series');
  await form.getByLabel('First side').fill('India');
  await form.getByLabel('Second side').fill('Australia');
  await form.getByLabel('Venue', { exact: true }).selectOption(NMS.id);
  const seatPlan = form.getByRole('group', { name: 'Seat plan' });
  await expect(seatPlan.getByRole('radio', { name: /Price list and the standard seat map/ })).toBeChecked();
  // By keyboard: the arrow keys move through a radio group.
  await seatPlan.getByRole('radio', { name: /Price list and the standard seat map/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(seatPlan.getByRole('radio', { name: /The venue’s full seat plan/ })).toBeChecked();
  await form.getByLabel('Date (IST)').fill(inDays(25));
  await form.getByLabel('Start time (IST)').fill('19:30');
  await form.getByLabel('Description').fill('India meet Australia under the lights at Motera.');
  await axe(page);
  await form.getByRole('button', { name: 'Save draft' }).click();

  await expect(page).toHaveURL(/\/organizer\/events\/ev-[a-z2-7]{10}\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'India vs Australia' })).toBeVisible();
  await expect(
    page
      .getByRole('form', { name: 'Event details' })
      .getByRole('radio', { name: /The venue’s full seat plan/ }),
  ).toBeChecked();
  await expectPlanPriceList(page);
  await axe(page);
  await page.screenshot({ path: test.info().outputPath('seat-plan-editor-1280x800.png'), fullPage: true });
  await page.getByRole('form', { name: 'Price list' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('seat-plan-prices-1280x800.png') });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the seat plan choice and the plan’s price list fit without sideways scroll', async ({ page }) => {
    await signInAsOrganizer(page, CRICKET_BOARD);
    const form: EventFormInput = {
      sport: 'cricket',
      tournament: 'Phone Seat Plan Series',
      team1: 'Gujarat Titans',
      team2: 'Mumbai Indians',
      venueId: NMS.id,
      startDate: inDays(26),
      startTime: '19:30',
      durationMinutes: 240,
      description: 'A night of cricket at Motera.',
      highlights: [],
      image: '🏏',
      seatPlan: true,
    };
    // Through the page's own session, from its own origin (the API refuses other origins).
    const created = await page.request.post('/api/organizer/events', {
      data: form,
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(created.status()).toBe(201);
    const event = (await created.json()) as OwnEvent;
    await page.goto(`/organizer/events/${event.id}/edit`);
    await expect(
      page.getByRole('group', { name: 'Seat plan' }).getByRole('radio', { name: /full seat plan/ }),
    ).toBeChecked();
    await expectPlanPriceList(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await axe(page);
    await page.screenshot({ path: test.info().outputPath('seat-plan-editor-390x844.png'), fullPage: true });
    // The two parts of a tall page at the phone's own size, to look at.
    await page.getByRole('group', { name: 'Seat plan' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('seat-plan-choice-390x844.png') });
    await page.getByRole('form', { name: 'Price list' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('seat-plan-prices-390x844.png') });
  });
});
