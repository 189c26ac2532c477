// The waiting room (issue 15 §3, decision 017): an organiser turns on a queue for their own new
// event; a fan who tries to book is sent to the queue, waits in the pre-queue, is let in when the
// start passes (the server's admission pass runs every 2 s, main.ts), continues to booking and gets
// a session (the pass is used). Screenshots of the queue page at 1280x800 and 390x844 go to the
// test's output folder (test-results/).
import type { Page } from '@playwright/test';
import { istDateTime } from '../src/shared/domain/time';
import type { EventFormInput, OwnEvent } from '../src/shared/schemas/organizer';
import type { QueueStatus } from '../src/shared/schemas/waiting-room';
import {
  expect,
  expectNoAxeViolations,
  screenshotsAtBothSizes,
  signInAsPromoter,
  signUp,
  test,
} from './fixtures';

// The hold refused without a pass (403) is expected.
test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 403/] });

const DAY = 86_400_000;
const axe = (page: Page) => expectNoAxeViolations(page, { exclude: ['[data-sonner-toaster]'] });
const originOf = (page: Page) => ({ Origin: new URL(page.url()).origin });

test('an organiser turns on the waiting room; a fan queues before the start, is let in and opens a booking', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // The organiser's own new event, published (never a seeded event other specs book).
  await signInAsPromoter(page);
  const form: EventFormInput = {
    sport: 'kabaddi',
    tournament: 'Queue Kabaddi Cup',
    team1: 'U Mumba',
    team2: `Zeph${Math.random().toString(36).slice(2, 7).replace(/\d/g, 'q')} Raiders`,
    venueId: 'nsci-dome',
    startDate: istDateTime(new Date(Date.now() + 14 * DAY)).date,
    startTime: '20:00',
    durationMinutes: 150,
    description: 'A kabaddi night with a queue.',
    highlights: ['Raid of the night'],
    image: '🤼',
  };
  const created = await page.request.post('/api/organizer/events', { data: form, headers: originOf(page) });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as OwnEvent;
  const published = await page.request.post(`/api/organizer/events/${event.id}/publish`, {
    headers: originOf(page),
  });
  expect(published.status()).toBe(200);

  // The organiser turns the waiting room on from tomorrow 10:00, confirming the consequence.
  await page.goto(`/organizer/events/${event.id}/edit`);
  const room = page.getByRole('region', { name: 'Waiting room' });
  await expect(room).toContainText('Off: fans choose seats as soon as the sale opens.');
  const tomorrow = istDateTime(new Date(Date.now() + DAY)).date;
  await room.getByRole('checkbox', { name: 'Fans queue for this on-sale' }).check();
  await room.getByLabel('Queue starts on (IST)').fill(tomorrow);
  await room.getByLabel('Queue starts at (IST)').fill('10:00');
  await room.getByRole('button', { name: 'Save waiting room' }).click();
  const confirm = page.getByRole('dialog', { name: 'Turn on the waiting room?' });
  await expect(confirm).toContainText('fans must queue; only admitted fans can choose seats.');
  await axe(page);
  await confirm.getByRole('button', { name: 'Turn on' }).click();
  await expect(room.getByRole('status')).toHaveText(/^Waiting room on from .* 10:00 am IST\.$/);
  await expect(room).toContainText('On: from');
  await axe(page);

  // A fan arrives: Book Tickets is refused without a pass, and the dialog sends them to the queue.
  const fanContext = await browser.newContext({ locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  const fan = await fanContext.newPage();
  await signUp(fan, 'Meera Iyer');
  // The queue starts a few seconds from now (the form takes whole minutes), set through the API.
  const opensAt = new Date(Date.now() + 18_000).toISOString();
  const moved = await page.request.put(`/api/organizer/events/${event.id}/queue`, {
    data: { enabled: true, opensAt },
    headers: originOf(page),
  });
  expect(moved.status()).toBe(200);

  // The event page says the sale has a queue, and its way in is the queue, not Book Tickets.
  await fan.goto(`/events/${event.id}`);
  const tickets = fan.getByRole('region', { name: 'Tickets' });
  await expect(tickets).toContainText('This on-sale has a waiting room');
  await expect(tickets).toContainText('Join before then and you get a random place at the start');
  await expect(tickets.getByRole('link', { name: 'Join the queue' })).toHaveAttribute(
    'href',
    `/events/${event.id}/queue`,
  );
  await expect(tickets.getByRole('button', { name: 'Book Tickets' })).toHaveCount(0);
  await screenshotsAtBothSizes(fan, 'event-queue-notice', { fullPage: true });
  // A booking link followed without a pass (a shared ?book=1) is refused, and sent to the queue.
  await fan.goto(`/events/${event.id}?book=1`);
  const refused = fan.getByRole('dialog');
  await expect(refused).toContainText('Join the waiting room');
  // What the waiting room asks the server, from its arrival on: its own endpoints, no catalogue.
  const asked: string[] = [];
  fan.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  await refused.getByRole('link', { name: 'Go to the waiting room' }).click();
  await expect(fan).toHaveURL(new RegExp(`/events/${event.id}/queue$`));
  await expect(fan.getByRole('heading', { name: 'You are in the pre-queue' })).toBeVisible();
  // The page's polite announcement (the shell's live regions and toasts are outside <main>).
  const announced = fan.getByRole('main').getByRole('status');
  await expect(announced).toHaveText(
    'You are in the pre-queue: at the start everyone here gets a random place.',
  );
  await expect(fan.getByText('The sale opens in')).toBeVisible();
  await axe(fan);
  await screenshotsAtBothSizes(fan, 'queue-pre-queue', { fullPage: true });
  const queuePath = `/api/events/${event.id}/queue`;
  expect(asked).toContain(queuePath);
  expect(
    asked.filter((path) => /^\/api\/(events|banners|venues)/.test(path) && !path.startsWith(queuePath)),
  ).toEqual([]);

  // The start passes; the admission pass lets the fan in, live through the stream.
  await expect(fan.getByRole('heading', { name: "It's your turn" })).toBeVisible({ timeout: 25_000 });
  await expect(announced).toHaveText(/^It's your turn\. Continue to booking before /);
  await expect(fan.getByText('Time left on your pass')).toBeVisible();
  await axe(fan);
  await screenshotsAtBothSizes(fan, 'queue-admitted', { fullPage: true });

  // Continue to booking: the event page opens the dialog, and the session opens with the pass.
  await fan.getByRole('link', { name: 'Continue to booking' }).click();
  const dialog = fan.getByRole('dialog', { name: `U Mumba vs ${form.team2}` });
  await expect(dialog.getByText('Step 1 of 4')).toBeVisible();
  await expect(fan).toHaveURL(new RegExp(`/events/${event.id}$`));
  const status = (await (await fan.request.get(`/api/events/${event.id}/queue`)).json()) as QueueStatus;
  expect(status.place?.state).toBe('used');
  await fanContext.close();
});
