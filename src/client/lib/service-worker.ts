// The site's service worker (public/sw.js): Web Push, and the fan's tickets kept for offline use.

export const SERVICE_WORKER_URL = '/sw.js';

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** Registers the worker once the page has loaded (it makes the site installable); never fails loudly. */
export function registerServiceWorker() {
  if (!supported()) return;
  const register = () =>
    void navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
      // No worker (private mode, an old browser): push and offline tickets are simply unavailable.
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Asks the worker to keep what the tickets page is built from for offline use: its code (the
 * page's /assets/ files, some loaded before the worker controlled it) and the API reads named.
 */
export async function keepTicketsOffline(reads: readonly string[]) {
  if (!supported()) return;
  const registration = await navigator.serviceWorker.ready;
  const assets = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => new URL(name).pathname.startsWith('/assets/'));
  registration.active?.postMessage({ type: 'keep-tickets', assets, reads });
}
