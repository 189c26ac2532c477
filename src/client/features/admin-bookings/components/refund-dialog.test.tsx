import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testAdminBooking } from '@/client/test/booking';
import { RefundDialog } from './refund-dialog';

const booking = testAdminBooking({
  insurance: false,
  quote: { ...testAdminBooking().quote, insurancePaise: 0 },
});

let answer: [number, unknown];
const sent: unknown[] = [];
beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(init?.body ? JSON.parse(String(init.body)) : undefined);
      return new Response(JSON.stringify(answer[1]), {
        status: answer[0],
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function Harness({ onDone }: { onDone: (told: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Refund…
      </button>
      <RefundDialog
        booking={booking}
        open={open}
        onClose={() => setOpen(false)}
        onDone={(_answer, told) => {
          setOpen(false);
          onDone(told);
        }}
      />
    </>
  );
}

describe('the refund dialog', () => {
  it('says a reason is too short, keeps the server’s refusal inside, and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Harness onDone={() => {}} />);
    const opener = screen.getByRole('button', { name: 'Refund…' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: `Refund booking ${booking.reference}?` });
    // The busy region is there, empty, before anything is sent.
    expect(within(dialog).getByRole('status').textContent).toBe('');
    expect(within(dialog).getByRole('radio', { name: /insurance only/ })).toHaveProperty('disabled', true);

    const reason = within(dialog).getByLabelText(/^Reason/);
    const confirm = within(dialog).getByRole('button', { name: 'Refund ₹2,950' });
    await user.click(confirm);
    expect(document.getElementById(reason.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Give the reason for the refund',
    );
    await user.type(reason, 'ab');
    await user.click(confirm);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(reason.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Too short: write at least 3 characters.',
    );
    expect(document.activeElement).toBe(reason);
    expect(sent).toEqual([]);

    answer = [
      409,
      { error: { code: 'not_confirmed', message: 'Only a confirmed booking can be refunded.' } },
    ];
    await user.type(reason, 'c fan turned away');
    await user.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Only a confirmed booking can be refunded.',
    );
    expect(sent).toEqual([{ scope: 'full', reason: 'abc fan turned away' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Keep as is' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('shows the server’s word on the reason by the reason', async () => {
    const user = userEvent.setup();
    answer = [
      400,
      {
        error: {
          code: 'invalid_request',
          message: 'Please check: reason',
          fields: { reason: 'Keep the reason under 500 characters' },
        },
      },
    ];
    render(<Harness onDone={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Refund…' }));
    const dialog = screen.getByRole('dialog');
    const reason = within(dialog).getByLabelText(/^Reason/);
    await user.type(reason, 'Turned away');
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹2,950' }));
    await waitFor(() =>
      expect(document.getElementById(reason.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Keep the reason under 500 characters',
      ),
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
