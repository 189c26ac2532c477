import { describe, expect, it } from 'vitest';
import { ticketCid } from './booking-mails';
import { type TransferMailFacts, ticketReceivedMail, ticketSentMail } from './transfer-mails';

// Names are typed by fans (the sender's account, the recipient's name) and titles by organisers.
const transfer: TransferMailFacts = {
  eventTitle: 'Mumbai <b>Kings</b> vs "Chennai"',
  eventDate: '2026-12-05T14:00:00.000Z',
  venue: 'Wankhede Stadium',
  city: 'Mumbai',
  category: 'Gold',
  fromName: 'Asha <script>',
  toName: 'Ravi & Co',
  toEmail: 'ravi@example.in',
  transferredAt: '2026-11-30T04:45:00.000Z',
  ticket: { id: 't9', seatLabel: 'Gold-2', holderName: 'Ravi & Co', token: 'KP2.new' },
};
const site = { transfer, siteOrigin: 'https://khelpass.in' };

describe('ticketReceivedMail', () => {
  const mail = ticketReceivedMail(site);

  it('names the sender, the match in India time, the seat, and leads to My Bookings', () => {
    expect(mail.subject).toBe(
      'Asha <script> sent you a ticket: Mumbai <b>Kings</b> vs "Chennai", Sat, 5 Dec 2026 · 7:30 pm IST',
    );
    expect(mail.text).toContain(
      'Date: Sat, 5 Dec 2026\nTime: 7:30 pm IST\nVenue: Wankhede Stadium, Mumbai\nSeat: Gold-2\nCategory: Gold\nTicket holder: Ravi & Co\nFrom: Asha <script>',
    );
    expect(mail.text).toContain('Sign in or sign up at KhelPass with ravi@example.in');
    expect(mail.text).toContain('Your tickets: https://khelpass.in/bookings');
  });

  it('shows the new ticket’s QR code inline, and escapes what people wrote in the HTML', () => {
    expect(mail.attachments).toEqual([
      { filename: 'ticket-Gold-2.png', qrCode: 'KP2.new', cid: ticketCid('t9') },
    ]);
    expect(mail.html).toContain(`src="cid:${ticketCid('t9')}"`);
    expect(mail.html).toContain('Asha &lt;script&gt;');
    expect(mail.html).toContain('Ravi &amp; Co');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Kings</b>');
  });
});

describe('ticketSentMail', () => {
  it('is a receipt: to whom and when, that the old code no longer works, and no code of either ticket', () => {
    const mail = ticketSentMail(site);
    expect(mail.subject).toBe('Ticket transferred: Gold-2, Mumbai <b>Kings</b> vs "Chennai" to Ravi & Co');
    expect(mail.text).toContain('Its old QR code no longer works at the gate');
    expect(mail.text).toContain(
      'Transferred to: Ravi & Co (ravi@example.in)\nTransferred on: Mon, 30 Nov 2026 · 10:15 am IST',
    );
    expect(mail.attachments).toEqual([]);
    expect(mail.html).not.toContain('KP2.new');
    expect(mail.text).not.toContain('KP2.new');
    expect(mail.html).not.toContain('<script>');
  });
});
