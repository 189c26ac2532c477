import { describe, expect, it } from 'vitest';
import { MATCH_REMINDERS } from '../../../../shared/domain/notices';
import { matchReminderMail } from './match-reminder';

const [dayBefore, twoHours] = MATCH_REMINDERS;
const match = {
  fanName: 'Asha <Rao>',
  bookingId: 'b1',
  reference: 'KP-ABC234',
  // Organisers write titles: markup in one is text in the e-mail.
  eventTitle: 'Mumbai <b>Kings</b> vs "Chennai" & Co',
  venue: 'Wankhede Stadium',
  city: 'Mumbai',
  startsAt: new Date('2026-12-05T14:00:00.000Z'),
};

describe('matchReminderMail', () => {
  it('says when in India time, where, and links to the tickets', () => {
    const mail = matchReminderMail({ reminder: dayBefore, match, siteOrigin: 'https://khelpass.in' });
    expect(mail.subject).toBe(
      'Starts in 24 hours: Mumbai <b>Kings</b> vs "Chennai" & Co, Sat, 5 Dec 2026 · 7:30 pm IST (KP-ABC234)',
    );
    expect(mail.text).toContain(
      'Date: Sat, 5 Dec 2026\nStarts: 7:30 pm IST\nVenue: Wankhede Stadium, Mumbai',
    );
    expect(mail.text).toContain('Your tickets: https://khelpass.in/bookings?booking=b1');
    expect(mail.attachments).toEqual([]);
    expect(matchReminderMail({ reminder: twoHours, match, siteOrigin: '' }).subject).toMatch(
      /^Starts in 2 hours: /,
    );
  });

  it('escapes what fans and organisers typed in the HTML', () => {
    const { html } = matchReminderMail({ reminder: dayBefore, match, siteOrigin: 'https://khelpass.in' });
    expect(html).not.toContain('<b>Kings</b>');
    expect(html).toContain('Mumbai &lt;b&gt;Kings&lt;/b&gt; vs &quot;Chennai&quot; &amp; Co');
    expect(html).toContain('Hi Asha &lt;Rao&gt;,');
  });
});
