import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../shared/schemas/booking';
import { bookingCalendar } from './ics';

const booking = (over: Partial<Booking>): Booking =>
  ({
    id: '6f1d2c3b-0000-4000-8000-000000000001',
    reference: 'KP-ABC234',
    eventTitle: 'Worli Tigers vs Dadar Lions',
    eventDate: '2030-07-05T14:00:00.000Z',
    eventEndsAt: '2030-07-05T17:00:00.000Z',
    venue: 'NSCI Dome',
    city: 'Mumbai',
    seats: ['Economy-1'],
    status: 'confirmed',
    ...over,
  }) as Booking;

const lines = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('bookingCalendar', () => {
  it('keeps a title an organiser typed on one line, whatever control characters it holds', () => {
    const text = bookingCalendar(
      booking({ eventTitle: 'Worli\rURL:https://evil.example\u0007 vs Dadar' }),
      new Date(),
    );
    const summary = lines(text).filter((line) => line.startsWith('SUMMARY:'));
    expect(summary).toEqual(['SUMMARY:Worli\\nURL:https://evil.example vs Dadar']);
    expect(lines(text).some((line) => line.startsWith('URL:'))).toBe(false);
  });

  it('says a refunded booking (its event cancelled) is cancelled', () => {
    expect(lines(bookingCalendar(booking({}), new Date()))).toContain('STATUS:CONFIRMED');
    expect(lines(bookingCalendar(booking({ status: 'refunded' }), new Date()))).toContain('STATUS:CANCELLED');
  });
});
