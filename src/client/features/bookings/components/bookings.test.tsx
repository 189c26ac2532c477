import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testBooking } from '@/client/test/booking';
import { sessionClient, testUser, WithClient } from '@/client/test/session';
import type { Booking } from '@/shared/schemas/booking';
import { BookingsPage } from './bookings-page';
import { TicketsView } from './tickets-view';

const now = new Date('2030-06-01T12:00:00.000Z');

const base = testBooking({
  id: 'bk-up',
  reference: 'KP-UPC0M1',
  eventId: 'ev-1',
  tickets: [
    { id: 't1', seatLabel: 'Gold-1', holderName: 'Asha Rao', token: 'token-one', admittedAt: null },
    { id: 't2', seatLabel: 'Gold-2', holderName: 'Ravi Rao', token: 'token-two', admittedAt: null },
  ],
});
const attended: Booking = {
  ...base,
  id: 'bk-past',
  reference: 'KP-PAST01',
  eventTitle: 'Bengaluru FC vs Kerala Blasters',
  eventDate: '2030-04-01T14:00:00.000Z',
  paymentId: 'pay_PAST',
};
const pending: Booking = {
  ...base,
  id: 'bk-pend',
  reference: 'KP-PEND01',
  eventTitle: 'Patna Pirates vs Bengal Warriors',
  status: 'pending',
  paymentId: null,
  tickets: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const refunded: Booking = {
  ...base,
  id: 'bk-ref',
  reference: 'KP-REFUND',
  eventTitle: 'Delhi Capitals vs Punjab Kings',
  status: 'refunded',
  eventCancelled: true,
  totalPaise: 472_000,
  refundedAt: '2030-05-24T08:00:00.000Z',
  tickets: [],
};

let list: Booking[] = [];
beforeEach(() => {
  list = [base, attended, pending, refunded];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/api/bookings')) return json(200, { items: list });
      if (url.endsWith('/api/tickets/received')) return json(200, { items: [] });
      const one = list.find((b) => url.endsWith(`/api/bookings/${b.id}`));
      if (one) return json(200, one);
      return json(404, { error: { code: 'not_found', message: 'Booking not found' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/bookings'] });
  render(
    <WithClient client={sessionClient(testUser())}>
      <RouterProvider router={router} />
    </WithClient>,
  );
}

describe('BookingsPage', () => {
  it('splits confirmed bookings into Upcoming and Attended and lists the rest honestly', async () => {
    renderAt(<BookingsPage now={now} />);
    const upcoming = await screen.findByRole('region', { name: /Upcoming/ });
    const card = within(upcoming).getByRole('article', { name: base.eventTitle });
    expect(within(card).getByText('Wankhede Stadium, Mumbai')).toBeTruthy();
    expect(within(card).getByText(/Fri, 5 Jul 2030 · 7:30 pm IST/)).toBeTruthy();
    expect(within(card).getByText('Gold-1, Gold-2')).toBeTruthy();
    expect(within(card).getByText('₹6,195')).toBeTruthy();
    expect(within(card).getByText('KP-UPC0M1')).toBeTruthy();
    expect(within(card).getByText('pay_UP1')).toBeTruthy();
    expect(within(card).getByText('Confirmed')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /View tickets/ })
        .getAttribute('href'),
    ).toBe('/bookings?booking=bk-up');
    const calendar = within(card).getByRole('link', { name: /Add to calendar/ });
    expect(calendar.getAttribute('href')).toBe('/api/bookings/bk-up/calendar.ics');
    expect(calendar.hasAttribute('download')).toBe(true);
    expect(
      within(card)
        .getByRole('link', { name: /Tax invoice/ })
        .getAttribute('href'),
    ).toBe('/bookings/bk-up/invoice');

    const past = screen.getByRole('region', { name: /Attended/ });
    expect(within(past).getByRole('article', { name: attended.eventTitle })).toBeTruthy();
    expect(within(past).queryByRole('article', { name: base.eventTitle })).toBeNull();

    const other = screen.getByRole('region', { name: /Not confirmed or refunded/ });
    const pendingCard = within(other).getByRole('article', { name: pending.eventTitle });
    expect(within(pendingCard).getByText('Awaiting payment')).toBeTruthy();
    expect(within(pendingCard).queryByRole('link', { name: /View tickets|Tax invoice/ })).toBeNull();
    // A cancelled event's booking: refunded, the amount and when, no tickets.
    const refundedCard = within(other).getByRole('article', { name: refunded.eventTitle });
    expect(within(refundedCard).getByText('Refunded')).toBeTruthy();
    expect(
      within(refundedCard).getByText(/^Refunded ₹4,720 on 24 May 2030\. This event was cancelled/),
    ).toBeTruthy();
    expect(within(refundedCard).queryByRole('link', { name: /View tickets|Add to calendar/ })).toBeNull();
    // Its invoice stays available, marked refunded.
    expect(
      within(refundedCard)
        .getByRole('link', { name: /Tax invoice/ })
        .getAttribute('href'),
    ).toBe('/bookings/bk-ref/invoice');
  });

  it('shows an empty state with a link to browse events', async () => {
    list = [];
    renderAt(<BookingsPage now={now} />);
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Browse events/ }).getAttribute('href')).toBe('/events');
  });
});

describe('TicketsView', () => {
  it('shows one card per ticket with a QR code of its token, and prints', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderAt(<TicketsView bookingId="bk-up" />);
    const tickets = await screen.findByRole('list', { name: 'Tickets' });
    const cards = within(tickets).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('Gold-1')).toBeTruthy();
    expect(within(first).getByText('Asha Rao')).toBeTruthy();
    expect(within(first).getByText('Wankhede Stadium, Mumbai')).toBeTruthy();
    expect(within(first).getAllByText('KP-UPC0M1').length).toBeGreaterThan(0);
    expect(within(first).getByText('KhelPass ticket 1 of 2')).toBeTruthy();
    const qr = (await within(first).findByRole('img', {
      name: /Entry QR code for seat Gold-1/,
    })) as HTMLImageElement;
    expect(qr.src.startsWith('data:image/svg+xml')).toBe(true);
    const second = cards[1] as HTMLElement;
    const qr2 = (await within(second).findByRole('img', { name: /seat Gold-2/ })) as HTMLImageElement;
    expect(qr2.src).not.toBe(qr.src);

    fireEvent.click(screen.getByRole('button', { name: 'Print tickets' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(
      '/api/bookings/bk-up/calendar.ics',
    );
    expect(screen.getByRole('link', { name: 'My Bookings' }).getAttribute('href')).toBe('/bookings');
    expect(screen.getByRole('link', { name: 'Tax invoice' }).getAttribute('href')).toBe(
      '/bookings/bk-up/invoice',
    );
  });

  it('marks a ticket the gate has let in as used, with when', async () => {
    list = [
      {
        ...attended,
        tickets: [
          {
            id: 't1',
            seatLabel: 'Gold-1',
            holderName: 'Asha Rao',
            token: 't-1',
            admittedAt: '2030-04-01T13:12:00.000Z',
          },
          { id: 't2', seatLabel: 'Gold-2', holderName: 'Ravi Rao', token: 't-2', admittedAt: null },
        ],
      },
    ];
    renderAt(<TicketsView bookingId="bk-past" />);
    const cards = within(await screen.findByRole('list', { name: 'Tickets' })).getAllByRole('article');
    const used = within(cards[0] as HTMLElement).getByText(/^Used at the gate/);
    expect(used.textContent).toBe('Used at the gate · Mon, 1 Apr 2030 · 6:42 pm IST');
    expect(within(cards[1] as HTMLElement).queryByText(/Used at the gate/)).toBeNull();
  });

  it('says so when the booking is not in the account', async () => {
    renderAt(<TicketsView bookingId="someone-elses" />);
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't find this booking");
  });

  it('shows no QR code for a refunded booking, and says what was refunded', async () => {
    renderAt(<TicketsView bookingId="bk-ref" />);
    expect(await screen.findByText(/^Refunded ₹4,720 on 24 May 2030\./)).toBeTruthy();
    expect(screen.getByText('Refunded')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Tickets' })).toBeNull();
    expect(screen.queryByRole('img', { name: /Entry QR code/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print tickets' })).toBeNull();
  });

  it('issues no tickets for an unpaid booking', async () => {
    renderAt(<TicketsView bookingId="bk-pend" />);
    expect(await screen.findByText('Tickets are issued once the payment is confirmed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print tickets' })).toBeNull();
  });
});
