import { Component, type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { documentTitle } from '@/client/lib/use-document-title';
import { ERROR_TITLE, ErrorAdvice } from './error-advice';
import { isStaleChunkError, shouldReloadForStaleChunk } from './stale-chunk';

interface PageProps {
  /** The page's code could not be fetched: most likely a new version was deployed. */
  stale: boolean;
}

/**
 * Shown for the moment the full page (lazy/route-error-body.tsx) loads, and instead of it if that
 * chunk cannot be fetched either (after a deploy it usually cannot).
 */
function PlainErrorPage({ stale }: PageProps) {
  return (
    <main id="main">
      <ErrorAdvice stale={stale} />
    </main>
  );
}

// Only needed when something went wrong, so it stays out of the first bundle.
const RouteErrorBody = lazy(() =>
  import('./lazy/route-error-body').then(
    (m): { default: ComponentType<PageProps> } => ({ default: m.RouteErrorBody }),
    () => ({ default: PlainErrorPage }),
  ),
);

function ErrorPage({ stale }: PageProps) {
  useEffect(() => {
    document.title = documentTitle(ERROR_TITLE);
  }, []);
  return (
    <Suspense fallback={<PlainErrorPage stale={stale} />}>
      <RouteErrorBody stale={stale} />
    </Suspense>
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
