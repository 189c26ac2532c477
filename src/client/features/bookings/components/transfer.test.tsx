import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testBooking } from '@/client/test/booking';
import { sessionClient, testUser, WithClient } from '@/client/test/session';
import { TRANSFER_REFUSALS } from '@/shared/domain/ticket-transfer';
import type { Booking } from '@/shared/schemas/booking';
import type { ReceivedTicket, TicketTransfer } from '@/shared/schemas/ticket-transfer';
import { BookingsPage } from './bookings-page';
import { TicketsView } from './tickets-view';

// The booking starts 2030-07-05 14:00 UTC (7:30 pm IST).
const now = new Date('2030-06-01T12:00:00.000Z');
const user = testUser();

const twoTickets = testBooking({
  id: 'bk-1',
  tickets: [
    { id: 't1', seatLabel: 'Gold-1', holderName: 'Asha Rao', token: 'token-one', admittedAt: null },
    { id: 't2', seatLabel: 'Gold-2', holderName: 'Ravi Rao', token: 'token-two', admittedAt: null },
  ],
});
const transferred: TicketTransfer = {
  id: 'tr-1',
  ticketId: 't2',
  seatLabel: 'Gold-2',
  eventId: twoTickets.eventId,
  eventTitle: twoTickets.eventTitle,
  toName: 'Ravi Kumar',
  toEmail: 'ravi@example.in',
  transferredAt: '2030-06-01T12:00:00.000Z',
};
const afterTransfer: Booking = {
  ...twoTickets,
  tickets: twoTickets.tickets.slice(0, 1),
  transferredTickets: [
    {
      id: 't2',
      seatLabel: 'Gold-2',
      holderName: 'Ravi Rao',
      transferredTo: 'Ravi Kumar',
      transferredAt: transferred.transferredAt,
    },
  ],
};
const gift: ReceivedTicket = {
  id: 'r1',
  eventId: 'ev-9',
  eventTitle: 'Bengaluru FC vs Kerala Blasters',
  eventDate: '2030-07-10T14:00:00.000Z',
  eventEndsAt: '2030-07-10T16:00:00.000Z',
  venue: 'Sree Kanteerava Stadium',
  city: 'Bengaluru',
  eventCancelled: false,
  bookingStatus: 'confirmed',
  category: 'Gold',
  seatLabel: 'Gold-7',
  holderName: 'Asha Rao',
  fromName: 'Meena Iyer',
  receivedAt: '2030-05-30T10:00:00.000Z',
  token: 'token-gift',
  admittedAt: null,
  transferredTo: null,
  transferredAt: null,
};

let booking: Booking;
let received: ReceivedTicket[];
/** The transfer's answer: the status and body, and what becomes of the booking after it. */
let transferAnswer: [number, unknown];
let posted: unknown[];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  booking = twoTickets;
  received = [];
  posted = [];
  transferAnswer = [201, transferred];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === 'POST' && url.endsWith('/transfer')) {
        posted.push({ url, body: JSON.parse(String(init.body)) });
        if (transferAnswer[0] === 201) booking = afterTransfer;
        return json(...transferAnswer);
      }
      if (url.endsWith('/api/bookings')) return json(200, { items: [booking] });
      if (url.endsWith(`/api/bookings/${booking.id}`)) return json(200, booking);
      if (url.endsWith('/api/tickets/received')) return json(200, { items: received });
      return json(404, { error: { code: 'not_found', message: 'Not found' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/bookings'] });
  render(
    <WithClient client={sessionClient(user)}>
      <RouterProvider router={router} />
    </WithClient>,
  );
}

async function openTransfer(seat: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Transfer seat ${seat}` }));
  return screen.getByRole('dialog', { name: 'Transfer ticket' });
}

describe('transferring a ticket', () => {
  it('asks for their name and e-mail, says the old code stops working, and shows the ticket transferred', async () => {
    renderAt(<TicketsView bookingId="bk-1" now={now} />);
    const dialog = await openTransfer('Gold-2');
    expect(within(dialog).getByText(/Seat Gold-2 · Mumbai Indians vs Chennai Super Kings/)).toBeTruthy();
    expect(within(dialog).getByText(/This ticket’s QR code stops working at once/)).toBeTruthy();

    // Nothing typed: each field says what it needs, tied to it; focus goes to the first.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer ticket' }));
    const name = within(dialog).getByLabelText('Their name');
    const email = within(dialog).getByLabelText('Their e-mail');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please enter the name of the person you are giving the ticket to',
    );
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please enter their e-mail address',
    );
    expect(document.activeElement).toBe(name);

    // Their own address is refused before anything is sent.
    await userEvent.type(name, 'Ravi Kumar');
    await userEvent.type(email, user.email.toUpperCase());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer ticket' }));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      TRANSFER_REFUSALS.own_address.message,
    );
    expect(posted).toEqual([]);

    await userEvent.clear(email);
    await userEvent.type(email, 'ravi@example.in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer ticket' }));
    const status = await within(dialog).findByText(/^Transferred to Ravi Kumar\./);
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toContain('this ticket’s old QR code no longer works');
    expect(posted).toEqual([
      { url: '/api/tickets/t2/transfer', body: { name: 'Ravi Kumar', email: 'ravi@example.in' } },
    ]);

    // The page already shows it given away: one QR code left, the other seat transferred.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    const entry = await screen.findByText('Seat Gold-2 · Transferred to Ravi Kumar');
    await waitFor(() => expect(document.activeElement?.contains(entry)).toBe(true));
    expect(screen.getAllByRole('img', { name: /Entry QR code/ })).toHaveLength(1);
    expect(screen.queryByRole('img', { name: /seat Gold-2/ })).toBeNull();
    expect(screen.getByText('KhelPass ticket 1 of 1')).toBeTruthy();
  });

  it('shows the server’s refusal, and a field error where it names one', async () => {
    transferAnswer = [409, { error: TRANSFER_REFUSALS.transferred }];
    renderAt(<TicketsView bookingId="bk-1" now={now} />);
    let dialog = await openTransfer('Gold-1');
    await userEvent.type(within(dialog).getByLabelText('Their name'), 'Dev');
    await userEvent.type(within(dialog).getByLabelText('Their e-mail'), 'dev@example.in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer ticket' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      TRANSFER_REFUSALS.transferred.message,
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep ticket' }));
    transferAnswer = [
      400,
      {
        error: {
          code: 'invalid_request',
          message: 'Please check: email',
          fields: { email: 'Please enter a valid e-mail address' },
        },
      },
    ];
    dialog = await openTransfer('Gold-1');
    await userEvent.type(within(dialog).getByLabelText('Their name'), 'Dev');
    await userEvent.type(within(dialog).getByLabelText('Their e-mail'), 'dev@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer ticket' }));
    const email = within(dialog).getByLabelText('Their e-mail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please enter a valid e-mail address',
    );
  });

  it('offers no transfer of a ticket the gate has let in (its card says it was used)', async () => {
    booking = {
      ...twoTickets,
      tickets: [
        { ...twoTickets.tickets[0], admittedAt: '2030-07-05T13:00:00.000Z' } as Booking['tickets'][0],
      ],
    };
    renderAt(<TicketsView bookingId="bk-1" now={now} />);
    await screen.findByRole('list', { name: 'Tickets' });
    expect(screen.getByText(/^Used at the gate/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Transfer/ })).toBeNull();
  });

  it('closes transfers 2 hours before the start', async () => {
    renderAt(<TicketsView bookingId="bk-1" now={new Date('2030-07-05T12:30:00.000Z')} />);
    await screen.findByRole('list', { name: 'Tickets' });
    expect(screen.queryByRole('button', { name: /^Transfer/ })).toBeNull();
    expect(
      screen.getByText(/Transfers are closed: Tickets can be transferred until 2 hours before the start\./),
    ).toBeTruthy();
  });
});

describe('tickets transferred to the fan', () => {
  it('are listed on My Bookings with their QR code and who gave them, or what became of them', async () => {
    received = [
      gift,
      {
        ...gift,
        id: 'r2',
        seatLabel: 'Gold-8',
        token: null,
        transferredTo: 'Dev Shah',
        transferredAt: '2030-06-01T09:00:00.000Z',
      },
      {
        ...gift,
        id: 'r3',
        seatLabel: 'Gold-9',
        token: null,
        eventCancelled: true,
        bookingStatus: 'refunded',
      },
    ];
    renderAt(<BookingsPage now={now} />);
    const section = await screen.findByRole('region', { name: /Tickets transferred to you/ });
    const card = within(section).getByRole('article', { name: gift.eventTitle });
    expect(within(card).getByText('Transferred to you by Meena Iyer')).toBeTruthy();
    expect(
      await within(card).findByRole('img', {
        name: 'Entry QR code for seat Gold-7, Bengaluru FC vs Kerala Blasters',
      }),
    ).toBeTruthy();
    expect(
      within(card).getByRole('button', { name: 'Transfer seat Gold-7, Bengaluru FC vs Kerala Blasters' }),
    ).toBeTruthy();
    expect(
      within(section).getByText(`${gift.eventTitle} · Seat Gold-8 · Transferred to Dev Shah`),
    ).toBeTruthy();
    expect(within(section).getByText(/This event was cancelled, so this ticket is void/)).toBeTruthy();
    expect(within(section).getAllByRole('img', { name: /Entry QR code/ })).toHaveLength(1);
  });

  it('are not mentioned when there are none', async () => {
    renderAt(<BookingsPage now={now} />);
    await screen.findByRole('region', { name: /Upcoming/ });
    expect(screen.queryByRole('region', { name: /Tickets transferred to you/ })).toBeNull();
  });

  it('the booking card names the tickets given away', async () => {
    booking = afterTransfer;
    renderAt(<BookingsPage now={now} />);
    expect(
      await screen.findByText('Transferred: Gold-2 to Ravi Kumar. Its old QR code no longer works.'),
    ).toBeTruthy();
  });
});
