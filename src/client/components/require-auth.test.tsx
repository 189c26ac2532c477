import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/client/lib/session';
import { sessionClient, testUser, WithClient } from '@/client/test/session';
import type { SessionUser } from '@/shared/schemas/account';
import { RequireAuth, type RequireAuthProps } from './require-auth';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderGuard(
  user: SessionUser | null | undefined,
  props: RequireAuthProps,
  path = '/dashboard?tab=x',
) {
  if (user === undefined)
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
  return render(
    <WithClient client={sessionClient(user)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard" element={<RequireAuth {...props}>Secret page</RequireAuth>} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </WithClient>,
  );
}

describe('RequireAuth', () => {
  it("shows 'Verifying Access' while the session check is in flight", () => {
    renderGuard(undefined, { requireAuth: true });
    expect(screen.getByRole('heading', { name: 'Verifying Access' })).toBeTruthy();
    expect(screen.getByText('Checking your permissions...')).toBeTruthy();
    expect(screen.queryByText('Secret page')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('sends a signed-out visitor to /login with the current path and query', () => {
    renderGuard(null, { requireAuth: true, allowedRoles: ['user'] });
    expect(screen.getByTestId('where').textContent).toBe(
      `/login?redirect=${encodeURIComponent('/dashboard?tab=x')}`,
    );
  });

  it("shows 'Authentication Required' when sign-in is not forced but roles are", () => {
    renderGuard(null, { allowedRoles: ['user'] });
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeTruthy();
    expect(screen.getByText('You need to be logged in to access this page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login to Continue' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/dashboard?tab=x')}`,
    );
  });

  it("shows 'Access Denied' with the role and the required roles, and 'Go Back' leads to the fallback", async () => {
    renderGuard(testUser('organizer'), {
      requireAuth: true,
      allowedRoles: ['user'],
      fallbackPath: '/events',
    });
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText("You don't have permission to access this page")).toBeTruthy();
    expect(screen.getByText('Your role').nextElementSibling?.textContent).toBe('Organizer');
    expect(screen.getByText('Required roles').nextElementSibling?.textContent).toBe('User');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByTestId('where').textContent).toBe('/events');
  });

  it('shows the page to an allowed role', () => {
    renderGuard(testUser('user'), { requireAuth: true, allowedRoles: ['user'] });
    expect(screen.getByText('Secret page')).toBeTruthy();
  });

  it('lets any signed-in role through when no roles are listed', () => {
    renderGuard(testUser('admin'), { requireAuth: true });
    expect(screen.getByText('Secret page')).toBeTruthy();
  });

  it('does not send a fan who signs out on the page to /login: the page says sign-in is needed', async () => {
    const client = sessionClient(testUser('user'));
    render(
      <WithClient client={client}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Routes>
            <Route
              path="/dashboard"
              element={
                <RequireAuth requireAuth allowedRoles={['user']}>
                  Secret page
                </RequireAuth>
              }
            />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </WithClient>,
    );
    expect(screen.getByText('Secret page')).toBeTruthy();
    act(() => client.setQueryData(sessionQueryKey, { user: null }));
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
  });
});
