import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryError } from '@/client/components/ui/query-error';
import { EventStatusBadge } from '@/client/components/ui/status-badges';
import { ApiRequestError } from '@/client/lib/api-client';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/client/paths';
import { formatEventWhen } from '@/shared/domain/format';
import type { EventSales as Sales } from '@/shared/schemas/organizer';
import { useEventSales } from '../api/get-event-sales';
import { Attendees } from './attendees';
import { PricePointsTable } from './price-points-table';
import { RevenueBreakdown, SalesFigures } from './sales-figures';
import { SalesOverTime } from './sales-over-time';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold text-ink-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Header({ event }: { event: Sales['event'] }) {
  return (
    <header>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="min-w-0 text-3xl font-extrabold tracking-tight break-words text-ink-900">
          {event.title}
        </h1>
        <EventStatusBadge status={event.status} />
      </div>
      <p className="mt-2 text-ink-700">
        {formatEventWhen(event.startsAt)} · {event.venue}, {event.cityName}
      </p>
      <p className="mt-1 text-sm">
        <Link
          to={paths.event(event.id, event.sport)}
          className="font-semibold text-brand-700 hover:underline"
        >
          Open the event page
        </Link>
      </p>
    </header>
  );
}

function Loaded({ sales, gate }: { sales: Sales; gate: ReactNode }) {
  return (
    <>
      <Header event={sales.event} />
      <p className="mt-4 max-w-3xl rounded-xl bg-brand-50 px-4 py-3 text-sm text-ink-700">
        Sold, held and free count every place of the event, including places sold before it came to KhelPass.
        Revenue, sales over time and attendees count the bookings made on KhelPass.
      </p>
      <div className="mt-6">
        <SalesFigures sales={sales} />
      </div>
      <div className="lg:grid lg:grid-cols-3 lg:gap-6">
        <div className="min-w-0 lg:col-span-2">
          <Section id="sales-seats" title="Seats">
            <p className="mb-2 text-xs text-ink-600 sm:hidden">
              The table scrolls sideways for held, free and seat revenue.
            </p>
            <PricePointsTable sales={sales} />
          </Section>
        </div>
        <Section id="sales-revenue" title="Revenue">
          <RevenueBreakdown revenue={sales.revenue} />
        </Section>
      </div>
      <Section id="sales-over-time" title="Sales over time">
        <SalesOverTime days={sales.daily} />
      </Section>
      {gate}
      <Attendees eventId={sales.event.id} eventTitle={sales.event.title} />
    </>
  );
}

/**
 * /organizer/events/:eventId/sales: one event's sales, revenue, sales per day and attendees; `gate`
 * is what the route shows of the event's gate (another feature's), once the event is loaded.
 */
export function EventSales({ eventId, gate }: { eventId: string; gate?: ReactNode }) {
  const sales = useEventSales(eventId);
  useDocumentTitle(sales.data ? `Sales · ${sales.data.event.title}` : 'Sales');
  let body: ReactNode;
  if (sales.data) body = <Loaded sales={sales.data} gate={gate} />;
  else if (sales.error instanceof ApiRequestError && sales.error.status === 404)
    body = (
      <div role="alert">
        <h1 className="text-2xl font-extrabold text-ink-900">Event not found</h1>
        <p className="mt-2 text-ink-700">This event is not among yours, or it no longer exists.</p>
      </div>
    );
  else if (sales.isError)
    body = <QueryError what="this event's sales" onRetry={() => void sales.refetch()} />;
  else body = <div aria-hidden="true" className="kp-skeleton h-96" />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <Link
        to={paths.organizer()}
        className="mb-6 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to My events
      </Link>
      {body}
    </div>
  );
}
