import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { documentTitle } from '@/client/lib/use-document-title';
import { ERROR_TITLE, ErrorAdvice, type ErrorPageProps } from './error-advice';
import { isStaleChunkError, mayReloadForStaleChunk, reloadForStaleChunk } from './stale-chunk';

/**
 * Shown for the moment the full page (route-error-body.tsx) loads, and instead of it if that chunk
 * cannot be fetched either (after a deploy it usually cannot).
 */
function PlainErrorPage({ notFound, stale }: ErrorPageProps) {
  return (
    <main id="main">
      {notFound ? (
        <h1 className="px-4 py-16 text-center text-3xl font-extrabold text-ink-900">Page not found</h1>
      ) : (
        <ErrorAdvice stale={stale} />
      )}
    </main>
  );
}

// Only needed when something went wrong, so it stays out of the first bundle.
const RouteErrorBody = lazy(() =>
  import('./route-error-body').then(
    (m): { default: ComponentType<ErrorPageProps> } => ({ default: m.RouteErrorBody }),
    () => ({ default: PlainErrorPage }),
  ),
);

/**
 * The router's ErrorBoundary: 404 route errors get the not-found page, anything else the error
 * page. A code file missing after a deploy reloads the page once to fetch the new version.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const stale = isStaleChunkError(error);
  const [reloading] = useState(() => stale && mayReloadForStaleChunk(Date.now()));

  useEffect(() => {
    if (reloading) {
      reloadForStaleChunk(Date.now());
      return;
    }
    document.title = documentTitle(notFound ? 'Page not found' : ERROR_TITLE);
    if (!notFound) console.error(error);
  }, [error, notFound, reloading]);

  if (reloading) {
    return (
      <p role="status" className="px-4 py-16 text-center text-ink-600">
        Loading the latest version of KhelPass…
      </p>
    );
  }
  return (
    <Suspense fallback={<PlainErrorPage notFound={notFound} stale={stale} />}>
      <RouteErrorBody notFound={notFound} stale={stale} />
    </Suspense>
  );
}
