import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/client/paths';
import { isStaleChunkError } from '@/client/shell/stale-chunk';

/** The technical message of anything a page can throw, for the page's 'Technical details'. */
function errorMessage(error: unknown): string {
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
 * The error page proper, loaded only when a page fails (route-error-page.tsx holds the boundary).
 * It speaks to a person: what happened and what to do; the raw message waits behind a disclosure.
 */
export function RouteErrorBody({ error }: { error: unknown }) {
  const stale = isStaleChunkError(error);
  return (
    <ErrorChrome>
      <div className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
        <p aria-hidden="true" className="text-6xl">
          🧢
        </p>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-ink-900">
          Unexpected Application Error!
        </h1>
        <p className="mt-3 text-base text-ink-600">
          {stale
            ? 'This part of KhelPass could not be loaded: the site may have been updated while the page was open, or the connection dropped. Reloading the page usually fixes it.'
            : "Sorry, this page hit a problem and couldn't be shown. Reloading usually fixes it; if it keeps happening, start again from the home page."}
        </p>
        <details className="mt-5 rounded-xl border border-ink-100 bg-white p-4 text-left text-sm">
          <summary className="cursor-pointer font-semibold text-ink-700">Technical details</summary>
          <pre className="mt-3 overflow-x-auto whitespace-pre-wrap break-words text-alert-700">
            {errorMessage(error)}
          </pre>
        </details>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex h-11 items-center gap-2 rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            Reload page
          </button>
          <Link
            to={paths.home()}
            reloadDocument
            className="inline-flex h-11 items-center rounded-lg border border-ink-200 bg-white px-5 text-sm font-semibold text-ink-900 hover:bg-ink-100"
          >
            Go to home
          </Link>
        </div>
      </div>
    </ErrorChrome>
  );
}
