import { Check, ShieldCheck } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/cn';
import { ADD_ONS, PRICING } from '@/shared/booking-constants';
import { formatRupees } from '@/shared/domain/format';
import { addOnPrice, type Bill } from '@/shared/domain/pricing';
import { BillSummary } from './bill-summary';

function Tick({ on }: { on: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex h-5 w-5 shrink-0 items-center justify-center rounded border-2',
        on ? 'border-brand-600 bg-brand-600 text-white' : 'border-ink-500',
      )}
    >
      {on ? <Check className="h-3 w-3" /> : null}
    </span>
  );
}

const box =
  'flex cursor-pointer items-start gap-3 rounded-xl border-2 p-3 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600';

/** Step 2: the add-ons (discounted price with the original struck through) and the insurance. */
export function StepAddOns({
  addOnIds,
  insurance,
  insuranceAmount,
  bill,
  onToggleAddOn,
  onInsurance,
}: {
  addOnIds: readonly string[];
  insurance: boolean;
  /** What the insurance would cost for the held seats. */
  insuranceAmount: number;
  bill: Bill;
  onToggleAddOn: (id: string) => void;
  onInsurance: (on: boolean) => void;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="space-y-4">
        <fieldset className="space-y-2">
          <legend className="mb-2 text-base font-bold">Add-ons &amp; Extras</legend>
          {ADD_ONS.map((addOn) => {
            const on = addOnIds.includes(addOn.id);
            const price = addOnPrice(addOn);
            return (
              <label
                key={addOn.id}
                className={cn(box, on ? 'border-brand-600 bg-brand-50' : 'border-ink-100')}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={on}
                  onChange={() => onToggleAddOn(addOn.id)}
                />
                <Tick on={on} />
                <span className="flex flex-1 flex-wrap items-center justify-between gap-2">
                  <span className="flex flex-wrap items-center gap-2 font-semibold">
                    {addOn.name}
                    {addOn.popular ? <Badge tone="brand">Popular</Badge> : null}
                    {addOn.discount > 0 ? <Badge tone="success">{addOn.discount}% off</Badge> : null}
                  </span>
                  <span className="text-right">
                    {addOn.discount > 0 ? (
                      <s className="mr-2 text-sm text-ink-600">
                        <span className="sr-only">was </span>
                        {formatRupees(addOn.price)}
                      </s>
                    ) : null}
                    <span className="font-bold">{formatRupees(price)}</span>
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
        <label className={cn(box, insurance ? 'border-brand-600 bg-brand-50' : 'border-ink-100')}>
          <input
            type="checkbox"
            className="sr-only"
            checked={insurance}
            onChange={(event) => onInsurance(event.target.checked)}
          />
          <Tick on={insurance} />
          <span className="flex flex-1 flex-wrap items-center justify-between gap-2">
            <span>
              <span className="flex items-center gap-1.5 font-semibold">
                <ShieldCheck aria-hidden="true" className="h-4 w-4 text-pitch-700" />
                Event Protection Insurance
              </span>
              <span className="block text-sm text-ink-600">
                {PRICING.insurancePercent}% of the seat price
              </span>
            </span>
            <span className="font-bold">{formatRupees(insuranceAmount)}</span>
          </span>
        </label>
      </div>
      <BillSummary bill={bill} />
    </div>
  );
}
