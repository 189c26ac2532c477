import {
  BANNER_KINDS,
  BannerAction,
  type BannerViewProps,
  DismissButton,
  holdHandlers,
} from './banner-parts';

/**
 * The bottom banner (product-spec.md section 2): the alert with its action and a dismiss button;
 * URGENT when it is high priority (it then stays until dismissed or acted on).
 */
export function BottomBanner({ banner, onDone, onHold }: BannerViewProps) {
  const { Icon } = BANNER_KINDS[banner.type];
  return (
    <div
      {...holdHandlers(onHold)}
      className="pointer-events-auto flex items-start gap-3 rounded-2xl bg-ink-900 p-4 text-white shadow-2xl ring-1 ring-white/15 motion-safe:animate-banner-in"
    >
      <Icon aria-hidden="true" className="mt-0.5 hidden h-5 w-5 shrink-0 text-brand-100 sm:block" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-bold">
          {banner.priority === 'high' ? (
            <span className="rounded bg-alert-600 px-1.5 py-0.5 text-xs font-bold tracking-wide">URGENT</span>
          ) : null}
          {banner.title}
        </p>
        <p className="mt-1 text-sm text-ink-100">{banner.message}</p>
        <BannerAction banner={banner} onDone={onDone} className="mt-3" />
      </div>
      <DismissButton banner={banner} onDone={onDone} className="-mt-1 -mr-1 text-ink-100 hover:bg-white/10" />
    </div>
  );
}
