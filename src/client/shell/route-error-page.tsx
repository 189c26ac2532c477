import { Component, type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { documentTitle } from '@/client/lib/use-document-title';
import { isStaleChunkError, shouldReloadForStaleChunk } from './stale-chunk';

interface BodyProps {
  error: unknown;
}

const TITLE = 'Unexpected Application Error!';

/**
 * The page's heading and a plain way home: shown for the moment the full page
 * (route-error-body.tsx) loads, and instead of it if that chunk cannot be fetched either.
 */
function PlainErrorPage() {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">{TITLE}</h1>
      <a href="/" className="mt-8 inline-block font-semibold text-brand-700 underline">
        Go to home
      </a>
    </main>
  );
}

// Only needed when something went wrong, so it stays out of the first bundle.
const RouteErrorBody = lazy(() =>
  import('@/client/shell/lazy/route-error-body').then(
    (m): { default: ComponentType<BodyProps> } => ({ default: m.RouteErrorBody }),
    () => ({ default: PlainErrorPage }),
  ),
);

function ErrorPage({ error }: BodyProps) {
  useEffect(() => {
    document.title = documentTitle(TITLE);
  }, []);
  return (
    <Suspense fallback={<PlainErrorPage />}>
      <RouteErrorBody error={error} />
    </Suspense>
  );
}

interface BoundaryState {
  error: unknown;
  /** The path the error happened on: moving to another path tries again. */
  path: string | null;
}

class ErrorBoundary extends Component<{ path: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, path: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: { path: string }, state: BoundaryState): Partial<BoundaryState> {
    if (state.path === null) return { path: props.path };
    return state.path === props.path ? {} : { error: null, path: props.path };
  }

  override componentDidCatch(error: unknown) {
    // A page open since before a deploy asks for chunks that are gone: reload it once.
    if (isStaleChunkError(error) && shouldReloadForStaleChunk(this.props.path, window.sessionStorage))
      window.location.reload();
  }

  override render() {
    return this.state.error === null ? this.props.children : <ErrorPage error={this.state.error} />;
  }
}

/** Catches what a page throws (or a page module that fails to load) and shows the error page. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary path={pathname}>{children}</ErrorBoundary>;
}
