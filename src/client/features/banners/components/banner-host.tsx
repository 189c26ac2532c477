import { useState } from 'react';
import { TIMING } from '@/shared/constants';
import type { Banner } from '@/shared/schemas/banners';
import { createRotation } from '../rotation';
import { useBannerSlot } from '../use-banner-slot';
import { useMediaQuery, useOverlayOpen } from '../use-page-state';
import { BottomBanner } from './bottom-banner';
import { FloatingBanner } from './floating-banner';

/** Where the floating banner shows: desktop widths (Tailwind's lg). */
const DESKTOP = '(min-width: 1024px)';

export interface BannerHostProps {
  banners: readonly Banner[];
  /** When the page started (Date.now()): the first banners are timed from it. */
  startedAt: number;
}

/**
 * The floating banner (desktop) and the bottom banner (every width), on the spec's schedules, at the
 * foot of the screen above the safe area: one column, so the two never overlap, and nothing at the
 * top where the header's buttons and the toasts are. While a dialog, sheet or popover is open they
 * are hidden and no new one starts. Each place announces its banner politely.
 */
export function BannerHost({ banners, startedAt }: BannerHostProps) {
  const [rotation] = useState(createRotation);
  const [elapsed] = useState(() => Date.now() - startedAt);
  const desktop = useMediaQuery(DESKTOP);
  const overlayOpen = useOverlayOpen();
  const free = !overlayOpen;
  const floating = useBannerSlot({
    banners,
    rotation,
    enabled: free && desktop,
    firstDelayMs: TIMING.floatingBannerFirstMs - elapsed,
    repeatMs: TIMING.floatingBannerRepeatMs,
  });
  const bottom = useBannerSlot({
    banners,
    rotation,
    enabled: free,
    firstDelayMs: TIMING.bottomBannerFirstMs - elapsed,
    repeatMs: TIMING.bottomBannerRepeatMs,
  });

  return (
    <div
      hidden={!free}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-30 flex flex-col gap-3 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6"
    >
      <div role="status" aria-label="Offer" className="hidden self-end lg:block">
        {floating.banner ? (
          <FloatingBanner banner={floating.banner} onDone={floating.dismiss} onHold={floating.hold} />
        ) : null}
      </div>
      <div role="status" aria-label="Alert" className="w-full max-w-2xl self-center">
        {bottom.banner ? (
          <BottomBanner banner={bottom.banner} onDone={bottom.dismiss} onHold={bottom.hold} />
        ) : null}
      </div>
    </div>
  );
}
