import { buttonClass } from '@/client/components/ui/button-class';
import { formatRupees } from '@/shared/domain/format';

/**
 * Previous and Continue ('Complete Booking - ₹total' on the last step); once a guest has paid,
 * only Done. Continue is missing while no booking session is open. A div, not a <footer>: outside a
 * sectioning element a footer is a contentinfo landmark, a second one beside the page's (axe).
 */
export function BookingFooter({
  step,
  total,
  busy,
  canContinue,
  paidAsGuest,
  onPrevious,
  onContinue,
  onDone,
}: {
  step: number;
  /** The bill's total in rupees. */
  total: number;
  busy: boolean;
  canContinue: boolean;
  paidAsGuest: boolean;
  onPrevious: () => void;
  onContinue: () => void;
  onDone: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-2 border-t border-ink-100 px-4 py-3 sm:px-6">
      {paidAsGuest ? (
        <button type="button" className={buttonClass('primary', 'md', 'ml-auto min-w-32')} onClick={onDone}>
          Done
        </button>
      ) : (
        <>
          <button
            type="button"
            className={buttonClass('secondary', 'md')}
            disabled={step === 1 || busy}
            onClick={onPrevious}
          >
            Previous
          </button>
          {canContinue ? (
            <button
              type="button"
              className={buttonClass('primary', 'md', 'min-w-32')}
              aria-busy={busy || undefined}
              onClick={onContinue}
            >
              {step === 4 ? `Complete Booking - ${formatRupees(total)}` : 'Continue'}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}
