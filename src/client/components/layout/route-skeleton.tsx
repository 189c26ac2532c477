import type { ComponentType } from 'react';
import { Skeleton } from '@/client/components/ui/skeleton';
import { type SkeletonKind, skeletonKindForPath } from './skeleton-kind';

export { type SkeletonKind, skeletonKindForPath } from './skeleton-kind';

function CardGridSkeleton() {
  return (
    <div className="space-y-6">
      <Skeleton className="h-28 w-full rounded-2xl" />
      <div className="flex flex-wrap gap-3">
        <Skeleton className="h-10 w-40" />
        <Skeleton className="h-10 w-32" />
        <Skeleton className="h-10 w-32" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
          <div key={key} className="space-y-3 rounded-2xl border border-ink-100 bg-white p-4">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-6 w-4/5" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}

function ProfileTabsSkeleton() {
  return (
    <div className="space-y-6">
      <div className="flex items-center gap-4 rounded-2xl border border-ink-100 bg-white p-5">
        <Skeleton className="h-16 w-16 shrink-0 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-6 w-48 max-w-full" />
          <Skeleton className="h-4 w-64 max-w-full" />
        </div>
      </div>
      <div className="flex gap-2 overflow-hidden">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} className="h-10 w-28 shrink-0" />
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    </div>
  );
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
      <Body />
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
