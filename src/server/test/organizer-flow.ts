// The organiser's event editor through the API, for server tests: sign in as a catalogue
// organiser, create a draft from a valid form, publish it. Answers are parsed with the endpoint's
// schema (api-client's postAs).
//
//   const promoter = await signedIn(t.app, PROMOTER);
//   const draft = await createDraft(promoter, { tournament: 'Worli Cup' });
//   await publish(promoter, draft.id);
import { and, asc, eq, gt } from 'drizzle-orm';
import { expect } from 'vitest';
import { istDateTime } from '../../shared/domain/time';
import { type EventFormInput, ownEventSchema } from '../../shared/schemas/organizer';
import type { Database } from '../db/client';
import { events, users } from '../db/schema';
import { CATALOGUE_ORGANIZERS } from '../db/seed/accounts';
import { type ApiClient, apiClient } from './api-client';
import { TEST_ANCHOR } from './test-database';

const DAY = 86_400_000;
/** organizer@khelpass.in: kabaddi, tennis, hockey and badminton. */
export const PROMOTER = CATALOGUE_ORGANIZERS[0];
/** cricket@khelpass.in: another organiser. */
export const CRICKET_BOARD = CATALOGUE_ORGANIZERS[1];
/** A kabaddi and badminton hall in Mumbai: 5,000 places. */
export const NSCI_DOME = { id: 'nsci-dome', capacity: 5000 } as const;

export async function signedIn(
  app: Parameters<typeof apiClient>[0],
  account: { email: string; password: string },
) {
  const client = apiClient(app);
  const response = await client.post('/api/auth/sign-in', account);
  if (response.status !== 200) throw new Error(`sign-in of ${account.email}: ${response.status}`);
  return client;
}

/** India date and time `days` after TEST_ANCHOR at 19:30. */
export function istDaysAhead(days: number, time = '19:30') {
  return { date: istDateTime(new Date(TEST_ANCHOR.getTime() + days * DAY)).date, time };
}

/** A form the editor accepts: a kabaddi match at NSCI Dome ten days after TEST_ANCHOR, 19:30 IST for 3 hours. */
export function eventForm(overrides: Partial<EventFormInput> = {}): EventFormInput {
  const start = istDaysAhead(10);
  return {
    sport: 'kabaddi',
    tournament: 'Worli Kabaddi Cup',
    team1: 'U Mumba',
    team2: 'Worli Warriors',
    venueId: NSCI_DOME.id,
    startDate: start.date,
    startTime: start.time,
    durationMinutes: 180,
    description: 'U Mumba meet the Worli Warriors in the final of the Worli Kabaddi Cup.',
    highlights: ['Final of the cup', 'Home crowd'],
    image: '🤼',
    saleOpensDate: null,
    saleOpensTime: null,
    ...overrides,
  };
}

/** Creates a draft; anything but 201 fails the test. */
export async function createDraft(client: ApiClient, overrides: Partial<EventFormInput> = {}) {
  const response = await client.postAs(ownEventSchema, '/api/organizer/events', eventForm(overrides));
  expect(response.status, response.text).toBe(201);
  return response.body;
}

/** Publishes a draft; anything but 200 fails the test. */
export async function publish(client: ApiClient, eventId: string) {
  const response = await client.postAs(ownEventSchema, `/api/organizer/events/${eventId}/publish`);
  expect(response.status, response.text).toBe(200);
  return response.body;
}

/** The promoter's scheduled events starting more than `after` (3 days) after TEST_ANCHOR, soonest first. */
export async function promoterUpcoming(database: Database, after = 3 * DAY) {
  const [promoter] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, PROMOTER.email));
  if (!promoter) throw new Error('the promoter is not seeded');
  return database.db
    .select({ id: events.id, title: events.title, startsAt: events.startsAt })
    .from(events)
    .where(
      and(
        eq(events.organizerId, promoter.id),
        eq(events.status, 'scheduled'),
        gt(events.startsAt, new Date(TEST_ANCHOR.getTime() + after)),
      ),
    )
    .orderBy(asc(events.startsAt));
}
