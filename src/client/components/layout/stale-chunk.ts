/**
 * After a deploy, a tab opened before it asks for code files that no longer exist. Chromium,
 * Firefox and Safari word that failure differently; Vite words a failed CSS preload.
 */
const STALE_CHUNK = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** sessionStorage: when this tab last reloaded to fetch a new version. */
const RELOADED_AT_KEY = 'khelpassStaleChunkReloadAt';
/** A second failure this soon after the reload means reloading does not help: stop and say so. */
const RELOAD_GUARD_MS = 60_000;

export function isStaleChunkError(error: unknown): boolean {
  return error instanceof Error && STALE_CHUNK.test(error.message);
}

/** True when a reload may fetch the new version: no reload for a stale chunk in the last minute. */
export function mayReloadForStaleChunk(nowMs: number): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOADED_AT_KEY));
    return !(last > 0 && nowMs - last < RELOAD_GUARD_MS);
  } catch {
    // Without storage nothing could stop a loop, so never reload on our own.
    return false;
  }
}

export function reloadForStaleChunk(nowMs: number): void {
  try {
    window.sessionStorage.setItem(RELOADED_AT_KEY, String(nowMs));
  } catch {
    return;
  }
  window.location.reload();
}
