import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionClient, testUser, WithClient } from '@/client/test/session';
import type { PushSubscriptionList } from '@/shared/schemas/push';
import { EnablePushButton } from './enable-push-button';

const ENDPOINT = 'https://push.example.com/send/abc';

/** The Push API as a browser has it: a permission, and (when `subscribed`) this browser's subscription. */
function browserWithPush(permission: NotificationPermission, subscribed: boolean) {
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', class {});
  const registration = {
    pushManager: { getSubscription: async () => (subscribed ? { endpoint: ENDPOINT } : null) },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  return { requestPermission };
}

function renderFor(user: ReturnType<typeof testUser> | null, serverEndpoints: string[] = []) {
  const client = sessionClient(user);
  if (user) {
    const list: PushSubscriptionList = {
      items: serverEndpoints.map((endpoint) => ({
        endpoint,
        userAgent: 'Chrome',
        createdAt: '2026-01-01T00:00:00.000Z',
        lastSuccessAt: null,
      })),
    };
    client.setQueryData(['me', user.id, 'push-subscriptions'], list);
  }
  return render(
    <WithClient client={client}>
      <EnablePushButton />
    </WithClient>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('EnablePushButton', () => {
  it('shows nothing to a guest: pushes go to accounts', () => {
    browserWithPush('default', false);
    const { container } = renderFor(null);
    expect(container.innerHTML).toBe('');
  });

  it('says so in a browser without the Push API, offering no button', () => {
    renderFor(testUser());
    expect(screen.getByRole('status').textContent).toBe('This browser cannot receive push notifications.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("offers 'Enable Push' when this browser is not subscribed for this account", async () => {
    // Subscribed, but for whoever used this browser before: the server does not list it for this fan.
    browserWithPush('granted', true);
    renderFor(testUser(), []);
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Enable Push' })).disabled).toBe(
      false,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Get booking updates on this device, even when KhelPass is closed.',
    );
  });

  it("says 'Push notifications enabled' when the server holds this browser's subscription", async () => {
    browserWithPush('granted', true);
    renderFor(testUser(), [ENDPOINT]);
    expect(
      (await screen.findByRole<HTMLButtonElement>('button', { name: 'Turn off on this device' })).disabled,
    ).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Push notifications enabled');
  });

  it("refused permission: 'Notification permissions not granted', logged, and no subscription", async () => {
    const { requestPermission } = browserWithPush('default', false);
    requestPermission.mockResolvedValue('denied');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderFor(testUser());
    fireEvent.click(await screen.findByRole('button', { name: 'Enable Push' }));
    expect((await screen.findByText(/^Notification permissions not granted\./)).getAttribute('role')).toBe(
      'status',
    );
    expect(warn).toHaveBeenCalledWith('Notification permissions not granted');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
