import { formatRupees } from '@/shared/domain/format';
import type { Bill } from '@/shared/domain/pricing';

/** The bill from priceBooking (the server charges the same function). */
export function BillSummary({ bill, title = 'Price summary' }: { bill: Bill; title?: string }) {
  const line = (label: string, amount: number) => (
    <div className="flex justify-between gap-3">
      <dt className="text-ink-600">{label}</dt>
      <dd>{formatRupees(amount)}</dd>
    </div>
  );
  return (
    <section aria-label={title} className="rounded-xl border border-ink-200 p-4">
      <h3 className="mb-2 text-sm font-bold">{title}</h3>
      <dl className="space-y-1 text-sm">
        {line('Seats', bill.seats)}
        {bill.dealDiscount ? (
          <div className="flex justify-between gap-3 text-green-800">
            <dt>Deal discount</dt>
            <dd>−{formatRupees(bill.dealDiscount)}</dd>
          </div>
        ) : null}
        {line('Add-ons', bill.addOns)}
        {line('Event Protection Insurance', bill.insurance)}
        {line('Convenience fee', bill.convenienceFee)}
        {line('GST', bill.gst)}
        <div className="flex justify-between gap-3 border-t border-ink-100 pt-2 text-base font-bold">
          <dt>Total</dt>
          <dd>{formatRupees(bill.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
