import { CheckCircle2 } from 'lucide-react';
import { cn } from '@/client/lib/cn';
import { WALLETS } from '@/shared/booking-constants';
import type { WalletId } from '@/shared/domain/payment';

/** The four wallets as toggle buttons, one chosen at a time. */
export function WalletMethod({
  id,
  wallet,
  error,
  disabled,
  onChoose,
}: {
  id: string;
  wallet: WalletId | null;
  error?: string;
  disabled: boolean;
  onChoose: (wallet: WalletId) => void;
}) {
  return (
    <fieldset disabled={disabled} aria-describedby={error ? `${id}-wallet-error` : undefined}>
      <legend className="mb-2 text-sm font-semibold text-ink-900">Choose a wallet</legend>
      <div className="grid grid-cols-2 gap-3">
        {WALLETS.map((w) => (
          <button
            key={w.id}
            type="button"
            aria-pressed={wallet === w.id}
            onClick={() => onChoose(w.id)}
            className={cn(
              'flex h-12 items-center justify-center gap-2 rounded-xl border-2 px-3 text-sm font-semibold transition-colors',
              wallet === w.id
                ? 'border-brand-600 bg-brand-50 text-brand-800'
                : 'border-ink-200 bg-white text-ink-900 hover:border-ink-500',
            )}
          >
            {wallet === w.id ? <CheckCircle2 aria-hidden="true" className="h-4 w-4" /> : null}
            {w.name}
          </button>
        ))}
      </div>
      {error ? (
        <p id={`${id}-wallet-error`} className="mt-2 text-sm text-alert-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
