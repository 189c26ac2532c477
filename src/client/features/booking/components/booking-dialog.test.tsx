import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/client/lib/notify';
import BookingHost from '@/client/shell/lazy/booking-host';
import { sessionClient, testUser, WithClient } from '@/client/test/session';
import type { HoldProgress } from '@/shared/schemas/booking';
import { closeBooking, openBooking } from '../booking-queue';
import { EVENT, fakeBookingApi } from './test-fixtures';

vi.mock('@/client/lib/notify', () => ({
  notify: { success: vi.fn(), info: vi.fn(), error: vi.fn(), failure: vi.fn() },
  ToastHost: () => null,
}));
// The host (as the shell composes it) mounts through the root layout's slot in the app; here it is
// rendered directly.
// The payment engineer's dialog: here a stand-in that pays at once.
vi.mock('./payment-dialog', () => ({
  PaymentDialog: (props: {
    checkout: { booking: { eventTitle: string } };
    onConfirmed: () => void;
    onPaid: (booking: unknown) => void;
    onClose: () => void;
  }) => (
    <>
      <button type="button" onClick={() => props.onClose()}>
        Close payment
      </button>
      <button type="button" onClick={() => props.onPaid({ ...props.checkout.booking, status: 'confirmed' })}>
        Pay now
      </button>
      {/* The moment between the confirmed payment and the success screen's hand-off. */}
      <button type="button" onClick={() => props.onConfirmed()}>
        Payment confirmed
      </button>
    </>
  ),
}));
vi.mock('../shell/booking-slot', () => ({ requestBookingHost: async () => {}, BookingSlot: () => null }));

const errorToast = vi.mocked(notify.error);

function DashboardProbe() {
  const location = useLocation();
  return <p>Dashboard {JSON.stringify(location.state)}</p>;
}

function renderDialog(
  api: ReturnType<typeof fakeBookingApi>,
  signedIn = true,
  event: Parameters<typeof openBooking>[0] = EVENT,
) {
  vi.stubGlobal('fetch', api.fetchMock);
  const view = render(
    <WithClient client={sessionClient(signedIn ? testUser('user') : null)}>
      <MemoryRouter initialEntries={['/events/ev-1']}>
        <Routes>
          <Route path="/dashboard" element={<DashboardProbe />} />
          <Route path="*" element={null} />
        </Routes>
        <BookingHost />
      </MemoryRouter>
    </WithClient>,
  );
  act(() => openBooking(event));
  return view;
}

const dialog = () => screen.getByRole('dialog');
const continueButton = () => within(dialog()).getByRole('button', { name: 'Continue' });

async function chooseGold(user: ReturnType<typeof userEvent.setup>, api: ReturnType<typeof fakeBookingApi>) {
  await user.click(await screen.findByRole('radio', { name: /Gold/ }));
  await waitFor(() => expect(api.puts()).toHaveLength(1));
}

/** From step 3: the phone number (the rest comes from the profile), then 'Complete Booking'. */
async function fillDetailsAndCheckOut(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('Step 3 of 4');
  await user.type(screen.getByLabelText('Phone (+91 mobile)'), '98765 43210');
  await waitFor(() =>
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Asha Rao'),
  );
  await user.click(continueButton());
  await user.click(await screen.findByRole('button', { name: /^Complete Booking - ₹/ }));
}

describe('BookingDialog', () => {
  beforeEach(() => {
    errorToast.mockClear();
    vi.mocked(notify.success).mockClear();
    window.localStorage.clear();
  });
  afterEach(() => {
    act(() => closeBooking());
    vi.unstubAllGlobals();
  });

  it('opens a hold, shows the header and refuses Continue without a selection', async () => {
    const user = userEvent.setup();
    const api = fakeBookingApi();
    renderDialog(api);
    expect(await screen.findByRole('heading', { name: EVENT.title })).toBeTruthy();
    // When and where, worded as everywhere else on the site (India time).
    expect(screen.getByText(/^Tue, 1 Dec 2026 · 7:30\s?pm IST · Wankhede Stadium$/)).toBeTruthy();
    await screen.findByRole('radio', { name: /Gold/ });
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/api/holds', body: { eventId: EVENT.id } });
    expect(screen.getByText('Logged in • Auto-save enabled')).toBeTruthy();
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    expect(screen.getByText('25% complete')).toBeTruthy();
    expect(screen.getByText('Most Popular')).toBeTruthy();
    expect(screen.getByText('Maximum 10 seats per booking')).toBeTruthy();
    await user.click(continueButton());
    await waitFor(() =>
      expect(errorToast).toHaveBeenCalledWith('Selection Required', 'Please select seats and category'),
    );
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
  });

  it('holds the chosen category and count, then moves on', async () => {
    const user = userEvent.setup();
    const api = fakeBookingApi();
    renderDialog(api);
    await chooseGold(user, api);
    expect(api.puts()[0]?.body).toEqual({ selection: { kind: 'category', categoryId: 'gold', quantity: 1 } });
    await user.click(screen.getByRole('button', { name: 'More seats' }));
    await user.click(screen.getByRole('button', { name: 'More seats' }));
    await user.click(continueButton());
    await screen.findByText('Step 2 of 4');
    // The stepper's changes were debounced into one request, flushed by Continue.
    expect(api.puts().at(-1)?.body).toEqual({
      selection: { kind: 'category', categoryId: 'gold', quantity: 3 },
    });
    expect(api.puts()).toHaveLength(2);
  });

  it("starts with a cart line's quantity (capped at 10 a booking) and holds that many", async () => {
    const user = userEvent.setup();
    const api = fakeBookingApi();
    const cartLine = renderDialog(api, true, { ...EVENT, quantity: 2 });
    await chooseGold(user, api);
    expect(screen.getByRole('status', { name: 'Seats' }).textContent).toBe('2');
    expect(api.puts()[0]?.body).toEqual({ selection: { kind: 'category', categoryId: 'gold', quantity: 2 } });
    act(() => closeBooking());
    cartLine.unmount();

    const many = fakeBookingApi();
    renderDialog(many, true, { ...EVENT, quantity: 12 });
    await chooseGold(user, many);
    expect(many.puts()[0]?.body).toEqual({
      selection: { kind: 'category', categoryId: 'gold', quantity: 10 },
    });
  });

  it('needs the contact details, then a named guest for every seat but one', async () => {
    const user = userEvent.setup();
    const api = fakeBookingApi();
    renderDialog(api);
    await chooseGold(user, api);
    await user.click(screen.getByRole('button', { name: 'More seats' }));
    await user.click(screen.getByRole('button', { name: 'More seats' }));
    await user.click(continueButton());
    await screen.findByText('Step 2 of 4');
    await user.click(continueButton());
    await screen.findByText('Step 3 of 4');
    // Prefilled from the profile; the phone is empty.
    await waitFor(() =>
      expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Asha Rao'),
    );
    await user.click(continueButton());
    expect(errorToast).toHaveBeenLastCalledWith('Missing Information', 'Please fill in all required details');
    const phone = screen.getByLabelText('Phone (+91 mobile)');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please enter your phone number',
    );

    await user.type(phone, '+91 98765 43210');
    expect(screen.getAllByRole('textbox', { name: /Guest \d name/ })).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Guest 1 name' }), 'Ravi');
    await user.click(continueButton());
    expect(errorToast).toHaveBeenLastCalledWith(
      'Guest Details Required',
      'Please provide details for all 2 additional guests',
    );
    expect(screen.getByText('Step 3 of 4')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Guest 2 name' }), 'Meera');
    await user.click(continueButton());
    await screen.findByText('Step 4 of 4');
    expect(screen.getByText('Tickets are non-refundable except in case of event cancellation.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Complete Booking - ₹/ }).textContent).toBe(
      // 3 × ₹2,500 = 7,500; fee 8% = 600; GST 18% of 8,100 = 1,458; total 9,558.
      'Complete Booking - ₹9,558',
    );
  });

  it('closes with the Session Expired toast when the hold is gone (410)', async () => {
    const user = userEvent.setup();
    const api = fakeBookingApi({
      onPut: () => ({
        status: 410,
        body: {
          error: { code: 'hold_expired', message: 'Your booking session has expired. Please start over.' },
        },
      }),
    });
    renderDialog(api);
    await user.click(await screen.findByRole('radio', { name: /Gold/ }));
    await waitFor(() =>
      expect(errorToast).toHaveBeenCalledWith(
        'Session Expired',
        'Your booking session has expired. Please start over.',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes when the countdown reaches zero', async () => {
    const api = fakeBookingApi({ expiresInMs: 1500 });
    renderDialog(api);
    expect(await screen.findByRole('timer')).toBeTruthy();
    await waitFor(
      () =>
        expect(errorToast).toHaveBeenCalledWith(
          'Session Expired',
          'Your booking session has expired. Please start over.',
        ),
      { timeout: 4000 },
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  async function reachReview(
    user: ReturnType<typeof userEvent.setup>,
    api: ReturnType<typeof fakeBookingApi>,
  ) {
    await chooseGold(user, api);
    await user.click(continueButton());
    await screen.findByText('Step 2 of 4');
    await user.click(continueButton());
    await screen.findByText('Step 3 of 4');
    await user.type(screen.getByLabelText('Phone (+91 mobile)'), '98765 43210');
    await waitFor(() =>
      expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Asha Rao'),
    );
    await user.click(continueButton());
    return screen.findByRole('button', { name: /^Complete Booking - ₹/ });
  }

  it('closed while checking out, it stays closed: no payment, no toast, no step recorded', async () => {
    const user = userEvent.setup();
    let answer = () => {};
    const api = fakeBookingApi({ checkoutAnswered: new Promise<void>((resolve) => (answer = resolve)) });
    renderDialog(api);
    await user.click(await reachReview(user, api));
    await user.click(screen.getByRole('button', { name: 'Close booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    answer();
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/holds/hold-1/checkout')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(errorToast).not.toHaveBeenCalled();
    const steps = api.calls.filter((c) => c.path === '/api/me/activity').map((c) => c.body);
    expect(steps).not.toContainEqual({
      action: 'booking_step_completed',
      data: { step: 4, eventId: EVENT.id },
    });
  });

  it('paid just before the session ends, the countdown no longer closes it', async () => {
    const user = userEvent.setup();
    const api = fakeBookingApi({ expiresInMs: 7000 });
    renderDialog(api);
    await user.click(await reachReview(user, api));
    await user.click(await screen.findByRole('button', { name: 'Payment confirmed' }));
    // Past the session's end: the success screen is not cut short, and nothing is given back.
    await new Promise((resolve) => setTimeout(resolve, 7500));
    expect(errorToast).not.toHaveBeenCalledWith('Session Expired', expect.anything());
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
  }, 15_000);

  it('releases the hold when closed without booking', async () => {
    const user = userEvent.setup();
    const api = fakeBookingApi();
    renderDialog(api);
    await screen.findByRole('radio', { name: /Gold/ });
    await user.click(screen.getByRole('button', { name: 'Close booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/holds/hold-1')).toBe(true),
    );
  });

  it('checks out, and after payment toasts, keeps the hold and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const api = fakeBookingApi();
    renderDialog(api);
    await chooseGold(user, api);
    await user.click(continueButton());
    await user.click(await screen.findByText('VIP Parking'));
    await user.click(continueButton());
    await fillDetailsAndCheckOut(user);
    const checkout = api.calls.find((call) => call.path === '/api/holds/hold-1/checkout');
    expect(checkout?.body).toEqual({
      addOns: ['parking'],
      insurance: false,
      contact: {
        name: 'Asha Rao',
        email: 'asha@example.in',
        phone: '98765 43210',
        emergencyContact: '',
        specialRequests: '',
      },
      guests: [],
      newsletter: true,
      smsUpdates: true,
    });
    const steps = api.calls.filter((call) => call.path === '/api/me/activity').map((call) => call.body);
    expect(steps).toEqual(
      [1, 2, 3, 4].map((step) => ({ action: 'booking_step_completed', data: { step, eventId: EVENT.id } })),
    );
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    // The success toast is the payment dialog's (payment-dialog.test.tsx); a second one here doubled it.
    expect(notify.success).not.toHaveBeenCalled();
    expect(
      await screen.findByText(`Dashboard {"bookingConfirmed":true,"eventTitle":"${EVENT.title}"}`),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it("closing the payment window unpaid reopens the session; closing the dialog then keeps a signed-in fan's", async () => {
    const user = userEvent.setup();
    const api = fakeBookingApi();
    renderDialog(api);
    await chooseGold(user, api);
    await user.click(continueButton());
    await user.click(continueButton());
    await fillDetailsAndCheckOut(user);
    await user.click(await screen.findByRole('button', { name: 'Close payment' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/holds/hold-1/checkout')).toBe(
        true,
      ),
    );
    // Back on step 1 the seats can change again: the change goes after the reopen.
    for (const step of [3, 2, 1]) {
      await user.click(within(dialog()).getByRole('button', { name: 'Previous' }));
      await screen.findByText(`Step ${step} of 4`);
    }
    await user.click(screen.getByRole('radio', { name: /Regular/ }));
    await waitFor(() => expect(api.puts()).toHaveLength(2));
    const order = api.calls.map((c) => `${c.method} ${c.path}`);
    expect(order.indexOf('DELETE /api/holds/hold-1/checkout')).toBeLessThan(
      order.lastIndexOf('PUT /api/holds/hold-1'),
    );
    act(() => closeBooking());
    // Its places and progress are kept for when the dialog reopens (auto-save): the last change is saved.
    await waitFor(() =>
      expect(api.saves().at(-1)).toMatchObject({ step: 1, selection: { categoryId: 'regular' } }),
    );
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/holds/hold-1')).toBe(false);
    expect(notify.info).toHaveBeenCalledWith(
      'Booking saved',
      expect.stringMatching(/^Your seats are held until \d{1,2}:\d{2}\s?[ap]m IST\. Open Book Tickets again/),
    );
  });

  it('closed while the payment window is open, the session is reopened, then kept (signed in) or released (guest)', async () => {
    for (const signedIn of [true, false]) {
      const user = userEvent.setup();
      const api = fakeBookingApi();
      const view = renderDialog(api, signedIn);
      await chooseGold(user, api);
      await user.click(continueButton());
      await user.click(continueButton());
      await screen.findByText('Step 3 of 4');
      if (!signedIn) {
        await user.type(screen.getByLabelText('Full name'), 'Asha Rao');
        await user.type(screen.getByLabelText('E-mail'), 'asha@example.in');
      }
      await fillDetailsAndCheckOut(user);
      await screen.findByRole('button', { name: 'Close payment' });
      act(() => closeBooking());
      await waitFor(() =>
        expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(
          signedIn ? ['/api/holds/hold-1/checkout'] : ['/api/holds/hold-1/checkout', '/api/holds/hold-1'],
        ),
      );
      // A guest's dialog saves nothing.
      if (!signedIn) expect(api.saves()).toEqual([]);
      view.unmount();
      vi.unstubAllGlobals();
    }
  });

  it('books a queue of events one after another', async () => {
    const user = userEvent.setup();
    const api = fakeBookingApi();
    renderDialog(api);
    act(() => openBooking([EVENT, { ...EVENT, title: 'Second match' }]));
    expect(await screen.findByText('Event 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close booking' }));
    expect(await screen.findByText('Event 2 of 2')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Second match' })).toBeTruthy();
  });
});

describe('Seat map in the dialog', () => {
  beforeEach(() => errorToast.mockClear());
  afterEach(() => {
    act(() => closeBooking());
    vi.unstubAllGlobals();
  });

  async function openMap(api: ReturnType<typeof fakeBookingApi>) {
    const user = userEvent.setup();
    renderDialog(api);
    await user.click(await screen.findByRole('button', { name: 'Seat Map View' }));
    await screen.findByRole('group', { name: 'Seat map of Wankhede Stadium' });
    return user;
  }

  it('names every seat and moves between seats with the arrow keys', async () => {
    const api = fakeBookingApi();
    const user = await openMap(api);
    const first = screen.getByRole('button', {
      name: 'Row A seat 1, Premium, ₹5,000, excellent view, available',
    });
    expect(
      screen.getByRole('button', { name: 'Row A seat 2, Premium, ₹5,000, excellent view, occupied' }),
    ).toBeTruthy();
    // One tab stop for the whole map.
    expect(first.tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: /^Row B seat 1,/ }).tabIndex).toBe(-1);
    first.focus();
    await user.keyboard('{ArrowDown}');
    const below = screen.getByRole('button', { name: /^Row B seat 1,/ });
    expect(document.activeElement).toBe(below);
    await user.keyboard('{ArrowRight}{Enter}');
    const picked = screen.getByRole('button', { name: /^Row B seat 2,/ });
    expect(picked.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(api.puts().at(-1)?.body).toEqual({ selection: { kind: 'seats', seatIds: ['B-2'] } }),
    );
    expect(await screen.findByText(/Row B seat 2 selected\. 1 seat selected\./)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Selected seats (1)' })).toBeTruthy();
    await user.keyboard(' ');
    expect(picked.getAttribute('aria-pressed')).toBe('false');
  });

  it('refuses occupied and blocked seats and a seventh seat', async () => {
    const api = fakeBookingApi();
    const user = await openMap(api);
    await user.click(screen.getByRole('button', { name: /^Row A seat 2,.*occupied/ }));
    expect(errorToast).toHaveBeenLastCalledWith('Seat Unavailable', 'This seat is already taken or blocked.');
    errorToast.mockClear();
    await user.click(screen.getByRole('button', { name: /^Row A seat 3,.*blocked/ }));
    expect(errorToast).toHaveBeenLastCalledWith('Seat Unavailable', 'This seat is already taken or blocked.');
    for (const n of [1, 2, 3, 4, 5, 6])
      await user.click(screen.getByRole('button', { name: new RegExp(`^Row B seat ${n},`) }));
    await user.click(screen.getByRole('button', { name: /^Row B seat 7,/ }));
    expect(errorToast).toHaveBeenLastCalledWith('Maximum Seats', 'You can select up to 6 seats at once.');
    expect(screen.getByRole('button', { name: /^Row B seat 7,/ }).getAttribute('aria-pressed')).toBe('false');
    await waitFor(() =>
      expect(api.puts().at(-1)?.body).toEqual({
        selection: { kind: 'seats', seatIds: ['B-1', 'B-2', 'B-3', 'B-4', 'B-5', 'B-6'] },
      }),
    );
    expect(await screen.findByText('6 seats · Premium section', { exact: false })).toBeTruthy();
  });

  it('names each section when the chosen seats sit in more than one', async () => {
    const api = fakeBookingApi();
    const user = await openMap(api);
    await user.click(screen.getByRole('button', { name: /^Row B seat 1,/ }));
    for (const n of [1, 2, 3, 4, 5])
      await user.click(screen.getByRole('button', { name: new RegExp(`^Row I seat ${n},`) }));
    await waitFor(() =>
      expect(api.puts().at(-1)?.body).toEqual({
        selection: { kind: 'seats', seatIds: ['B-1', 'I-1', 'I-2', 'I-3', 'I-4', 'I-5'] },
      }),
    );
    expect(await screen.findByText('6 seats · 1 Premium, 5 Standard', { exact: false })).toBeTruthy();
    expect(screen.queryByText('6 seats · Premium section', { exact: false })).toBeNull();
  });

  it('drops a seat the server says was taken meanwhile', async () => {
    const api = fakeBookingApi({
      onPut: (selection) =>
        selection?.kind === 'seats' && selection.seatIds.includes('B-5')
          ? {
              status: 409,
              body: {
                error: {
                  code: 'seat_unavailable',
                  message: 'This seat is already taken or blocked.',
                  fields: { seatIds: 'B-5' },
                },
              },
            }
          : undefined,
    });
    const user = await openMap(api);
    await user.click(screen.getByRole('button', { name: /^Row B seat 4,/ }));
    await waitFor(() => expect(api.puts()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: /^Row B seat 5,/ }));
    await waitFor(() =>
      expect(errorToast).toHaveBeenCalledWith('Seat Unavailable', 'This seat is already taken or blocked.'),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Row B seat 5,/ }).getAttribute('aria-pressed')).toBe(
        'false',
      ),
    );
    expect(screen.getByRole('button', { name: /^Row B seat 4,/ }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('Auto-save (Logged in • Auto-save enabled)', () => {
  beforeEach(() => vi.mocked(notify.info).mockClear());
  afterEach(() => {
    act(() => closeBooking());
    vi.unstubAllGlobals();
  });

  const SAVED: HoldProgress = {
    step: 3,
    mode: 'list',
    count: 2,
    selection: { kind: 'category', categoryId: 'gold', quantity: 2 },
    addOnIds: ['parking'],
    insurance: true,
    contact: {
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '98765 43210',
      emergencyContact: '',
      specialRequests: 'Wheelchair access please',
    },
    guests: [{ name: 'Ravi Rao', age: '34' }],
    newsletter: false,
    smsUpdates: true,
  };

  it("saves a signed-in fan's progress a moment after the changes, as one save", async () => {
    const user = userEvent.setup();
    const api = fakeBookingApi();
    renderDialog(api);
    await chooseGold(user, api);
    await user.click(continueButton());
    await user.click(await screen.findByText('VIP Parking'));
    await user.click(continueButton());
    await screen.findByText('Step 3 of 4');
    await user.type(screen.getByLabelText('Phone (+91 mobile)'), '98765 43210');
    await waitFor(() =>
      expect(api.saves().at(-1)).toEqual({
        step: 3,
        mode: 'list',
        count: 1,
        selection: { kind: 'category', categoryId: 'gold', quantity: 1 },
        addOnIds: ['parking'],
        insurance: false,
        contact: {
          name: 'Asha Rao',
          email: 'asha@example.in',
          phone: '98765 43210',
          emergencyContact: '',
          specialRequests: '',
        },
        guests: [],
        newsletter: true,
        smsUpdates: true,
      }),
    );
    // Eleven keystrokes and three steps, a handful of saves.
    expect(api.saves().length).toBeLessThan(6);
  });

  it('reopened while the session lives, it is back on the same step with the same values', async () => {
    const user = userEvent.setup();
    const api = fakeBookingApi({
      resumed: {
        selection: { kind: 'category', categoryId: 'gold', quantity: 2 },
        progress: SAVED,
        extensionsLeft: 1,
      },
    });
    renderDialog(api);
    expect(await screen.findByText('Step 3 of 4')).toBeTruthy();
    expect(
      screen
        .getAllByRole('status')
        .some((s) => s.textContent === 'Welcome back: your booking is as you left it.'),
    ).toBe(true);
    expect((screen.getByLabelText('Phone (+91 mobile)') as HTMLInputElement).value).toBe('98765 43210');
    expect((screen.getByLabelText(/^Special requests/) as HTMLTextAreaElement).value).toBe(
      'Wheelchair access please',
    );
    expect((screen.getByLabelText('Guest 1 name') as HTMLInputElement).value).toBe('Ravi Rao');
    expect((screen.getByLabelText(/^Guest 1 age/) as HTMLInputElement).value).toBe('34');
    expect(
      (screen.getByRole('checkbox', { name: 'Send me the newsletter' }) as HTMLInputElement).checked,
    ).toBe(false);

    await user.click(within(dialog()).getByRole('button', { name: 'Previous' }));
    await screen.findByText('Step 2 of 4');
    expect((screen.getByRole('checkbox', { name: /VIP Parking/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /insurance/i }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog()).getByRole('button', { name: 'Previous' }));
    await screen.findByText('Step 1 of 4');
    expect(((await screen.findByRole('radio', { name: /Gold/ })) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('status', { name: 'Seats' }).textContent).toBe('2');
    // What the hold holds stays held: nothing was sent to change it.
    expect(api.puts()).toEqual([]);
  });

  it('reopened with map seats, the map shows them chosen', async () => {
    const api = fakeBookingApi({
      resumed: {
        selection: { kind: 'seats', seatIds: ['B-4', 'B-5'] },
        progress: { ...SAVED, step: 1, mode: 'map', selection: { kind: 'seats', seatIds: ['B-5', 'B-4'] } },
      },
    });
    renderDialog(api);
    await screen.findByRole('group', { name: 'Seat map of Wankhede Stadium' });
    for (const n of [4, 5]) {
      expect(
        screen.getByRole('button', { name: new RegExp(`^Row B seat ${n},`) }).getAttribute('aria-pressed'),
      ).toBe('true');
    }
    expect(screen.getByRole('heading', { name: 'Selected seats (2)' })).toBeTruthy();
    expect(api.puts()).toEqual([]);
  });

  it("a guest's dialog saves nothing, and closing it gives the places back", async () => {
    const user = userEvent.setup();
    const api = fakeBookingApi();
    renderDialog(api, false);
    expect(screen.queryByText('Logged in • Auto-save enabled')).toBeNull();
    await chooseGold(user, api);
    await user.click(continueButton());
    await screen.findByText('Step 2 of 4');
    await new Promise((resolve) => setTimeout(resolve, 800));
    act(() => closeBooking());
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/holds/hold-1')).toBe(true),
    );
    expect(api.saves()).toEqual([]);
    expect(notify.info).not.toHaveBeenCalled();
  });
});
