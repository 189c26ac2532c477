import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useSelectedCity } from '@/client/lib/selected-city';
import { useSession } from '@/client/lib/session';
import { TIMING } from '@/shared/constants';
import { useBanners } from '../api/get-banners';
import type { BannerHostProps } from '../components/banner-host';

// Offline (the chunk cannot be fetched): no banners rather than a failed page.
const BannerHost = lazy(() =>
  import('../components/banner-host').then(
    (m): { default: ComponentType<BannerHostProps> } => ({ default: m.BannerHost }),
    () => ({ default: () => null }),
  ),
);

/**
 * Where the banners mount, placed once by the shell's root layout. It asks for the banners as the
 * page starts, but their code loads only when the first one is due (3 s in) and the server has
 * something real to show: never part of the first load, and nothing at all when there is nothing
 * to say. `paused`: the shell's notifications panel is open (the spec's bottom banner waits for it
 * to close); open dialogs, sheets and popovers pause the banners by themselves.
 */
export function BannersSlot({ paused = false }: { paused?: boolean }) {
  const [city] = useSelectedCity();
  const session = useSession();
  const query = useBanners(city, session.user?.id ?? null, !session.isLoading);
  const [startedAt] = useState(() => Date.now());
  const [due, setDue] = useState(false);
  const [hosted, setHosted] = useState(false);
  const banners = query.data?.items ?? [];

  useEffect(() => {
    const timer = setTimeout(() => setDue(true), TIMING.floatingBannerFirstMs);
    return () => clearTimeout(timer);
  }, []);
  if (due && !hosted && banners.length > 0) setHosted(true);

  if (!hosted) return null;
  return (
    <Suspense fallback={null}>
      <BannerHost banners={banners} startedAt={startedAt} paused={paused} />
    </Suspense>
  );
}
