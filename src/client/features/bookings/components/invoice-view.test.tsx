import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionClient, testUser, WithClient } from '@/client/test/session';
import { invoiceLines, invoiceTotals } from '@/shared/domain/invoice';
import { priceBooking, pricedSeats } from '@/shared/domain/pricing';
import type { Invoice } from '@/shared/schemas/invoice';
import { InvoiceView } from './invoice-view';

// Gold × 2 at ₹2,500 with 20% off, VIP Parking and insurance: worked by the domain's own rules.
const seatLines = [{ label: 'Gold', unitPricePaise: 200_000, listPricePaise: 250_000, quantity: 2 }];
const bill = priceBooking({ seats: pricedSeats(seatLines), addOnIds: ['parking'], insurance: true });
const lines = invoiceLines({
  quote: { ...bill, seatLines },
  seatsLabel: 'Gold',
  seatCount: 2,
  addOnIds: ['parking'],
});
const paid: Invoice = {
  number: 'INV-KP-7H3K9Q',
  bookingId: 'bk-1',
  bookingReference: 'KP-7H3K9Q',
  issuedAt: '2030-05-01T10:05:00.000Z',
  status: 'paid',
  refundedAt: null,
  paymentId: 'pay_UP1',
  paymentMethod: 'card',
  event: {
    id: 'ev-7',
    title: 'Mumbai Indians vs Chennai Super Kings',
    startsAt: '2030-07-05T14:00:00.000Z',
    venue: 'Wankhede Stadium',
    city: 'Mumbai',
  },
  placeOfSupply: 'Maharashtra',
  organiser: { name: 'Mumbai Cricket Promotions', gstin: null, supplies: 'Admission and add-ons' },
  platform: { name: 'KhelPass', gstin: null, supplies: 'Convenience fee' },
  buyer: { name: 'Asha Rao', email: 'asha@example.in' },
  lines,
  totals: invoiceTotals(lines, bill),
};

let answer: { status: number; body: unknown };
beforeEach(() => {
  answer = { status: 200, body: paid };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/api/bookings/bk-1/invoice'))
        return new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'Content-Type': 'application/json' },
        });
      return new Response(
        JSON.stringify({ error: { code: 'not_found', message: 'Booking was not found' } }),
        {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        },
      );
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderInvoice(bookingId = 'bk-1') {
  const router = createMemoryRouter([{ path: '*', element: <InvoiceView bookingId={bookingId} /> }], {
    initialEntries: [`/bookings/${bookingId}/invoice`],
  });
  render(
    <WithClient client={sessionClient(testUser())}>
      <RouterProvider router={router} />
    </WithClient>,
  );
}

describe('InvoiceView', () => {
  it('shows the suppliers, the buyer, each line with its GST and totals equal to the charge, and prints', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderInvoice();
    const invoice = await screen.findByRole('article', { name: 'Tax invoice' });
    expect(within(invoice).getByText('INV-KP-7H3K9Q')).toBeTruthy();
    expect(within(invoice).getByText('Paid')).toBeTruthy();
    expect(within(invoice).getByText('1 May 2030, 3:35 pm IST')).toBeTruthy();
    expect(within(invoice).getByText('Maharashtra')).toBeTruthy();
    expect(within(invoice).getByText('Mumbai Cricket Promotions')).toBeTruthy();
    expect(within(invoice).getAllByText('GSTIN: not on record')).toHaveLength(2);
    expect(within(invoice).getByText('asha@example.in')).toBeTruthy();

    const table = within(invoice).getByRole('table');
    const row = (name: string) =>
      within(table)
        .getByRole('rowheader', { name: new RegExp(name) })
        .closest('tr') as HTMLElement;
    // 2 × ₹2,500 = ₹5,000, GST 18% = ₹900.
    expect(within(row('Admission · Gold')).getByText('Organiser · 2 × ₹2,500.00 · GST 18%')).toBeTruthy();
    expect(row('Admission · Gold').textContent).toContain('₹5,000.00₹900.00₹5,900.00');
    expect(row('Deal discount').textContent).toContain('-₹1,000.00-₹180.00-₹1,180.00');
    expect(row('VIP Parking').textContent).toContain('₹500.00₹90.00₹590.00');
    expect(within(row('Convenience fee')).getByText('KhelPass · GST 18%')).toBeTruthy();
    expect(within(row('Event Protection Insurance')).getByText('Insurer · no GST charged')).toBeTruthy();

    // seats 4000 + parking 500 = 4500; insurance 200; fee 360; GST 18% of 4860 = 874.8 → 875; total 5935.
    const total = within(invoice).getByText('Total paid').parentElement as HTMLElement;
    expect(total.textContent).toBe('Total paid₹5,935.00');
    expect(bill.total).toBe(5935);
    const value = (term: string) => (within(invoice).getByText(term).nextSibling as HTMLElement).textContent;
    expect(value('GST on the lines')).toBe('₹874.80');
    expect(value('GST rounded to the whole rupee')).toBe('₹0.20');
    expect(value('CGST 9%')).toBe('₹437.50');
    expect(value('SGST 9%')).toBe('₹437.50');
    expect(value('GST charged')).toBe('₹875.00');
    expect(value('Not subject to GST')).toBe('₹200.00');

    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to booking' }).getAttribute('href')).toBe(
      '/bookings?booking=bk-1',
    );
  });

  it('marks a refunded booking’s invoice refunded, with when, and says no credit note is issued', async () => {
    answer = { status: 200, body: { ...paid, status: 'refunded', refundedAt: '2030-06-02T06:30:00.000Z' } };
    renderInvoice();
    const invoice = await screen.findByRole('article', { name: 'Tax invoice' });
    expect(within(invoice).getByText('Refunded')).toBeTruthy();
    expect(
      within(invoice).getByText(
        'The whole amount was refunded on 2 Jun 2030, 12:00 pm IST. This invoice stays for your records; no credit note is issued for the refund.',
      ),
    ).toBeTruthy();
    expect(within(invoice).getByText('Total charged (since refunded)')).toBeTruthy();
  });

  it('says so when the booking is not found for this account or browser', async () => {
    renderInvoice('someone-elses');
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't find this booking");
  });

  it('passes on the server’s word for an unpaid booking', async () => {
    answer = {
      status: 409,
      body: { error: { code: 'not_invoiced', message: 'A tax invoice is issued once the booking is paid.' } },
    };
    renderInvoice();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A tax invoice is issued once the booking is paid.',
    );
  });
});
