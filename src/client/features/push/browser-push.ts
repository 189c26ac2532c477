// The browser's side of Web Push: the service worker (public/sw.js) and this browser's
// subscription with its push service (Push API). No React here.
import { SERVICE_WORKER_URL } from '@/client/lib/service-worker';
import { base64UrlBytes } from '@/shared/domain/web-push';
import type { PushSubscriptionInput } from '@/shared/schemas/push';

/** product-spec.md section 8: the permission was refused (or the prompt dismissed). */
export const PERMISSION_MESSAGE = 'Notification permissions not granted';

export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** This browser's current subscription, if it has one. */
export async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

/**
 * Registers the service worker and subscribes this browser with the server's VAPID public key.
 * A subscription this browser already has is kept if it was made with the same key, and replaced
 * otherwise (the server's keys changed: pushes signed with the new key would be refused).
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  const applicationServerKey = base64UrlBytes(publicKey);
  if (!applicationServerKey) throw new Error('The server sent no usable push key');
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, applicationServerKey)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey as Uint8Array<ArrayBuffer>,
  });
}

/** What POST /api/push/subscriptions takes: the subscription's endpoint and keys. */
export function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}
