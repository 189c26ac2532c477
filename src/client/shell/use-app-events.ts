import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import {
  appPath,
  NOTIFICATION_NAVIGATE_EVENT,
  OPEN_SHARE_EVENT,
  shareDetail,
  shareEvent,
} from '@/client/lib/app-events';

/**
 * Listens for the app's custom browser events (lib/app-events.ts) for as long as the app runs:
 * `notification-navigate` goes to its app path with the router (anything else is logged and
 * ignored: product-spec.md section 8, 'Unknown notification type or action'), `open-share` shares.
 */
export function useAppEvents() {
  const navigate = useNavigate();
  useEffect(() => {
    const onNavigate = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      const path = appPath(detail);
      if (path === null) console.warn(`${NOTIFICATION_NAVIGATE_EVENT}: not a path in this app`, detail);
      else navigate(path);
    };
    const onShare = (event: Event) => {
      const detail = shareDetail((event as CustomEvent<unknown>).detail);
      if (detail === null)
        console.warn(`${OPEN_SHARE_EVENT}: no event to share`, (event as CustomEvent).detail);
      else void shareEvent(detail);
    };
    window.addEventListener(NOTIFICATION_NAVIGATE_EVENT, onNavigate);
    window.addEventListener(OPEN_SHARE_EVENT, onShare);
    return () => {
      window.removeEventListener(NOTIFICATION_NAVIGATE_EVENT, onNavigate);
      window.removeEventListener(OPEN_SHARE_EVENT, onShare);
    };
  }, [navigate]);
}
