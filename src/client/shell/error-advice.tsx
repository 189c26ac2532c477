export const ERROR_TITLE = 'Unexpected Application Error!';

/**
 * What went wrong in words a fan can act on, and the two ways out. The error's own text is for
 * the console (React logs what a boundary catches), never for the page.
 */
export function ErrorAdvice({ stale }: { stale: boolean }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <p aria-hidden="true" className="text-6xl">
        🧢
      </p>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-ink-900">{ERROR_TITLE}</h1>
      <p className="mt-3 text-base text-ink-600">
        {stale
          ? 'KhelPass has been updated since this page was opened, and part of the page could not be loaded. Reload the page to get the latest version.'
          : "Sorry, this page hit a problem and couldn't be shown. Reloading often helps; if it doesn't, start again from the home page."}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* A full page load gives the app a clean start. */}
        <a
          href="/"
          className="inline-flex h-11 items-center rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Go to home
        </a>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex h-11 items-center rounded-lg border border-ink-200 bg-white px-5 text-sm font-semibold text-ink-900 hover:bg-ink-100"
        >
          Reload page
        </button>
      </div>
    </div>
  );
}
