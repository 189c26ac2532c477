import type { ReactNode } from 'react';
import { BrandMark } from '@/client/components/ui/brand-mark';
import { ErrorAdvice } from '@/client/shell/error-advice';

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
            <BrandMark />
          </a>
        </div>
      </div>
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}

/** The error page proper, loaded only when a page fails (route-error-page.tsx holds the boundary). */
export function RouteErrorBody({ stale }: { stale: boolean }) {
  return (
    <ErrorChrome>
      <ErrorAdvice stale={stale} />
    </ErrorChrome>
  );
}
