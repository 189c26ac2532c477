import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../../shared/schemas/booking';
import { bookingConfirmedMail, bookingRefundedMail, eventCancelledMail, ticketCid } from './booking-mails';

const booking: Booking = {
  id: 'b1',
  reference: 'KP-ABC234',
  eventId: 'ev-000001',
  // Organisers write titles: markup in one is text in the e-mail.
  eventTitle: 'Mumbai <b>Kings</b> vs "Chennai" & Co',
  eventDate: '2026-12-05T14:00:00.000Z',
  eventEndsAt: '2026-12-05T17:00:00.000Z',
  venue: 'Wankhede Stadium',
  city: 'Mumbai',
  category: 'Gold',
  seats: ['Gold-1', 'Gold-2'],
  addOns: [],
  insurance: false,
  quote: {
    seatsPaise: 500_000,
    dealDiscountPaise: 50_000,
    addOnsPaise: 0,
    insurancePaise: 0,
    convenienceFeePaise: 22_500,
    gstPaise: 85_050,
    totalPaise: 557_550,
  },
  totalPaise: 557_550,
  status: 'confirmed',
  bookingDate: '2026-11-20T10:00:00.000Z',
  confirmedAt: '2026-11-20T10:01:00.000Z',
  refundedAt: null,
  paymentId: 'pay_1',
  paymentMethod: 'card',
  contactName: 'Asha Rao',
  contactEmail: 'asha@example.com',
  eventCancelled: false,
  transferredTickets: [],
  tickets: [
    { id: 't1', seatLabel: 'Gold-1', holderName: 'Asha Rao', token: 'KP1.t1.x', admittedAt: null },
    { id: 't2', seatLabel: 'Gold-2', holderName: 'Ravi Rao', token: 'KP1.t2.y', admittedAt: null },
  ],
};
const confirmed = bookingConfirmedMail({
  booking,
  calendar: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
  siteOrigin: 'https://khelpass.in',
});

describe('bookingConfirmedMail', () => {
  it('says when in India time and en-IN rupees, leaving out lines of nothing', () => {
    expect(confirmed.subject).toBe(
      'Booking confirmed: Mumbai <b>Kings</b> vs "Chennai" & Co, Sat, 5 Dec 2026 · 7:30 pm IST (KP-ABC234)',
    );
    expect(confirmed.text).toContain('Time: 7:30 pm IST');
    expect(confirmed.text).toContain(
      'Tickets: ₹5,000\nDeal discount: − ₹500\nConvenience fee: ₹225\nGST: ₹851',
    );
    expect(confirmed.text).toContain('Total paid: ₹5,576');
    expect(confirmed.text).not.toContain('Add-ons');
    expect(confirmed.text).toContain('https://khelpass.in/bookings?booking=b1');
  });

  it('escapes what organisers and fans wrote in the HTML', () => {
    expect(confirmed.html).toContain('Mumbai &lt;b&gt;Kings&lt;/b&gt; vs &quot;Chennai&quot; &amp; Co');
    expect(confirmed.html).not.toContain('<b>Kings</b>');
  });

  it('shows each QR code inline by its Content-ID and attaches the calendar entry', () => {
    for (const ticket of booking.tickets)
      expect(confirmed.html).toContain(`src="cid:${ticketCid(ticket.id)}"`);
    expect(confirmed.attachments).toEqual([
      { filename: 'ticket-Gold-1.png', qrCode: 'KP1.t1.x', cid: ticketCid('t1') },
      { filename: 'ticket-Gold-2.png', qrCode: 'KP1.t2.y', cid: ticketCid('t2') },
      {
        filename: 'KP-ABC234.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n').toString('base64'),
      },
    ]);
  });
});

describe('the mails after a cancel', () => {
  it('tells the reason first, then the amount refunded, without the tickets', () => {
    const cancelled = eventCancelledMail({
      booking,
      reason: 'Rain <again>',
      siteOrigin: 'https://khelpass.in',
    });
    expect(cancelled.text).toContain('Reason: Rain <again>');
    expect(cancelled.html).toContain('Rain &lt;again&gt;');
    const refunded = bookingRefundedMail({
      booking: { ...booking, tickets: [] },
      refund: { scope: 'full', cause: 'event_cancelled', amountPaise: booking.totalPaise },
      siteOrigin: 'https://khelpass.in',
    });
    expect(refunded.subject).toBe('Refunded ₹5,576: Mumbai <b>Kings</b> vs "Chennai" & Co (KP-ABC234)');
    expect(refunded.text).toContain('was cancelled. We have refunded ₹5,576 in full');
    expect(refunded.attachments).toEqual([]);
  });
});

describe('the mails after an admin refund (issue 14)', () => {
  it('tells a full refund without blaming a cancellation, and an insurance refund keeps the tickets', () => {
    const full = bookingRefundedMail({
      booking: { ...booking, tickets: [] },
      refund: { scope: 'full', cause: 'admin', amountPaise: booking.totalPaise },
      siteOrigin: 'https://khelpass.in',
    });
    expect(full.text).toContain('we have refunded your booking for');
    expect(full.text).toContain('The tickets no longer admit anyone.');
    expect(full.text).not.toContain('was cancelled');
    const insurance = bookingRefundedMail({
      booking: { ...booking, tickets: [] },
      refund: { scope: 'insurance', cause: 'admin', amountPaise: 12_000 },
      siteOrigin: 'https://khelpass.in',
    });
    expect(insurance.subject).toBe(
      'Insurance refunded ₹120: Mumbai <b>Kings</b> vs "Chennai" & Co (KP-ABC234)',
    );
    expect(insurance.text).toContain('Your tickets stay valid.');
    expect(insurance.html).toContain('Mumbai &lt;b&gt;Kings&lt;/b&gt;');
  });
});
