import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionClient, testUser, WithClient } from '@/client/test/session';
import type { SessionUser } from '@/shared/schemas/account';
import { CREDENTIAL_MESSAGES } from '@/shared/schemas/credentials';
import { EmailSettings } from './email-settings';
import { ResetPasswordForm } from './reset-password-form';

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const gone = (code: string, message: string) => json(410, { error: { code, message } });

function answer(routes: Record<string, () => Response>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const route = routes[path];
    if (!route) throw new Error(`unexpected request ${path}`);
    return route();
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

function renderWith(element: React.ReactNode, user: SessionUser | null = testUser()) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  render(
    <WithClient client={sessionClient(user)}>
      <RouterProvider router={router} />
    </WithClient>,
  );
}

const TOKEN = 'A'.repeat(43);

describe('ResetPasswordForm', () => {
  it('says at once that a link expired, and leads to a new one', async () => {
    answer({ '/api/auth/password-reset/check': () => gone('link_expired', CREDENTIAL_MESSAGES.linkExpired) });
    renderWith(<ResetPasswordForm token={TOKEN} done={vi.fn()} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(CREDENTIAL_MESSAGES.linkExpired);
    expect(within(alert).getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/account/forgot-password',
    );
    expect(screen.queryByLabelText(/New password/)).toBeNull();
  });

  it('without a token in the address, asks for no check and says the link is incomplete', () => {
    const fetch = answer({});
    renderWith(<ResetPasswordForm token="" done={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain(CREDENTIAL_MESSAGES.linkInvalid);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('ties a mismatch to the second field, then sets the password and hands on the signed-in account', async () => {
    const user = testUser();
    const fetch = answer({
      '/api/auth/password-reset/check': () => json(204, null),
      '/api/auth/password-reset/complete': () => json(200, { user }),
    });
    const done = vi.fn(async () => {});
    renderWith(<ResetPasswordForm token={TOKEN} done={done} />, null);
    const form = await screen.findByRole('form', { name: 'Choose a new password' });
    fireEvent.change(within(form).getByLabelText(/^New password \(/), { target: { value: 'fresh-pass-1' } });
    fireEvent.change(within(form).getByLabelText('New password again'), {
      target: { value: 'fresh-pass-2' },
    });
    fireEvent.submit(form);
    const again = within(form).getByLabelText('New password again');
    expect(again.getAttribute('aria-invalid')).toBe('true');
    const describedBy = again.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('The two passwords are not the same');
    expect(done).not.toHaveBeenCalled();

    fireEvent.change(again, { target: { value: 'fresh-pass-1' } });
    fireEvent.submit(form);
    await vi.waitFor(() => expect(done).toHaveBeenCalledWith(user));
    const sent = fetch.mock.calls.find(([url]) => String(url).endsWith('/complete'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      token: TOKEN,
      password: 'fresh-pass-1',
    });
  });
});

describe('EmailSettings', () => {
  it('shows an unconfirmed address with the link again, and names a wrong current password on its field', async () => {
    const user = testUser();
    // The status first; then the change, refused.
    let emailRequests = 0;
    answer({
      '/api/account/email': () =>
        emailRequests++ === 0
          ? json(200, { email: user.email, confirmed: false, pendingEmail: null })
          : json(400, {
              error: {
                code: 'wrong_password',
                message: CREDENTIAL_MESSAGES.wrongPassword,
                fields: { currentPassword: CREDENTIAL_MESSAGES.wrongPassword },
              },
            }),
      '/api/account/email/confirmation': () => json(202, { message: CREDENTIAL_MESSAGES.confirmationSent }),
    });
    renderWith(<EmailSettings owner={user.id} />, user);
    expect(await screen.findByText('Not confirmed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send confirmation again' }));
    expect((await screen.findByText(CREDENTIAL_MESSAGES.confirmationSent)).getAttribute('role')).toBe(
      'status',
    );

    const form = screen.getByRole('form', { name: 'Change e-mail address' });
    fireEvent.change(within(form).getByLabelText('New e-mail address'), {
      target: { value: 'new@example.in' },
    });
    fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: 'guess' } });
    fireEvent.submit(form);
    const password = within(form).getByLabelText('Current password');
    await vi.waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      CREDENTIAL_MESSAGES.wrongPassword,
    );
  });
});
