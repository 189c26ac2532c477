import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_NAVIGATE_EVENT } from '@/client/lib/app-events';
import { sessionClient, testUser, WithClient } from '@/client/test/session';
import type { AppNotification, NotificationList } from '@/shared/schemas/notifications';
import { notificationsQueryKey } from '../shell/api/list-notifications';
import { NotificationDropdown } from './notification-dropdown';
import { NotificationPanel } from './notification-panel';

const fan = testUser('user');

const notification = (id: string, overrides: Partial<AppNotification> = {}): AppNotification => ({
  id,
  type: 'booking',
  channel: 'booking-updates',
  title: `Title ${id}`,
  message: `Message ${id}`,
  timestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
  read: false,
  priority: 'high',
  actionable: true,
  target: `/bookings?booking=${id}`,
  ...overrides,
  data: {},
});

const listOf = (...items: AppNotification[]): NotificationList => ({
  items,
  unread: items.filter((item) => !item.read).length,
});

let requests: { method: string; url: string }[];
beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ method: init?.method ?? 'GET', url });
      return new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

type Kind = 'dropdown' | 'panel';

function Harness({ kind, userId, onClosed }: { kind: Kind; userId: string | null; onClosed: () => void }) {
  const bell = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(true);
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) onClosed();
  };
  return (
    <>
      <button ref={bell} type="button">
        Bell
      </button>
      {kind === 'dropdown' ? (
        <NotificationDropdown
          id="popup"
          open={open}
          onOpenChange={change}
          anchor={bell}
          userId={userId}
          pushControl={<p>Push notifications enabled</p>}
        />
      ) : (
        <NotificationPanel open={open} onOpenChange={change} userId={userId} />
      )}
    </>
  );
}

function renderPopup(kind: Kind, list: NotificationList | null) {
  const client: QueryClient = sessionClient(list ? fan : null);
  if (list) client.setQueryData(notificationsQueryKey(fan.id), list);
  const onClosed = vi.fn();
  render(
    <WithClient client={client}>
      <MemoryRouter>
        <Harness kind={kind} userId={list ? fan.id : null} onClosed={onClosed} />
      </MemoryRouter>
    </WithClient>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Notifications' });
  return {
    client,
    dialog,
    onClosed,
    cached: () => client.getQueryData<NotificationList>(notificationsQueryKey(fan.id)),
  };
}

describe('the desktop notification dropdown', () => {
  it('shows the spec’s empty state, with nothing to mark or clear', () => {
    const { dialog } = renderPopup('dropdown', listOf());
    expect(within(dialog).getByText('No notifications yet')).toBeTruthy();
    expect(within(dialog).getByText("You'll see booking updates, match alerts, and more here")).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Clear all' })).toBeNull();
    expect(within(dialog).getByText('Push notifications enabled')).toBeTruthy();
  });

  it('lists unread entries as unread (in words, not the dot alone) and read ones plainly', () => {
    const { dialog } = renderPopup('dropdown', listOf(notification('a'), notification('b', { read: true })));
    const [unread, read] = within(dialog).getAllByRole('listitem');
    expect(unread?.textContent).toContain('Unread: Title a');
    expect(unread?.textContent).toContain('5 min ago');
    expect(read?.textContent).not.toContain('Unread');
    expect(within(dialog).queryByRole('button', { name: /Snooze/ })).toBeNull();
  });

  it('opens an entry: marks it read, asks the app to go to its target, and closes', async () => {
    const { dialog, onClosed, cached } = renderPopup('dropdown', listOf(notification('a')));
    const navigated = vi.fn();
    const listener = (event: Event) => navigated((event as CustomEvent).detail);
    window.addEventListener(NOTIFICATION_NAVIGATE_EVENT, listener);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /^Unread: ?Title a/ })));
    window.removeEventListener(NOTIFICATION_NAVIGATE_EVENT, listener);
    expect(navigated).toHaveBeenCalledWith('/bookings?booking=a');
    expect(onClosed).toHaveBeenCalled();
    expect(requests).toContainEqual({ method: 'POST', url: '/api/me/notifications/a/read' });
    await waitFor(() => expect(cached()?.unread).toBe(0));
  });

  it('marks all read, removes one (focus to the next), snoozes a reminder and clears all', async () => {
    const { dialog, cached } = renderPopup(
      'dropdown',
      listOf(
        notification('a'),
        notification('r', { type: 'reminder', title: 'Match tomorrow' }),
        notification('c'),
      ),
    );
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Mark all read' })));
    await waitFor(() => expect(cached()?.unread).toBe(0));
    expect(requests).toContainEqual({ method: 'POST', url: '/api/me/notifications/read-all' });
    await waitFor(() => expect(within(dialog).queryByText(/Unread:/)).toBeNull());

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Remove: Title a' })));
    await act(() => new Promise(requestAnimationFrame));
    expect(requests).toContainEqual({ method: 'DELETE', url: '/api/me/notifications/a' });
    expect(document.activeElement?.textContent).toContain('Match tomorrow');

    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Snooze 15 min: Match tomorrow' })),
    );
    expect(requests).toContainEqual({ method: 'POST', url: '/api/me/notifications/r/snooze' });
    await waitFor(() => expect(cached()?.items.map((item) => item.id)).toEqual(['c']));

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Clear all' })));
    expect(requests).toContainEqual({ method: 'DELETE', url: '/api/me/notifications' });
    expect(await within(dialog).findByText('No notifications yet')).toBeTruthy();
  });

  it('puts a failed change back and says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'not_found', message: 'Notification was not found' } },
          { status: 404 },
        ),
      ),
    );
    const { dialog, cached } = renderPopup('dropdown', listOf(notification('a')));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Remove: Title a' })));
    await waitFor(() => expect(cached()?.items.map((item) => item.id)).toEqual(['a']));
    error.mockRestore();
  });

  it('invites a guest to sign in', () => {
    const { dialog } = renderPopup('dropdown', null);
    expect(
      within(dialog).getByText('Sign in to get booking updates, match alerts, and more here'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth');
    expect(within(dialog).queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });
});

describe('the mobile notification panel', () => {
  it('is titled Notifications with the unread count; empty: No notifications', () => {
    const { dialog } = renderPopup('panel', listOf());
    expect(within(dialog).getByText('0 unread')).toBeTruthy();
    expect(within(dialog).getByText('No notifications')).toBeTruthy();
  });

  it('shows unread entries with a dot and in words, read ones plain; pressing one marks it read', async () => {
    const { dialog, cached } = renderPopup(
      'panel',
      listOf(notification('a', { target: null, actionable: false }), notification('b', { read: true })),
    );
    expect(within(dialog).getByText('1 unread')).toBeTruthy();
    const [unread, read] = within(dialog).getAllByRole('listitem');
    expect(unread?.className).not.toContain('bg-brand-50');
    expect(unread?.textContent).toContain('Unread:');
    expect(read?.textContent).not.toContain('Unread:');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /^Unread: ?Title a/ })));
    await waitFor(() => expect(cached()?.unread).toBe(0));
    expect(await within(dialog).findByText('0 unread')).toBeTruthy();
    // It leads nowhere: the panel stays open.
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeTruthy();
  });
});
