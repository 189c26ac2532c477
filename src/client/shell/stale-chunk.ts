/**
 * After a deploy, a page open since before it asks for chunks that no longer exist. Browsers word
 * that failure differently; all mean "this module could not be fetched".
 */
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export const isStaleChunkError = (error: unknown): boolean =>
  error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);

const RELOAD_KEY = 'khelpass:stale-chunk-reload';
/** A reload of the same page within this time did not help: show the error instead of looping. */
const RELOAD_WINDOW_MS = 30_000;

/**
 * Whether to reload the page once for a stale chunk: true the first time for this path, and
 * records it; false offline (the same failure, and a reload would show the browser's offline page)
 * or if the page was reloaded for it moments ago (the chunk is really missing).
 */
export function shouldReloadForStaleChunk(
  path: string,
  session: Pick<Storage, 'getItem' | 'setItem'>,
  now = Date.now(),
  online = typeof navigator === 'undefined' || navigator.onLine,
): boolean {
  if (!online) return false;
  try {
    const last = JSON.parse(session.getItem(RELOAD_KEY) ?? 'null') as { path?: string; at?: number } | null;
    if (last?.path === path && typeof last.at === 'number' && now - last.at < RELOAD_WINDOW_MS) return false;
    session.setItem(RELOAD_KEY, JSON.stringify({ path, at: now }));
    return true;
  } catch {
    // No session storage (private mode, blocked): never reload, so there can be no loop.
    return false;
  }
}
