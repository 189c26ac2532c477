import { buttonClass } from '@/client/components/ui/button-class';

/** An inline, honest failure message with a way to try again. */
export function QueryError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-ink-100 bg-white p-5 text-sm text-ink-700">
      <p>We couldn't load {what}. Check your connection and try again.</p>
      {/* A plain button with the Button look: the home page needs nothing else from Button (Radix Slot). */}
      <button type="button" className={buttonClass('secondary', 'sm', 'mt-3')} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
