import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionClient, testUser, WithClient } from '@/client/test/session';
import { SELECTOR_CITIES } from '@/shared/constants';
import type { SessionUser } from '@/shared/schemas/account';
import { Header } from './header';

function renderHeader(path = '/', user: SessionUser | null = null) {
  return render(
    <WithClient client={sessionClient(user)}>
      <MemoryRouter initialEntries={[path]}>
        <Header />
      </MemoryRouter>
    </WithClient>,
  );
}

describe('Header', () => {
  beforeEach(() => window.localStorage.clear());

  it('has the logo linking home and a Login button to /auth', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: /KhelPass/ }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth');
  });

  it('shows the user menu with the avatar letter instead of Login when signed in', async () => {
    renderHeader('/events', testUser('user', 'asha'));
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    const avatar = await screen.findByRole('button', { name: 'Account menu for asha' });
    expect(avatar.textContent).toBe('A');
  });

  it('counts the guest cart and wishlist from local storage', () => {
    const item = {
      eventId: 'ev-1',
      title: 'A vs B',
      date: '2026-12-01',
      time: '19:30',
      venue: 'Wankhede',
      pricePaise: 150_000,
      category: 'cricket',
      startsAt: '2026-12-01T14:00:00.000Z',
      addedAt: '2026-11-01T00:00:00.000Z',
    };
    window.localStorage.setItem('cart', JSON.stringify([{ ...item, quantity: 3 }]));
    window.localStorage.setItem('wishlist', JSON.stringify([item]));
    renderHeader();
    return Promise.all([
      screen.findByRole('button', { name: 'Cart, 3 items' }),
      screen.findByRole('button', { name: 'Wishlist, 1 item' }),
    ]);
  });

  it('offers the ten selector cities with Delhi chosen by default', () => {
    renderHeader();
    const select = screen.getByLabelText('City') as HTMLSelectElement;
    const names = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual(SELECTOR_CITIES.map((c) => c.name));
    expect(select.value).toBe('delhi');
  });

  it('remembers the chosen city under selectedCity', async () => {
    const user = userEvent.setup();
    const { unmount } = renderHeader();
    await user.selectOptions(screen.getByLabelText('City'), 'mumbai');
    expect(JSON.parse(window.localStorage.getItem('selectedCity') ?? 'null')).toBe('mumbai');
    unmount();
    renderHeader();
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('mumbai');
  });

  it('marks the current section with aria-current', () => {
    renderHeader('/events/ev-1');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Venues' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows wishlist and cart with their counts, and the bell without a badge at 0', () => {
    renderHeader();
    expect(screen.getByRole('button', { name: 'Wishlist, 0 items' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeTruthy();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell.textContent).toBe('');
  });

  it('has a read-only search box that names its shortcut', () => {
    renderHeader();
    const search = screen.getByRole('button', { name: /Search events, teams, venues/ });
    expect(search.getAttribute('aria-keyshortcuts')).toBe('Control+K Meta+K');
    expect(search.getAttribute('aria-haspopup')).toBe('dialog');
  });
});
