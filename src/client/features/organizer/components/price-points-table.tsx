import { formatCount, formatPaise } from '@/shared/domain/format';
import type { EventSales, SalesPricePoint } from '@/shared/schemas/organizer';

const head = 'px-3 py-2 font-semibold whitespace-nowrap';
const number = 'px-3 py-2 text-right whitespace-nowrap tabular-nums';

function Row({ point }: { point: SalesPricePoint }) {
  return (
    <tr>
      <th scope="row" className="px-3 py-2 text-left font-semibold text-ink-900">
        {point.name}
      </th>
      <td className={number}>{formatPaise(point.pricePaise)}</td>
      <td className={number}>{formatCount(point.capacity)}</td>
      <td className={number}>{formatCount(point.sold)}</td>
      <td className={number}>{formatCount(point.held)}</td>
      <td className={number}>{formatCount(point.free)}</td>
      <td className={number}>{formatPaise(point.seatsRevenuePaise)}</td>
    </tr>
  );
}

/** A group of rows under its own heading row ('Categories', 'Reserved seat map'). */
function Group({ title, points }: { title: string; points: SalesPricePoint[] }) {
  if (points.length === 0) return null;
  return (
    <tbody className="divide-y divide-ink-100 border-b border-ink-100">
      <tr className="bg-ink-50">
        <th scope="colgroup" colSpan={7} className="px-3 py-1.5 text-left text-xs font-semibold text-ink-700">
          {title}
        </th>
      </tr>
      {points.map((point) => (
        <Row key={`${point.kind}-${point.id}`} point={point} />
      ))}
    </tbody>
  );
}

/**
 * Sold, held and free for each category and each section of the seat map. Seven columns do not fit
 * a phone: the table scrolls sideways inside its own box (focusable, so a keyboard can scroll it).
 */
export function PricePointsTable({ sales }: { sales: EventSales }) {
  const { pricePoints, totals } = sales;
  return (
    <section
      aria-label="Seats by category"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take focus to be scrolled by keyboard
      tabIndex={0}
      className="kp-card overflow-x-auto"
    >
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">
          Seats by category and seat-map section: price, capacity, sold, held in booking sessions, free, and
          seat revenue from KhelPass bookings
        </caption>
        <thead className="border-b border-ink-100 text-xs tracking-wide text-ink-600 uppercase">
          <tr>
            <th scope="col" className={`${head} text-left`}>
              Seats
            </th>
            <th scope="col" className={`${head} text-right`}>
              Price
            </th>
            <th scope="col" className={`${head} text-right`}>
              Capacity
            </th>
            <th scope="col" className={`${head} text-right`}>
              Sold
            </th>
            <th scope="col" className={`${head} text-right`}>
              Held
            </th>
            <th scope="col" className={`${head} text-right`}>
              Free
            </th>
            <th scope="col" className={`${head} text-right`}>
              Seat revenue
            </th>
          </tr>
        </thead>
        <Group title="Categories" points={pricePoints.filter((point) => point.kind === 'category')} />
        <Group title="Reserved seat map" points={pricePoints.filter((point) => point.kind === 'section')} />
        <tfoot className="font-bold text-ink-900">
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              Total
            </th>
            <td className={number} />
            <td className={number}>{formatCount(totals.capacity)}</td>
            <td className={number}>{formatCount(totals.sold)}</td>
            <td className={number}>{formatCount(totals.held)}</td>
            <td className={number}>{formatCount(totals.free)}</td>
            <td className={number}>{formatPaise(sales.revenue.seatsPaise)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
