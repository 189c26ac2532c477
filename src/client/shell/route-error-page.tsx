import { Component, type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { BrandMark } from '@/client/components/ui/brand-mark';
import { documentTitle } from '@/client/lib/use-document-title';
import { ERROR_TITLE, ErrorAdvice } from './error-advice';
import { isStaleChunkError, shouldReloadForStaleChunk } from './stale-chunk';

/**
 * The error page: its own top bar (it must not depend on the layout that may have failed), then
 * what went wrong in words a fan can act on. All of it ships with the first load, since the chunks
 * that are missing after a deploy are the usual reason to be here.
 */
function ErrorPage({ stale }: { stale: boolean }) {
  useEffect(() => {
    document.title = documentTitle(ERROR_TITLE);
  }, []);
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
        <ErrorAdvice stale={stale} />
      </main>
    </div>
  );
}

interface BoundaryState {
  error: unknown;
  /** A stale chunk: the page is reloading to fetch the new version. */
  reloading: boolean;
  /** The location the error happened at: any navigation (Back included) tries again. */
  locationKey: string | null;
}

interface BoundaryProps {
  path: string;
  locationKey: string;
  children: ReactNode;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, reloading: false, locationKey: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> {
    if (state.locationKey === props.locationKey) return {};
    return { error: null, reloading: false, locationKey: props.locationKey };
  }

  override componentDidCatch(error: unknown) {
    // A page open since before a deploy asks for code files that are gone: reload it once.
    if (isStaleChunkError(error) && shouldReloadForStaleChunk(this.props.path, window.sessionStorage)) {
      this.setState({ reloading: true });
      window.location.reload();
    }
  }

  override render() {
    const { error, reloading } = this.state;
    if (error === null) return this.props.children;
    if (reloading)
      return (
        <p role="status" className="px-4 py-16 text-center text-ink-600">
          Loading the latest version of KhelPass…
        </p>
      );
    return <ErrorPage stale={isStaleChunkError(error)} />;
  }
}

/** Catches what a page throws (or a page's code that fails to load) and shows the error page. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, key } = useLocation();
  return (
    <ErrorBoundary path={pathname} locationKey={key}>
      {children}
    </ErrorBoundary>
  );
}
