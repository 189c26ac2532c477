import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testBooking } from '@/client/test/booking';
import { sessionClient, testUser, WithClient } from '@/client/test/session';
import type { Booking, Checkout, PaymentResult } from '@/shared/schemas/booking';
import { PaymentDialog } from './payment-dialog';

const notifyMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/client/lib/notify', () => ({ notify: notifyMock }));

const pending = testBooking({
  eventDate: '2030-04-05T14:00:00.000Z',
  eventEndsAt: '2030-04-05T18:00:00.000Z',
  status: 'pending',
  bookingDate: '2030-03-01T10:00:00.000Z',
  confirmedAt: null,
  paymentId: null,
  paymentMethod: null,
});
const checkout: Checkout = {
  booking: pending,
  order: {
    id: 'order_1',
    amountPaise: 619_500,
    currency: 'INR',
    receipt: 'KP-7H3K9Q',
    payeeVpa: 'khelpass@icici',
    payeeName: 'KhelPass',
  },
};
const payment: PaymentResult = { orderId: 'order_1', paymentId: 'pay_1', signature: 'sig' };
const confirmedBooking: Booking = {
  ...pending,
  status: 'confirmed',
  confirmedAt: '2030-03-01T10:05:00.000Z',
  paymentId: 'pay_1',
  paymentMethod: 'card',
  tickets: [
    { id: 't1', seatLabel: 'Gold-1', holderName: 'Asha Rao', token: 'tok1', admittedAt: null },
    { id: 't2', seatLabel: 'Gold-2', holderName: 'Guest', token: 'tok2', admittedAt: null },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn<Fetch>>;
/** Resolves the next payment request when called (for the in-flight test). */
let holdPayment: Promise<void> | null = null;

beforeEach(() => {
  holdPayment = null;
  notifyMock.success.mockReset();
  notifyMock.error.mockReset();
  fetchMock = vi.fn<Fetch>(async (input, init) => {
    const url = String(input);
    if (url.includes('/api/gateway/orders/order_1/payments')) {
      if (holdPayment) await holdPayment;
      const body = JSON.parse(String(init?.body)) as {
        method: string;
        card?: { number: string };
        vpa?: string;
      };
      if (body.card?.number.replace(/\s/g, '') === '4000000000000002' || body.vpa === 'failure@upi')
        return json(402, { error: { code: 'payment_declined', message: 'Your card was declined.' } });
      return json(200, payment);
    }
    if (url.includes('/api/bookings/bk-1/confirm')) return json(200, confirmedBooking);
    if (url.includes('/api/me/activity')) return json(201, {});
    return json(404, { error: { code: 'not_found', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const paymentCalls = () => fetchMock.mock.calls.filter((call) => String(call[0]).includes('/payments'));
const confirmCalls = () => fetchMock.mock.calls.filter((call) => String(call[0]).includes('/confirm'));

function renderDialog(onPaid = vi.fn(), onClose = vi.fn()) {
  render(
    <WithClient client={sessionClient(testUser())}>
      <PaymentDialog checkout={checkout} eventTitle={pending.eventTitle} onPaid={onPaid} onClose={onClose} />
    </WithClient>,
  );
  return { onPaid, onClose };
}

function fillCard(number: string) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '1239' } });
  fireEvent.change(screen.getByLabelText('CVV'), { target: { value: '123' } });
  fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'Asha Rao' } });
}

const payButton = () => screen.getByRole('button', { name: /^Pay ₹/ });

describe('PaymentDialog', () => {
  it("is the 'Secure Payment' dialog with the booking summary", () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Secure Payment' });
    expect(within(dialog).getByText(pending.eventTitle)).toBeTruthy();
    expect(within(dialog).getByText(/2 × Gold/)).toBeTruthy();
    expect(within(dialog).getByText('Gold-1, Gold-2')).toBeTruthy();
    expect(within(dialog).getByText('₹6,195')).toBeTruthy();
    expect(within(dialog).getByText(/256-bit SSL/)).toBeTruthy();
    expect(payButton().textContent).toContain('Pay ₹6,195');
  });

  it('formats the card fields as typed', async () => {
    renderDialog();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Card number'), '4111abc111111111111199');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4111 1111 1111 1111');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1239');
    expect((screen.getByLabelText('Expiry (MM/YY)') as HTMLInputElement).value).toBe('12/39');
    await user.type(screen.getByLabelText('CVV'), '12a345');
    expect((screen.getByLabelText('CVV') as HTMLInputElement).value).toBe('1234');
  });

  it("toasts 'Missing Information' when a card field is empty and sends nothing", async () => {
    renderDialog();
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4111 1111 1111 1111' } });
    await userEvent.setup().click(payButton());
    expect(notifyMock.error).toHaveBeenCalledWith('Missing Information', 'Please fill in all card details');
    expect(paymentCalls()).toHaveLength(0);
  });

  it('shows Luhn and expiry problems inline', async () => {
    renderDialog();
    fillCard('4111 1111 1111 1112');
    fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '13/20' } });
    await userEvent.setup().click(payButton());
    expect(screen.getByText('Please check the card number')).toBeTruthy();
    expect(screen.getByText('Please enter a valid expiry date (MM/YY)')).toBeTruthy();
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(paymentCalls()).toHaveLength(0);
  });

  it('shows a decline in the dialog, then a retry with another card succeeds', async () => {
    const { onClose } = renderDialog();
    const user = userEvent.setup();
    fillCard('4000 0000 0000 0002');
    await user.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your card was declined.');
    expect(notifyMock.error).toHaveBeenCalledWith('Payment Declined', 'Your card was declined.');
    expect(confirmCalls()).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4111 1111 1111 1111' } });
    await user.click(payButton());
    expect(await screen.findByText('Payment Successful!')).toBeTruthy();
    expect(paymentCalls()).toHaveLength(2);
    expect(confirmCalls()).toHaveLength(1);
    expect(JSON.parse(String(confirmCalls()[0]?.[1]?.body))).toEqual(payment);
  });

  it('takes the decline alert away when the fan switches to UPI or Wallet', async () => {
    renderDialog();
    const user = userEvent.setup();
    fillCard('4000 0000 0000 0002');
    await user.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Your card was declined.');

    await user.click(screen.getByRole('tab', { name: 'UPI' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Your card was declined/)).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Card' }));
    await user.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Your card was declined.');
    await user.click(screen.getByRole('tab', { name: /Wallet/ }));
    expect(screen.queryByText(/Your card was declined/)).toBeNull();
  });

  it("reads 'Processing Payment...' while in flight and a double click sends one payment", async () => {
    let release: () => void = () => {};
    holdPayment = new Promise((resolve) => {
      release = resolve;
    });
    renderDialog();
    fillCard('4111 1111 1111 1111');
    const button = payButton();
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    await waitFor(() => expect(paymentCalls()).toHaveLength(1));
    const processing = screen.getByRole('button', { name: 'Processing Payment...' }) as HTMLButtonElement;
    expect(processing.disabled).toBe(true);
    release();
    expect(await screen.findByText('Payment Successful!')).toBeTruthy();
    expect(paymentCalls()).toHaveLength(1);
    expect(confirmCalls()).toHaveLength(1);
  });

  it('retries the confirmation once when the network fails', async () => {
    let failures = 0;
    const base = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/confirm') && failures === 0) {
        failures += 1;
        throw new TypeError('Failed to fetch');
      }
      return (base as Fetch)(input, init);
    });
    renderDialog();
    fillCard('4111 1111 1111 1111');
    await userEvent.setup().click(payButton());
    expect(await screen.findByText('Payment Successful!')).toBeTruthy();
    expect(confirmCalls()).toHaveLength(2);
  });

  it('renders a real UPI QR code of the upi://pay link, and validates the UPI ID', async () => {
    renderDialog();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'UPI' }));
    const link =
      'upi://pay?pa=khelpass@icici&pn=KhelPass&am=6195.00&cu=INR&tr=KP-7H3K9Q&tn=Mumbai%20Indians%20vs%20Chennai%20Super%20Kings';
    const qr = (await screen.findByRole('img', { name: /UPI QR code/ })) as HTMLImageElement;
    expect(qr.src.startsWith('data:image/svg+xml')).toBe(true);
    expect(qr.alt).toContain('₹6,195');
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(link);

    await user.type(screen.getByLabelText('UPI ID'), 'not-a-vpa');
    await user.click(payButton());
    expect(screen.getByText(/Please enter a valid UPI ID/)).toBeTruthy();
    expect(paymentCalls()).toHaveLength(0);

    await user.clear(screen.getByLabelText('UPI ID'));
    await user.type(screen.getByLabelText('UPI ID'), 'success@upi');
    await user.click(payButton());
    expect(await screen.findByText('Payment Successful!')).toBeTruthy();
    expect(JSON.parse(String(paymentCalls()[0]?.[1]?.body))).toEqual({ method: 'upi', vpa: 'success@upi' });
  });

  it('pays with the chosen wallet', async () => {
    renderDialog();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: /Wallet/ }));
    for (const name of ['Paytm', 'PhonePe', 'Google Pay', 'Amazon Pay'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    await user.click(payButton());
    expect(screen.getByText('Please choose a wallet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'PhonePe' }));
    expect(screen.getByRole('button', { name: 'PhonePe' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(payButton());
    expect(await screen.findByText('Payment Successful!')).toBeTruthy();
    expect(JSON.parse(String(paymentCalls()[0]?.[1]?.body))).toEqual({ method: 'wallet', wallet: 'phonepe' });
  });

  it('shows the success screen for 2 s, then toasts and calls onPaid once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { onPaid } = renderDialog();
    fillCard('4111 1111 1111 1111');
    fireEvent.click(payButton());
    // Let the two requests answer without moving the clock (findBy* would wait on a faked timer).
    for (let i = 0; i < 50 && !screen.queryByText('Payment Successful!'); i += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
    }
    expect(screen.getByText('Payment Successful!')).toBeTruthy();
    expect(screen.getByText('KP-7H3K9Q', { selector: 'dd' })).toBeTruthy();
    expect(onPaid).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1999);
    });
    expect(onPaid).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(onPaid).toHaveBeenCalledWith(confirmedBooking);
    expect(notifyMock.success).toHaveBeenCalledWith(
      'Payment Successful! 🎉',
      'Your tickets have been booked successfully!',
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('calls onClose from the Close button when idle', async () => {
    const { onClose } = renderDialog();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
