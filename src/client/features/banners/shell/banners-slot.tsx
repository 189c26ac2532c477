import { type ComponentType, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useSelectedCity } from '@/client/lib/selected-city';
import { useSession } from '@/client/lib/session';
import { TIMING } from '@/shared/constants';
import { isConsolePath, isQueuePath } from '@/shared/domain/site-paths';
import type { BannerHostProps } from '../components/banner-host';
import { useBanners } from './api/get-banners';

const loadHost = () => import('../components/banner-host').then((m) => m.BannerHost);

/**
 * Where the banners mount, placed once by the shell's root layout. It asks for the banners as the
 * page starts, but their code loads only when the first one is due (3 s in) and the server has
 * something real to show: never part of the first load, and nothing at all when there is nothing
 * to say. Loaded, the host is rendered directly (no Suspense, whose reveal waits on a timer).
 * Open dialogs, sheets and popovers (the notifications dropdown and panel among them) and toasts
 * pause the banners (the spec's bottom banner waits while the panel is open). The consoles and the
 * waiting room show none.
 */
export function BannersSlot() {
  const [city] = useSelectedCity();
  const session = useSession();
  const { pathname } = useLocation();
  // The consoles and the waiting room (kept light for a rush) show none.
  const onConsole = isConsolePath(pathname) || isQueuePath(pathname);
  const query = useBanners(city, session.user?.id ?? null, !session.isLoading && !onConsole);
  const [startedAt] = useState(() => Date.now());
  const [due, setDue] = useState(false);
  const [Host, setHost] = useState<ComponentType<BannerHostProps>>();
  const banners = query.data?.items ?? [];
  const wanted = due && banners.length > 0 && !onConsole;

  useEffect(() => {
    const timer = setTimeout(() => setDue(true), TIMING.floatingBannerFirstMs);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!wanted || Host) return;
    // Offline (the chunk cannot be fetched): no banners rather than a failed page.
    loadHost().then(
      (component) => setHost(() => component),
      () => {},
    );
  }, [wanted, Host]);

  return Host && !onConsole ? <Host banners={banners} startedAt={startedAt} /> : null;
}
