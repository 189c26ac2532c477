import {
  BANNER_KINDS,
  BannerAction,
  type BannerViewProps,
  DismissButton,
  holdHandlers,
} from './banner-parts';

/** The desktop floating banner (product-spec.md section 2): a promotional card of its kind. */
export function FloatingBanner({ banner, onDone, onHold }: BannerViewProps) {
  const { label, Icon } = BANNER_KINDS[banner.type];
  return (
    <div
      {...holdHandlers(onHold)}
      className="pointer-events-auto w-80 rounded-2xl border border-ink-200 bg-white p-4 text-ink-900 shadow-xl motion-safe:animate-banner-in"
    >
      <div className="flex items-start justify-between gap-2">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700">
          <Icon aria-hidden="true" className="h-3.5 w-3.5" />
          {label}
        </span>
        <DismissButton
          banner={banner}
          onDone={onDone}
          className="-mt-1 -mr-1 text-ink-600 hover:bg-ink-100"
        />
      </div>
      <p className="mt-2 font-bold">{banner.title}</p>
      <p className="mt-1 text-sm text-ink-600">{banner.message}</p>
      <BannerAction banner={banner} onDone={onDone} className="mt-3 w-full" />
    </div>
  );
}
