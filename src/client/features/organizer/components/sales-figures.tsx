import type { ReactNode } from 'react';
import { soldPercent } from '@/shared/domain/demand';
import { formatCount, formatPaise } from '@/shared/domain/format';
import type { EventSales } from '@/shared/schemas/organizer';

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

function Figure({ label, value, note }: { label: string; value: ReactNode; note: ReactNode }) {
  return (
    <div className="kp-card min-w-0 p-4">
      <dt className="text-xs font-semibold text-ink-600">{label}</dt>
      <dd className="mt-1">
        <span className="block text-2xl font-extrabold text-ink-900 tabular-nums">{value}</span>
        <span className="mt-0.5 block text-xs text-ink-600">{note}</span>
      </dd>
    </div>
  );
}

/** The event's headline figures: places sold, gross, fees and GST, refunds, admissions. */
export function SalesFigures({ sales }: { sales: EventSales }) {
  const { totals, revenue, admissions } = sales;
  // Rounded down, so an event with places left never reads 100 %.
  const percent = Math.floor(soldPercent(totals.capacity, totals.capacity - totals.sold));
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      <Figure
        label="Tickets sold"
        value={formatCount(totals.sold)}
        note={`of ${formatCount(totals.capacity)} · ${percent}% sold`}
      />
      <Figure
        label="Gross revenue"
        value={formatPaise(revenue.grossPaise)}
        note={`${plural(revenue.bookings, 'confirmed booking', 'confirmed bookings')} on KhelPass`}
      />
      <Figure
        label="Fees and GST"
        value={formatPaise(revenue.convenienceFeePaise + revenue.gstPaise)}
        note={`${formatPaise(revenue.convenienceFeePaise)} fees · ${formatPaise(revenue.gstPaise)} GST`}
      />
      <Figure
        label="Refunded"
        value={formatPaise(revenue.refundedPaise + revenue.insuranceRefundedPaise)}
        note={`${plural(revenue.refundedBookings, 'booking', 'bookings')}${
          revenue.insuranceRefundedBookings > 0
            ? ` and insurance on ${formatCount(revenue.insuranceRefundedBookings)}`
            : ''
        }, not in gross`}
      />
      <Figure
        label="Admissions"
        value={`${formatCount(admissions.admitted)} / ${formatCount(admissions.issued)}`}
        note={
          admissions.flagged > 0
            ? `tickets let in at the gate · ${formatCount(admissions.flagged)} flagged`
            : 'tickets let in at the gate'
        }
      />
    </dl>
  );
}

function Line({ label, paise, total = false }: { label: string; paise: number; total?: boolean }) {
  return (
    <div className={`flex justify-between gap-3 py-2 ${total ? 'font-bold text-ink-900' : 'text-ink-700'}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatPaise(paise)}</dd>
    </div>
  );
}

/** Gross revenue line by line, as the bookings' bills have it, and the refunds apart. */
export function RevenueBreakdown({ revenue }: { revenue: EventSales['revenue'] }) {
  return (
    <div className="kp-card p-4 text-sm">
      <dl className="divide-y divide-ink-100">
        <Line label="Seats" paise={revenue.seatsPaise} />
        <Line label="Add-ons" paise={revenue.addOnsPaise} />
        <Line label="Insurance" paise={revenue.insurancePaise} />
        <Line label="Convenience fees" paise={revenue.convenienceFeePaise} />
        <Line label="GST" paise={revenue.gstPaise} />
        <Line label="Gross revenue" paise={revenue.grossPaise} total />
      </dl>
      <dl className="mt-3 border-t border-ink-200 pt-1">
        <Line
          label={`Refunded (${plural(revenue.refundedBookings, 'booking', 'bookings')})`}
          paise={revenue.refundedPaise}
        />
        {revenue.insuranceRefundedBookings > 0 ? (
          <Line
            label={`Insurance refunded (${plural(revenue.insuranceRefundedBookings, 'booking', 'bookings')})`}
            paise={revenue.insuranceRefundedPaise}
          />
        ) : null}
      </dl>
    </div>
  );
}
