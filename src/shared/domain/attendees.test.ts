import { describe, expect, it } from 'vitest';
import type { Attendee } from '../schemas/organizer';
import { attendeeSeating, attendeesCsv } from './attendees';

const attendee: Attendee = {
  reference: 'KP-ABC123',
  name: 'Rao, "Asha"',
  email: 'asha@example.com',
  phone: '+91 9876543210',
  seating: 'Gold',
  seats: 2,
  seatLabels: ['Gold-1', 'Gold-2'],
  status: 'refunded',
  bookedAt: '2026-02-01T20:00:00.000Z',
  tickets: 2,
  admitted: 1,
};

describe('attendeeSeating', () => {
  it('names the category, or the map section with "(seat map)"', () => {
    expect(attendeeSeating({ category: 'gold', seatIds: [] })).toBe('Gold');
    expect(attendeeSeating({ category: 'premium', seatIds: ['A-1'] })).toBe('Premium (seat map)');
    expect(attendeeSeating({ category: 'premium', seatIds: [] })).toBe('Premium');
  });
});

describe('attendeesCsv', () => {
  it('writes a header and one row per booking, quoted and defused, times in India', () => {
    const csv = attendeesCsv([
      attendee,
      { ...attendee, name: '=HYPERLINK("http://x.example")', status: 'confirmed' },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Booking reference,Name,E-mail,Phone,Seating,Seats,Seat labels,Status,Booked at (IST),Tickets,Admitted',
      `KP-ABC123,"Rao, ""Asha""",asha@example.com,'+91 9876543210,Gold,2,"Gold-1, Gold-2",Refunded,2026-02-02 01:30,2,1`,
      `KP-ABC123,"'=HYPERLINK(""http://x.example"")",asha@example.com,'+91 9876543210,Gold,2,"Gold-1, Gold-2",Confirmed,2026-02-02 01:30,2,1`,
      '',
    ]);
  });

  it('is only the header for no bookings', () => {
    expect(attendeesCsv([]).split('\r\n')).toHaveLength(2);
  });
});
