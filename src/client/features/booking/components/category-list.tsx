import { Check, Minus, Plus } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/cn';
import { LIMITS } from '@/shared/constants';
import { type CategoryDemandTone, categoryDemandTone } from '@/shared/domain/demand';
import { formatPaise } from '@/shared/domain/format';
import type { SeatCategory } from '@/shared/schemas/booking';

const NOTICE_COLOURS: Record<CategoryDemandTone, string> = {
  high: 'bg-red-50 text-alert-700',
  moderate: 'bg-amber-50 text-amber-900',
  good: 'bg-green-50 text-pitch-700',
};
const BAR_COLOURS: Record<CategoryDemandTone, string> = {
  high: 'bg-alert-600',
  moderate: 'bg-amber-500',
  good: 'bg-pitch-600',
};

/** Step 1 list view: the categories with live availability, and the seat-count control. */
export function CategoryList({
  categories,
  categoryId,
  count,
  onCategory,
  onCount,
}: {
  categories: readonly SeatCategory[];
  categoryId: string | null;
  count: number;
  onCategory: (id: string) => void;
  onCount: (count: number) => void;
}) {
  const chosen = categories.find((category) => category.id === categoryId);
  return (
    <div className="space-y-4">
      <SeatCount count={count} onCount={onCount} />
      {chosen ? (
        <p
          className={cn(
            'rounded-lg px-3 py-2 text-sm font-semibold',
            NOTICE_COLOURS[categoryDemandTone(chosen.soldPercentage)],
          )}
        >
          {chosen.demandNotice}
        </p>
      ) : null}
      <fieldset className="grid gap-2 md:grid-cols-2">
        <legend className="mb-2 text-base font-bold">Choose a category</legend>
        {categories.map((category) => {
          const soldOut = category.available === 0;
          const checked = category.id === categoryId;
          return (
            <label
              key={category.id}
              className={cn(
                'block cursor-pointer rounded-xl border-2 p-3 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600',
                checked ? 'border-brand-600 bg-brand-50' : 'border-ink-100 hover:border-ink-200',
                soldOut ? 'cursor-not-allowed opacity-60' : '',
              )}
            >
              <input
                type="radio"
                name="seat-category"
                value={category.id}
                checked={checked}
                disabled={soldOut}
                onChange={() => onCategory(category.id)}
                className="sr-only"
              />
              <span className="flex flex-wrap items-start justify-between gap-2">
                <span className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex h-5 w-5 items-center justify-center rounded-full border-2',
                      checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-ink-500',
                    )}
                  >
                    {checked ? <Check className="h-3 w-3" /> : null}
                  </span>
                  <span className="font-bold">{category.name}</span>
                  {category.popular ? <Badge tone="brand">Most Popular</Badge> : null}
                </span>
                <span className="text-right">
                  <span className="block font-bold">{formatPaise(category.pricePaise)}</span>
                  {category.listPricePaise > category.pricePaise ? (
                    <s className="block text-xs text-ink-600">
                      <span className="sr-only">Before the deal </span>
                      {formatPaise(category.listPricePaise)}
                    </s>
                  ) : null}
                  <span className="block text-xs text-ink-600">per seat</span>
                </span>
              </span>
              <span className="mt-1 block text-sm text-ink-600">{category.description}</span>
              <span className="mt-2 flex flex-wrap gap-1">
                {category.features.map((feature) => (
                  <Badge key={feature}>{feature}</Badge>
                ))}
              </span>
              <span className="mt-2 flex items-center gap-3 text-xs text-ink-700">
                <span className="font-semibold">
                  {soldOut ? 'Sold out' : `${category.available} available`}
                </span>
                <span aria-hidden="true" className="h-1.5 flex-1 overflow-hidden rounded-full bg-ink-100">
                  <span
                    className={cn(
                      'block h-full rounded-full',
                      BAR_COLOURS[categoryDemandTone(category.soldPercentage)],
                    )}
                    style={{ width: `${category.soldPercentage}%` }}
                  />
                </span>
                <span>{category.soldPercentage}% sold</span>
              </span>
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}

export function SeatCount({ count, onCount }: { count: number; onCount: (count: number) => void }) {
  return (
    <fieldset className="flex flex-wrap items-center gap-3">
      <legend className="sr-only">Number of seats</legend>
      <span aria-hidden="true" className="font-semibold">
        Seats
      </span>
      <span className="flex items-center gap-1">
        <button
          type="button"
          aria-label="Fewer seats"
          disabled={count <= 1}
          onClick={() => onCount(count - 1)}
          className="inline-flex h-9 w-9 items-center justify-center rounded-full border border-ink-200 hover:bg-ink-50 disabled:opacity-50"
        >
          <Minus aria-hidden="true" className="h-4 w-4" />
        </button>
        <output aria-live="polite" aria-label="Seats" className="w-8 text-center text-lg font-bold">
          {count}
        </output>
        <button
          type="button"
          aria-label="More seats"
          disabled={count >= LIMITS.seatsPerBooking}
          onClick={() => onCount(count + 1)}
          className="inline-flex h-9 w-9 items-center justify-center rounded-full border border-ink-200 hover:bg-ink-50 disabled:opacity-50"
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
        </button>
      </span>
      <span className="text-sm text-ink-600">Maximum {LIMITS.seatsPerBooking} seats per booking</span>
    </fieldset>
  );
}
