// KhelPass service worker, served from the site root (its scope is the whole site):
// - shows the server's Web Push messages (src/shared/schemas/push.ts: type, title, body, url, data)
//   as notifications, and opens a message's page when it is clicked;
// - keeps a fan's tickets for offline use (issue 13): the /bookings page, its code, the session and
//   the bookings the page asked to keep. Nothing else is answered from a cache, so no price, seat
//   count or event is ever shown stale as if current; the kept tickets go at sign-out.
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

// ---------------------------------------------------------------------------------------------
// Tickets offline.

/** The page's code and the /bookings page (the app's HTML): hashed assets never change. */
const SHELL_CACHE = 'kp-shell-v1';
/** The signed-in fan's session and bookings, as last read online. */
const TICKETS_CACHE = 'kp-tickets-v1';
const TICKETS_PAGE = '/bookings';
const SESSION_READ = '/api/auth/session';
/**
 * The reads the tickets page needs: the session (the page's guard), the bookings and the tickets
 * others transferred to the fan.
 */
const KEPT_READS = /^\/api\/(auth\/session|bookings(\/[A-Za-z0-9-]+)?|tickets\/received)$/;
const isAsset = (url) => url.pathname.startsWith('/assets/');

/**
 * Counts the times the kept tickets were forgotten. A read that began before (a page's fetch, a
 * 'keep-tickets' message) may answer after the sign-out: it must not put them back.
 */
let ticketsForgotten = 0;

async function forgetTickets() {
  ticketsForgotten += 1;
  await caches.delete(TICKETS_CACHE);
}

async function keep(cacheName, request, response, since = ticketsForgotten) {
  const current = () => cacheName !== TICKETS_CACHE || since === ticketsForgotten;
  // Checked before opening too: opening a forgotten cache would make it again, empty.
  if (!response.ok || !current()) return response;
  const cache = await caches.open(cacheName);
  if (current()) await cache.put(request, response.clone());
  return response;
}

/** The network's answer (kept for later), or the kept one when there is no network. */
async function networkFirst(request, cacheName, key = request) {
  const since = ticketsForgotten;
  try {
    return await keep(cacheName, key, await fetch(request), since);
  } catch (error) {
    const kept = await caches.match(key, { cacheName });
    if (kept) return kept;
    throw error;
  }
}

/** Whose session an answer of /api/auth/session is: a user id, or null for no one. */
async function sessionUser(response) {
  try {
    return (await response.clone().json())?.user?.id ?? null;
  } catch {
    return null;
  }
}

/**
 * The session read (networkFirst), which also notices a session that ended without this browser's
 * Logout (it expired, was ended from another device, or another fan signed in here): the kept
 * tickets were that session's, so they go. Signed out, nothing is kept.
 */
async function readSession(request) {
  const since = ticketsForgotten;
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const kept = await caches.match(request, { cacheName: TICKETS_CACHE });
    if (kept) return kept;
    throw error;
  }
  if (!response.ok) return response;
  const user = await sessionUser(response);
  const kept = await caches.match(request, { cacheName: TICKETS_CACHE });
  if (user === null || (kept && (await sessionUser(kept)) !== user)) {
    await forgetTickets();
    return user === null ? response : keep(TICKETS_CACHE, request, response);
  }
  return keep(TICKETS_CACHE, request, response, since);
}

/** One of the tickets page's reads, kept for offline use. */
const keepRead = (request) =>
  new URL(request.url).pathname === SESSION_READ
    ? readSession(request)
    : networkFirst(request, TICKETS_CACHE);

/** A kept asset, or the network's (only the tickets page's assets are kept: see 'keep-tickets'). */
async function keptOrNetwork(request) {
  return (await caches.match(request, { cacheName: SHELL_CACHE })) ?? fetch(request);
}

async function keepAsset(request) {
  if (!(await caches.match(request, { cacheName: SHELL_CACHE })))
    await keep(SHELL_CACHE, request, await fetch(request));
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === 'POST' && url.pathname === '/api/auth/sign-out') {
    // Whoever uses this browser next must not find the last fan's tickets, nor a read that was
    // still on its way when they signed out.
    ticketsForgotten += 1;
    event.respondWith(fetch(request).finally(forgetTickets));
    return;
  }
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    if (url.pathname === TICKETS_PAGE) event.respondWith(networkFirst(request, SHELL_CACHE, TICKETS_PAGE));
    return;
  }
  if (isAsset(url)) event.respondWith(keptOrNetwork(request));
  else if (KEPT_READS.test(url.pathname) && !url.search) event.respondWith(keepRead(request));
});

/**
 * The tickets page asks to keep what it was built from (its code, loaded before this worker
 * controlled the page, and its reads): { type: 'keep-tickets', assets: [...], reads: [...] }.
 */
self.addEventListener('message', (event) => {
  const message = event.data;
  if (message?.type !== 'keep-tickets') return;
  const sameSite = (list, test) =>
    (Array.isArray(list) ? list : [])
      .map((path) => new URL(path, self.location.origin))
      .filter((url) => url.origin === self.location.origin && test(url));
  event.waitUntil(
    Promise.all([
      networkFirst(new Request(TICKETS_PAGE), SHELL_CACHE, TICKETS_PAGE).catch(() => {}),
      ...sameSite(message.assets, isAsset).map((url) => keepAsset(new Request(url)).catch(() => {})),
      ...sameSite(message.reads, (url) => KEPT_READS.test(url.pathname) && !url.search).map((url) =>
        keepRead(new Request(url, { credentials: 'same-origin' })).catch(() => {}),
      ),
    ]),
  );
});
