import { type ComponentType, lazy, Suspense } from 'react';
import { Skeleton } from '@/client/components/ui/skeleton';
import { type SkeletonKind, skeletonKindForPath } from './skeleton-kind';

export { type SkeletonKind, skeletonKindForPath } from './skeleton-kind';

// The card-grid and profile-and-tabs bodies are fetched when first needed, alongside the route
// they stand in for; the full-page body (home and the information pages) is part of the shell.
// A body that cannot be fetched is left out (the status text stays) rather than failing the page.
const bodiesModule = () =>
  import('@/client/shell/lazy/route-skeleton-bodies').catch(() => ({
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

/** The skeleton of the page at `path` while its module loads (the root layout's Suspense fallback). */
export function RouteSkeleton({ path }: { path: string }) {
  const kind = skeletonKindForPath(path);
  const Body = bodies[kind];
  return (
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
}
