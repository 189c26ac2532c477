import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testBooking } from '@/client/test/booking';
import { sessionClient, WithClient } from '@/client/test/session';
import { LOOKUP_MESSAGES } from '@/shared/schemas/booking-lookup';
import { FoundBooking } from './found-booking';

const booking = testBooking({
  tickets: [
    { id: 't1', seatLabel: 'Gold-1', holderName: 'Asha Rao', token: 'token-one', admittedAt: null },
    { id: 't2', seatLabel: 'Gold-2', holderName: 'Ravi Rao', token: 'token-two', admittedAt: null },
  ],
});
const TOKEN = 'B'.repeat(43);

function renderFound(response: Response) {
  const fetch = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter([{ path: '*', element: <FoundBooking token={TOKEN} /> }], {
    initialEntries: ['/bookings/find'],
  });
  render(
    <WithClient client={sessionClient(null)}>
      <RouterProvider router={router} />
    </WithClient>,
  );
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('FoundBooking', () => {
  it('opens the link only on a click, then shows the booking with its invoice and each QR ticket', async () => {
    const fetch = renderFound(json(200, { booking, inAccount: false }));
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Show my booking' }));
    const tickets = await screen.findByRole('list', { name: 'Tickets' });
    expect(within(tickets).getAllByRole('listitem')).toHaveLength(2);
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      token: TOKEN,
    });
    const [card] = screen.getAllByRole('article', { name: booking.eventTitle });
    if (!card) throw new Error('no booking card');
    expect(
      within(card)
        .getByRole('link', { name: /Tax invoice/ })
        .getAttribute('href'),
    ).toBe(`/bookings/${booking.id}/invoice`);
    // What needs an account is not offered.
    expect(
      within(card).queryByRole('link', { name: /View tickets|Add to calendar|Complete payment/ }),
    ).toBeNull();
  });

  it('says why a link shows nothing, and leads to a new one', async () => {
    renderFound(json(410, { error: { code: 'link_used', message: LOOKUP_MESSAGES.openedElsewhere } }));
    fireEvent.click(screen.getByRole('button', { name: 'Show my booking' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(LOOKUP_MESSAGES.openedElsewhere);
    expect(within(alert).getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/bookings/find',
    );
    expect(screen.queryByRole('list', { name: 'Tickets' })).toBeNull();
  });
});
