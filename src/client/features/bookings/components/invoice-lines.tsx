import { formatPaiseExact } from '@/shared/domain/format';
import type { Invoice, InvoiceLine } from '@/shared/schemas/invoice';

const SUPPLIER_LABEL: Record<InvoiceLine['supplier'], string> = {
  organiser: 'Organiser',
  platform: 'KhelPass',
  insurer: 'Insurer',
};

/** Under a line's name: who supplies it, how many at what price, and its GST rate. */
function lineDetail(line: InvoiceLine): string {
  const parts = [SUPPLIER_LABEL[line.supplier]];
  if (line.quantity !== null && line.unitPricePaise !== null) {
    parts.push(`${line.quantity} × ${formatPaiseExact(line.unitPricePaise)}`);
  } else if (line.quantity !== null) {
    parts.push(`Qty ${line.quantity}`);
  }
  parts.push(line.gstRatePercent === null ? 'no GST charged' : `GST ${line.gstRatePercent}%`);
  return parts.join(' · ');
}

const cell = 'px-1.5 py-2.5 text-right text-xs tabular-nums align-top whitespace-nowrap sm:px-3 sm:text-sm';

/**
 * The invoice's lines (value, GST, amount each) and its totals. Four columns at every width, so the
 * table fits a phone without scrolling sideways: the supplier, quantity, unit price and rate sit
 * under each line's name.
 */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const { totals } = invoice;
  const gstHalfRate = invoice.lines.find((line) => line.gstRatePercent !== null)?.gstRatePercent;
  const half = gstHalfRate ? `${gstHalfRate / 2}%` : '';
  const rows: { label: string; value: number; strong?: boolean }[] = [
    { label: 'Taxable value', value: totals.taxablePaise },
    { label: 'GST on the lines', value: totals.lineGstPaise },
    ...(totals.gstRoundingPaise !== 0
      ? [{ label: 'GST rounded to the whole rupee', value: totals.gstRoundingPaise }]
      : []),
    { label: `CGST ${half}`, value: totals.cgstPaise },
    { label: `SGST ${half}`, value: totals.sgstPaise },
    { label: 'GST charged', value: totals.gstPaise },
    ...(totals.untaxedPaise !== 0 ? [{ label: 'Not subject to GST', value: totals.untaxedPaise }] : []),
    {
      label: invoice.status === 'refunded' ? 'Total charged (since refunded)' : 'Total paid',
      value: totals.totalPaise,
      strong: true,
    },
  ];
  return (
    <div className="mt-6">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Invoice lines: value before GST, GST and amount of each</caption>
        <thead>
          <tr className="border-b-2 border-ink-200 text-xs font-semibold text-ink-600">
            <th scope="col" className="py-2 pr-1.5 text-left sm:px-3">
              Item
            </th>
            <th scope="col" className="px-1.5 py-2 text-right sm:px-3">
              Value
            </th>
            <th scope="col" className="px-1.5 py-2 text-right sm:px-3">
              GST
            </th>
            <th scope="col" className="px-1.5 py-2 text-right sm:px-3">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line) => (
            <tr key={`${line.kind}:${line.description}`} className="border-b border-ink-100">
              <th scope="row" className="py-2.5 pr-1.5 text-left align-top font-normal sm:px-3">
                <span className="block font-semibold text-ink-900">{line.description}</span>
                <span className="block text-xs text-ink-600">{lineDetail(line)}</span>
              </th>
              <td className={cell}>{formatPaiseExact(line.valuePaise)}</td>
              <td className={cell}>{formatPaiseExact(line.gstPaise)}</td>
              <td className={`${cell} font-semibold text-ink-900`}>{formatPaiseExact(line.totalPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="mt-4 ml-auto max-w-sm text-sm">
        {rows.map((row) => (
          <div
            key={row.label}
            className={
              row.strong
                ? 'mt-2 flex justify-between gap-4 border-t-2 border-ink-900 pt-2 text-base font-extrabold text-ink-900'
                : 'flex justify-between gap-4 py-1 text-ink-700'
            }
          >
            <dt>{row.label}</dt>
            <dd className="tabular-nums">{formatPaiseExact(row.value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
