import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { documentTitle } from '@/client/lib/use-document-title';

interface BodyProps {
  error: unknown;
  notFound: boolean;
}

/**
 * The page's heading and a plain way home: shown for the moment the full page
 * (route-error-body.tsx) loads, and instead of it if that chunk cannot be fetched (a failed chunk
 * load after a deploy is a common reason to land here).
 */
function PlainErrorPage({ notFound }: BodyProps) {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">
        {notFound ? 'Page not found' : 'Unexpected Application Error!'}
      </h1>
      <a href="/" className="mt-8 inline-block font-semibold text-brand-700 underline">
        Go to home
      </a>
    </main>
  );
}

// Only needed when something went wrong, so it stays out of the first bundle.
const RouteErrorBody = lazy(() =>
  import('./route-error-body').then(
    (m): { default: ComponentType<BodyProps> } => ({ default: m.RouteErrorBody }),
    () => ({ default: PlainErrorPage }),
  ),
);

/** The router's ErrorBoundary: 404 route errors get the not-found page, anything else the error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    document.title = documentTitle(notFound ? 'Page not found' : 'Unexpected Application Error!');
    if (!notFound) console.error(error);
  }, [error, notFound]);

  return (
    <Suspense fallback={<PlainErrorPage error={error} notFound={notFound} />}>
      <RouteErrorBody error={error} notFound={notFound} />
    </Suspense>
  );
}
