import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '@/client/lib/api-client';
import { notify } from '@/client/lib/notify';
import { useSession } from '@/client/lib/session';
import { pushPublicKeyQueryOptions } from './api/get-public-key';
import { pushSubscriptionsQueryOptions, usePushSubscriptions } from './api/list-subscriptions';
import { removeSubscription } from './api/remove-subscription';
import { saveSubscription } from './api/save-subscription';
import {
  browserSubscription,
  PERMISSION_MESSAGE,
  pushSupported,
  subscribeBrowser,
  subscriptionInput,
} from './browser-push';

/**
 * Push on this device for the signed-in account: 'unsupported' (no Push API), 'denied' (the
 * browser's permission was refused), 'subscribed' (this browser's subscription is the account's on
 * the server) or 'default' (not subscribed for this account: Enable Push asks and subscribes).
 */
export type PushState = 'unsupported' | 'denied' | 'default' | 'subscribed';

function useNotificationPermission(supported: boolean) {
  const [permission, setPermission] = useState<NotificationPermission>(() =>
    supported ? Notification.permission : 'default',
  );
  // Changed in the browser's site settings while the page is open.
  useEffect(() => {
    if (!supported || !navigator.permissions) return;
    let status: PermissionStatus | undefined;
    const update = () => setPermission(Notification.permission);
    void navigator.permissions
      .query({ name: 'notifications' })
      .then((found) => {
        status = found;
        found.addEventListener('change', update);
      })
      .catch(() => {});
    return () => status?.removeEventListener('change', update);
  }, [supported]);
  return [permission, setPermission] as const;
}

export function usePush() {
  const supported = pushSupported();
  const { user } = useSession();
  const owner = user?.id ?? null;
  const client = useQueryClient();
  const server = usePushSubscriptions(owner);
  const [permission, setPermission] = useNotificationPermission(supported);
  /** This browser's subscription endpoint; undefined until read. */
  const [endpoint, setEndpoint] = useState<string | null | undefined>(supported ? undefined : null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported) return;
    let live = true;
    browserSubscription()
      .then((subscription) => live && setEndpoint(subscription?.endpoint ?? null))
      .catch(() => live && setEndpoint(null));
    return () => {
      live = false;
    };
  }, [supported]);

  const refresh = useCallback(
    () => client.invalidateQueries({ queryKey: pushSubscriptionsQueryOptions(owner ?? '').queryKey }),
    [client, owner],
  );

  const enable = useCallback(async () => {
    setBusy(true);
    try {
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer !== 'granted') {
        console.warn(PERMISSION_MESSAGE);
        notify.error(PERMISSION_MESSAGE);
        return;
      }
      const { publicKey } = await client.fetchQuery(pushPublicKeyQueryOptions());
      const subscription = await subscribeBrowser(publicKey);
      await saveSubscription(subscriptionInput(subscription));
      setEndpoint(subscription.endpoint);
      await refresh();
      notify.success('Push notifications enabled');
    } catch (error) {
      console.warn('Push registration failed', error);
      notify.error(
        'Push notifications could not be enabled',
        error instanceof ApiRequestError ? error.message : 'Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }, [client, refresh, setPermission]);

  const disable = useCallback(async () => {
    setBusy(true);
    try {
      const subscription = await browserSubscription();
      if (subscription) {
        await removeSubscription(subscription.endpoint).catch((error: unknown) => {
          // Already gone on the server (another account took it, or its push service reported it gone).
          if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
        });
        await subscription.unsubscribe();
      }
      setEndpoint(null);
      await refresh();
      notify.success('Push notifications turned off');
    } catch (error) {
      console.warn('Turning push off failed', error);
      notify.failure(error);
    } finally {
      setBusy(false);
    }
  }, [refresh]);

  const subscribed =
    endpoint !== null &&
    endpoint !== undefined &&
    (server.data?.items.some((item) => item.endpoint === endpoint) ?? false);
  const state: PushState = !supported
    ? 'unsupported'
    : permission === 'denied'
      ? 'denied'
      : subscribed
        ? 'subscribed'
        : 'default';
  const checking = supported && owner !== null && (endpoint === undefined || server.isPending);
  return { state, signedIn: owner !== null, checking, busy, enable, disable };
}
