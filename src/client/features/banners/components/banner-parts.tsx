import { Flame, Sparkles, TrendingDown, X, Zap } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { cn } from '@/client/lib/cn';
import type { Banner, BannerType } from '@/shared/schemas/banners';

/** What each kind of banner is, as its tag says it. */
export const BANNER_KINDS: Record<
  BannerType,
  { label: string; Icon: ComponentType<{ className?: string }> }
> = {
  'price-alert': { label: 'Price alert', Icon: TrendingDown },
  'flash-sale': { label: 'Deal', Icon: Zap },
  'demand-surge': { label: 'Demand surge', Icon: Flame },
  recommendation: { label: 'For you', Icon: Sparkles },
};

export interface BannerViewProps {
  banner: Banner;
  /** Dismissed, or its action taken: either way it is done with for the session. */
  onDone: () => void;
  /** Pointer over it or focus inside it (true), or gone again (false). */
  onHold: (held: boolean) => void;
}

/** Hover and focus hold a banner that hides itself, so it can be read and reached. */
export const holdHandlers = (onHold: (held: boolean) => void) => ({
  onPointerEnter: () => onHold(true),
  onPointerLeave: () => onHold(false),
  onFocus: () => onHold(true),
  onBlur: () => onHold(false),
});

export function BannerAction({
  banner,
  onDone,
  className,
}: Omit<BannerViewProps, 'onHold'> & { className?: string }) {
  return (
    <Link to={banner.action.target} onClick={onDone} className={buttonClass('primary', 'sm', className)}>
      {banner.action.label}
    </Link>
  );
}

export function DismissButton({
  banner,
  onDone,
  className,
}: Omit<BannerViewProps, 'onHold'> & { className?: string }) {
  return (
    <button
      type="button"
      aria-label={`Dismiss: ${banner.title}`}
      onClick={onDone}
      className={cn('inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full', className)}
    >
      <X aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
