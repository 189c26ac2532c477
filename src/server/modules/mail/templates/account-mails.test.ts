import { describe, expect, it } from 'vitest';
import {
  bookingLookupMail,
  emailChangedNoticeMail,
  emailChangeMail,
  emailConfirmationMail,
  passwordResetMail,
} from './account-mails';

// 10:00 UTC is 3:30 pm in India.
const expiresAt = new Date('2026-02-02T10:00:00.000Z');
const url = 'https://tickets.example.in/account/reset-password#token=abc_DEF-123';
// People write their own names: markup in one is text in the e-mail.
const name = 'Asha <b>Rao</b> & "Co"';

describe('account mails', () => {
  const mails = {
    reset: passwordResetMail({ name, email: 'asha@example.in', url, expiresAt }),
    confirmation: emailConfirmationMail({ name, email: 'asha@example.in', url, expiresAt }),
    change: emailChangeMail({ name, newEmail: 'asha.new@example.in', url, expiresAt }),
    lookup: bookingLookupMail({
      booking: {
        reference: 'KP-ABC234',
        eventTitle: 'Mumbai <i>Kings</i> vs Pune',
        eventDate: new Date('2026-03-01T14:00:00.000Z'),
        contactName: name,
      },
      url,
      expiresAt,
    }),
  };

  it.each(Object.entries(mails))(
    '%s: says until when in IST, and carries the link in both versions',
    (_, mail) => {
      expect(mail.text).toContain('until 3:30 pm IST on Mon, 2 Feb 2026');
      expect(mail.html).toContain('until 3:30 pm IST on Mon, 2 Feb 2026');
      expect(mail.text).toContain(url);
      expect(mail.html).toContain(`href="${url}"`);
      expect(mail.html).toContain('lang="en-IN"');
      expect(mail.attachments).toEqual([]);
    },
  );

  it.each(Object.entries(mails))('%s: shows markup in names as text', (_, mail) => {
    expect(mail.html).toContain('Asha &lt;b&gt;Rao&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(mail.html).not.toContain('<b>Rao</b>');
    expect(mail.text).toContain(name);
  });

  it('the look-up names the booking and the match in India time', () => {
    expect(mails.lookup.subject).toBe('Your booking KP-ABC234: Mumbai <i>Kings</i> vs Pune');
    expect(mails.lookup.text).toContain('Booking reference: KP-ABC234');
    expect(mails.lookup.text).toContain('When: Sun, 1 Mar 2026 · 7:30 pm IST');
    expect(mails.lookup.html).not.toContain('<i>Kings</i>');
  });

  it('the notice to the old address names both addresses and the moment, and whom to tell', () => {
    const notice = emailChangedNoticeMail({
      name,
      oldEmail: 'asha@example.in',
      newEmail: 'asha.new@example.in',
      changedAt: expiresAt,
      siteOrigin: 'https://tickets.example.in',
    });
    expect(notice.subject).toBe('Your KhelPass e-mail address was changed');
    expect(notice.text).toContain('Previous address: asha@example.in');
    expect(notice.text).toContain('New address: asha.new@example.in');
    expect(notice.text).toContain('Changed: Mon, 2 Feb 2026, 3:30 pm IST');
    expect(notice.text).toContain('If you did not make this change, write to');
    expect(notice.html).toContain('href="https://tickets.example.in/help#contact-us"');
  });
});
