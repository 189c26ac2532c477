/**
 * The app's two custom browser events (product-spec.md section 2): `notification-navigate`
 * (detail: an app path; the app goes there) and `open-share` (detail: eventTitle, body, eventId;
 * the device's share sheet with the event's URL, else the link copied). Anything may dispatch them
 * (a notification, a banner); the shell listens (shell/use-app-events.ts).
 */
import { notify } from './notify';

export const NOTIFICATION_NAVIGATE_EVENT = 'notification-navigate';
export const OPEN_SHARE_EVENT = 'open-share';

export interface OpenShareDetail {
  eventTitle: string;
  body: string;
  eventId: string;
}

/** Asks the app to open an app path (what a notification's action does). */
export function requestNavigation(target: string): void {
  window.dispatchEvent(new CustomEvent(NOTIFICATION_NAVIGATE_EVENT, { detail: target }));
}

/** '//host' and '/\host': what a browser reads as another site's address. */
const OTHER_SITE = /^\/[/\\]/;

/**
 * A path inside this app ('/events/ev-1?x=1'), never another site: not '//host', not '/\host',
 * not 'https:…', and the same origin once resolved. The resolved path is checked too: dot segments
 * ('/.//host', '/a/..//host') resolve to '//host', which the router's history hands to
 * location.assign when pushState refuses it.
 */
export function appPath(target: unknown, origin: string = window.location.origin): string | null {
  if (typeof target !== 'string' || !target.startsWith('/') || OTHER_SITE.test(target)) return null;
  try {
    const url = new URL(target, origin);
    if (url.origin !== origin || OTHER_SITE.test(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The share's detail when it has what a share needs; null otherwise. */
export function shareDetail(detail: unknown): OpenShareDetail | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { eventTitle, body, eventId } = detail as Record<string, unknown>;
  if (typeof eventTitle !== 'string' || typeof eventId !== 'string' || eventId === '') return null;
  return { eventTitle, body: typeof body === 'string' ? body : '', eventId };
}

export const eventUrl = (eventId: string, origin: string = window.location.origin) =>
  `${origin}/events/${encodeURIComponent(eventId)}`;

/**
 * Shares an event: the Web Share API with title, text and the event's URL; where there is none
 * (or it refuses, e.g. without a user's gesture) the link is copied, with a 'Link copied' toast.
 * A share the fan cancels is no error.
 */
export async function shareEvent({ eventTitle, body, eventId }: OpenShareDetail): Promise<void> {
  const url = eventUrl(eventId);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: eventTitle, text: body, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.warn('Sharing failed; copying the link instead', error);
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notify.success('Link copied', url);
  } catch (error) {
    console.warn('Copying the link failed', error);
    notify.error('Could not share this event', url);
  }
}
