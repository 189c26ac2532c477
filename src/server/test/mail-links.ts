// Mailed links for server tests (issue 13): the apps of these tests mail through a real SMTP server
// (smtp-server.ts); a test reads the mail that arrived and follows its link as a person would.
//
//   const mail = await t.mailed(email, 'Reset your KhelPass password');
//   const token = linkToken(mail, '/account/reset-password');
import { expect } from 'vitest';
import { type Booking, bookingSchema } from '../../shared/schemas/booking';
import type { Database } from '../db/client';

import type { ApiClient } from './api-client';
import { checkout, holdCategory, pay, TEST_CONTACT } from './booking-flow';
import { promoterUpcoming } from './organizer-flow';
import type { ReceivedMail } from './smtp-server';

/** Where the test apps' mailed links point (their mail settings' siteOrigin). */
export const SITE_ORIGIN = 'https://tickets.example.in';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The token of the mail's link to `path` ('/account/reset-password'), as its page reads it after
 * '#token='; the HTML version must carry the same link as the text.
 */
export function linkToken(mail: ReceivedMail, path: string): string {
  const text = mail.parsed.text ?? '';
  const pattern = new RegExp(`${escapeRegExp(`${SITE_ORIGIN}${path}#token=`)}([A-Za-z0-9_%-]+)`);
  const [url, token] = pattern.exec(text) ?? [];
  if (!url || !token) throw new Error(`no link to ${path} in the mail:\n${text}`);
  expect(mail.parsed.html || '').toContain(`href="${url}"`);
  return decodeURIComponent(token);
}

/** Every mail to `address` with this subject that arrived. */
export const mailsAbout = (received: readonly ReceivedMail[], address: string, subject: string) =>
  received.filter((mail) => mail.recipients.includes(address) && mail.parsed.subject === subject);

/** The promoter's scheduled events two days or more ahead, soonest first: one per booking a test makes. */
export async function bookableEvents(database: Database): Promise<string[]> {
  return (await promoterUpcoming(database, 2 * 86_400_000)).map((row) => row.id);
}

/** Books one Gold place for `client` (signed in or a guest) with this contact address, and pays. */
export async function paidBooking(client: ApiClient, eventId: string, email: string): Promise<Booking> {
  const hold = await holdCategory(client, eventId, 'gold', 1);
  const created = await checkout(client, hold.id, { contact: { ...TEST_CONTACT, email } });
  expect(created.status, created.text).toBe(201);
  const paid = (await pay(client, created.body.order.id)).body;
  const confirmed = await client.postAs(
    bookingSchema,
    `/api/bookings/${created.body.booking.id}/confirm`,
    paid,
  );
  expect(confirmed.status, confirmed.text).toBe(200);
  return confirmed.body;
}
