import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';

/**
 * The footer sits below the fold on every page with content, so its code (links, newsletter form,
 * icons) stays out of the first bundle: it loads once the page scrolls within LOAD_MARGIN of it.
 * Until then a placeholder with the footer's colour and its height at each breakpoint (measured at
 * 390, 640, 900 and 1280 px wide) holds its place, so nothing above it moves when it arrives. Keyboard and screen-reader users reach it the same
 * way: moving towards the end of the page brings it near the viewport and its links appear.
 */
const LOAD_MARGIN = '600px 0px';

// If the chunk cannot be fetched (offline), leave the placeholder rather than fail the whole page.
const Footer = lazy(() =>
  import('@/client/shell/lazy/footer').then(
    (m): { default: ComponentType } => ({ default: m.Footer }),
    () => ({ default: FooterPlaceholder }),
  ),
);

function FooterPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="min-h-[1379px] bg-ink-900 sm:min-h-[1331px] md:min-h-[807px] lg:min-h-[483px]"
    />
  );
}

export function DeferredFooter() {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const marker = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = marker.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (!near) {
    return (
      <div ref={marker}>
        <FooterPlaceholder />
      </div>
    );
  }
  return (
    <Suspense fallback={<FooterPlaceholder />}>
      <Footer />
    </Suspense>
  );
}
