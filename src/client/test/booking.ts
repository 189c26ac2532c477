import type { Booking } from '@/shared/schemas/booking';

/** A Gold × 2 booking at Wankhede, confirmed and paid by card; tests override what they need. */
export const testBooking = (overrides: Partial<Booking> = {}): Booking => ({
  id: 'bk-1',
  reference: 'KP-7H3K9Q',
  eventId: 'ev-7',
  eventTitle: 'Mumbai Indians vs Chennai Super Kings',
  eventDate: '2030-07-05T14:00:00.000Z',
  eventEndsAt: '2030-07-05T18:00:00.000Z',
  venue: 'Wankhede Stadium',
  city: 'Mumbai',
  category: 'Gold',
  seats: ['Gold-1', 'Gold-2'],
  addOns: [],
  insurance: false,
  quote: { seats: 5000, addOns: 0, insurance: 0, convenienceFee: 250, gst: 945, total: 6195 },
  totalAmount: 6195,
  status: 'confirmed',
  bookingDate: '2030-05-01T10:00:00.000Z',
  confirmedAt: '2030-05-01T10:05:00.000Z',
  paymentId: 'pay_UP1',
  paymentMethod: 'card',
  contactName: 'Asha Rao',
  contactEmail: 'asha@example.in',
  tickets: [],
  ...overrides,
});
