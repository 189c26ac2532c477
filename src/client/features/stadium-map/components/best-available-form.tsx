import { useId, useState } from 'react';
import { BEST_AVAILABLE_MAX } from '@/shared/domain/best-available';
import { formatPaise } from '@/shared/domain/format';
import type { Band } from '../plan-model';

/** 'Best available': a price band and a count, then one tap holds the best adjacent seats. */
export function BestAvailableForm({
  bands,
  bandFree,
  onHold,
}: {
  bands: readonly Band[];
  bandFree: ReadonlyMap<string, number>;
  onHold: (categoryId: string, count: number) => Promise<unknown>;
}) {
  const id = useId();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [count, setCount] = useState(2);
  const [busy, setBusy] = useState(false);
  const chosen = categoryId ?? bands.find((b) => (bandFree.get(b.category.id) ?? 0) > 0)?.category.id ?? null;

  return (
    <form
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-xl border border-ink-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen || busy) return;
        setBusy(true);
        onHold(chosen, count)
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      <h4 id={`${id}-title`} className="text-sm font-bold">
        Best available
      </h4>
      <fieldset>
        <legend className="text-sm text-ink-700">Price band</legend>
        <div className="mt-1 grid gap-1">
          {bands.map(({ category }) => {
            const free = bandFree.get(category.id) ?? 0;
            return (
              <label
                key={category.id}
                className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-ink-200 px-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name={`${id}-band`}
                  value={category.id}
                  checked={chosen === category.id}
                  disabled={free === 0}
                  onChange={() => setCategoryId(category.id)}
                  className="h-4 w-4 accent-brand-600"
                />
                <span className="flex-1 font-semibold">{category.name}</span>
                <span>{formatPaise(category.pricePaise)}</span>
                <span className="w-24 text-right text-ink-600">
                  {free > 0 ? `${free.toLocaleString('en-IN')} free` : 'Sold out'}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-sm text-ink-700">
          Seats together
          <select
            value={count}
            onChange={(event) => setCount(Number(event.target.value))}
            className="mt-1 block h-10 rounded-lg border border-ink-200 bg-white px-2"
          >
            {Array.from({ length: BEST_AVAILABLE_MAX }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          disabled={!chosen || busy}
          aria-busy={busy}
          className="min-h-10 flex-1 whitespace-nowrap rounded-lg bg-brand-600 px-3 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {busy ? 'Finding seats…' : `Hold the best ${count === 1 ? 'seat' : `${count} seats`}`}
        </button>
      </div>
    </form>
  );
}
