import { ArrowRight, Home } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/client/paths';

/** The friendly not-found message: used by the catch-all route and by 404 route errors. */
export function NotFoundContent() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p aria-hidden="true" className="text-6xl">
        🏏
      </p>
      <p className="mt-6 text-sm font-bold tracking-widest text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">Page not found</h1>
      <p className="mt-3 text-base text-ink-600">
        That one went out of the ground. The page you asked for doesn't exist or has moved.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={paths.home()}
          className="inline-flex h-11 items-center gap-2 rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          <Home aria-hidden="true" className="h-4 w-4" />
          Go to home
        </Link>
        <Link
          to={paths.events()}
          className="inline-flex h-11 items-center gap-2 rounded-lg border border-ink-200 bg-white px-5 text-sm font-semibold text-ink-900 hover:bg-ink-100"
        >
          Browse events
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </div>
  );
}
