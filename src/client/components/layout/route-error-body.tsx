import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link } from 'react-router';
import { paths } from '@/client/paths';
import { NotFoundContent } from './not-found-content';

/** A readable message for anything a route can throw. */
export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    if (typeof data === 'string' && data.trim() !== '') return data;
    return `${error.status} ${error.statusText}`.trim();
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error !== '') return error;
  return 'Something went wrong while showing this page.';
}

/** Standalone top bar: the error page must not depend on the layout that may have failed. */
function ErrorChrome({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-ink-50">
      <div className="bg-ink-900">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          {/* A plain anchor: a full page load gives the app a clean start. */}
          <a
            href="/"
            className="flex items-center gap-2 rounded-lg text-white focus-visible:outline-orange-300"
          >
            <span
              aria-hidden="true"
              className="inline-flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-lg font-black"
            >
              K
            </span>
            <span className="text-lg font-extrabold tracking-tight">KhelPass</span>
          </a>
        </div>
      </div>
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}

/**
 * The error page proper, loaded only when a route fails (route-error-page.tsx is the router's
 * ErrorBoundary): the not-found page for 404 route errors, otherwise the message with ways out.
 */
export function RouteErrorBody({ error, notFound }: { error: unknown; notFound: boolean }) {
  if (notFound) {
    return (
      <ErrorChrome>
        <NotFoundContent />
      </ErrorChrome>
    );
  }

  return (
    <ErrorChrome>
      <div className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
        <p aria-hidden="true" className="text-6xl">
          🧢
        </p>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-ink-900">
          Unexpected Application Error!
        </h1>
        <p className="mt-3 text-base text-ink-600">Sorry, this page hit a problem and couldn't be shown.</p>
        <pre className="mt-5 overflow-x-auto rounded-xl border border-ink-100 bg-white p-4 text-left text-sm whitespace-pre-wrap break-words text-alert-700">
          {errorMessage(error)}
        </pre>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to={paths.home()}
            reloadDocument
            className="inline-flex h-11 items-center rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Go to home
          </Link>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex h-11 items-center gap-2 rounded-lg border border-ink-200 bg-white px-5 text-sm font-semibold text-ink-900 hover:bg-ink-100"
          >
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            Reload page
          </button>
        </div>
      </div>
    </ErrorChrome>
  );
}
