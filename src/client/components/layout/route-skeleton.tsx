import { type ComponentType, lazy, Suspense } from 'react';
import { Skeleton } from '@/client/components/ui/skeleton';
import { type SkeletonKind, skeletonKindForPath } from './skeleton-kind';

export { type SkeletonKind, skeletonKindForPath } from './skeleton-kind';

// The card-grid and profile-and-tabs bodies are fetched when first needed, alongside the route
// they stand in for; the full-page body (home and the information pages) is part of the shell.
// A body that cannot be fetched is left out (the status text stays) rather than failing the page.
const bodiesModule = () =>
  import('./route-skeleton-bodies').catch(() => ({
    CardGridSkeleton: Nothing,
    ProfileTabsSkeleton: Nothing,
  }));
const CardGridSkeleton = lazy(() => bodiesModule().then((m) => ({ default: m.CardGridSkeleton })));
const ProfileTabsSkeleton = lazy(() => bodiesModule().then((m) => ({ default: m.ProfileTabsSkeleton })));

function Nothing() {
  return null;
}

function FullPageSkeleton() {
  return (
    <div className="space-y-6">
      <Skeleton className="h-10 w-2/3 max-w-md" />
      <Skeleton className="h-4 w-full max-w-2xl" />
      <Skeleton className="h-4 w-5/6 max-w-xl" />
      <Skeleton className="h-56 w-full rounded-2xl" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="h-28 w-full rounded-2xl" />
      </div>
    </div>
  );
}

const bodies: Record<SkeletonKind, ComponentType> = {
  'profile-tabs': ProfileTabsSkeleton,
  'card-grid': CardGridSkeleton,
  'full-page': FullPageSkeleton,
};

export interface RouteSkeletonProps {
  /** The path being loaded; defaults to the browser's current path (the router's HydrateFallback). */
  path?: string;
  /**
   * Draw header-shaped and footer-less chrome around the body. True for the first load (the
   * router shows this instead of the whole layout); false inside the layout.
   */
  chrome?: boolean;
}

/** The path-based loading skeleton, also the router's HydrateFallback. */
export function RouteSkeleton({ path, chrome = true }: RouteSkeletonProps) {
  const kind = skeletonKindForPath(path ?? window.location.pathname);
  const Body = bodies[kind];
  const body = (
    <div
      role="status"
      aria-live="polite"
      data-skeleton={kind}
      className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8"
    >
      <span className="sr-only">Loading…</span>
      <Suspense fallback={null}>
        <Body />
      </Suspense>
    </div>
  );
  if (!chrome) return body;
  return (
    <div className="min-h-dvh bg-ink-50">
      {/* Same height as the real header, so nothing moves when it arrives. */}
      <div aria-hidden="true" className="bg-ink-900">
        <div className="h-16" />
        <div className="hidden h-11 border-t border-white/10 md:block" />
      </div>
      {body}
    </div>
  );
}
