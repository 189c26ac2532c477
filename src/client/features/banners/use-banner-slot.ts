import { useCallback, useEffect, useState } from 'react';
import { delayWithin } from '@/shared/domain/banner-rotation';
import type { Banner } from '@/shared/schemas/banners';
import type { Rotation } from './rotation';

export interface BannerSlotOptions {
  banners: readonly Banner[];
  rotation: Rotation;
  /** May a banner appear now (the place is in use: wide enough, no dialog or panel open). */
  enabled: boolean;
  /** Wait before the first banner (from the page's start; 0 or less: due now). */
  firstDelayMs: number;
  /** Wait after a banner leaves before the next may come, drawn from this range. */
  repeatMs: readonly [number, number];
}

/**
 * One place's banner schedule (product-spec.md section 4 'Banners'): the first after its delay,
 * then, whenever none shows, another after a wait drawn from the range. A banner that hides itself
 * goes after its duration; while the fan points at it or focuses it, it waits. Plain timers, so a
 * test drives it with a fake clock.
 */
export function useBannerSlot({ banners, rotation, enabled, firstDelayMs, repeatMs }: BannerSlotOptions) {
  const [due, setDue] = useState(firstDelayMs <= 0);
  const [wait, setWait] = useState<{ ms: number } | null>(firstDelayMs > 0 ? { ms: firstDelayMs } : null);
  const [current, setCurrent] = useState<Banner | null>(null);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!wait) return;
    const timer = setTimeout(() => {
      setWait(null);
      setDue(true);
    }, wait.ms);
    return () => clearTimeout(timer);
  }, [wait]);

  useEffect(() => {
    if (!due || !enabled || current) return;
    const next = rotation.pick(banners);
    if (!next) return;
    rotation.shown(next.id);
    setDue(false);
    setCurrent(next);
  }, [due, enabled, current, banners, rotation]);

  const leave = useCallback(
    (forGood: boolean) => {
      if (!current) return;
      rotation.gone(current.id, forGood);
      setCurrent(null);
      setHeld(false);
      setWait({ ms: delayWithin(repeatMs, Math.random()) });
    },
    [current, rotation, repeatMs],
  );

  useEffect(() => {
    if (!current?.autoHide || current.duration === null || held) return;
    const timer = setTimeout(() => leave(false), current.duration);
    return () => clearTimeout(timer);
  }, [current, held, leave]);

  // What the server no longer says (the deal ended, the price went back) does not stay on screen.
  const stale = current !== null && !banners.some((banner) => banner.id === current.id);
  useEffect(() => {
    if (stale) leave(false);
  }, [stale, leave]);

  return {
    banner: current,
    /** Dismissed or acted on: gone, and not again this session. */
    dismiss: useCallback(() => leave(true), [leave]),
    /** Pointer over it or focus in it: it does not hide itself meanwhile. */
    hold: setHeld,
  };
}

export type BannerSlot = ReturnType<typeof useBannerSlot>;
