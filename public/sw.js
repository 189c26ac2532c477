// KhelPass service worker: shows the server's Web Push messages (src/shared/schemas/push.ts:
// type, title, body, url, data) as notifications, and opens a message's page when it is clicked.
// Served from the site root, so its scope is the whole site. It handles no fetches.
const ICON = '/icons/notification-192.png';
const BADGE = '/icons/badge-96.png';

self.addEventListener('install', () => self.skipWaiting());
// Control open pages at once, so a click can take one of them to the message's page.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A page of this site, or the home page for anything else. */
function sitePage(path) {
  const url = new URL(typeof path === 'string' ? path : '/', self.location.origin);
  return url.origin === self.location.origin ? url.href : `${self.location.origin}/`;
}

function readMessage(data) {
  try {
    const message = data ? data.json() : null;
    return message && typeof message.title === 'string' && typeof message.body === 'string' ? message : null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  if (!message) {
    // product-spec.md section 8: an unknown notification is logged only.
    console.warn('KhelPass: a push without a message it can show');
    return;
  }
  const details = message.data ?? {};
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: ICON,
      badge: BADGE,
      image: typeof details.image === 'string' ? sitePage(details.image) : undefined,
      // One notification per booking or event and type: a repeat replaces it.
      tag: `${message.type}:${details.bookingId ?? details.eventId ?? ''}`,
      data: { url: sitePage(message.url), type: message.type },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sitePage(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        if (focused.url === url) return;
        // navigate() works on a page this worker controls; for any other a new window opens.
        if (await focused.navigate(url).catch(() => null)) return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
