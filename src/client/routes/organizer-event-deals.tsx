import { ChevronLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ACCESS, RequireAuth } from '@/client/components/require-auth';
import { EmptyState } from '@/client/components/ui/empty-state';
import { PageHeader } from '@/client/components/ui/page-header';
import { QueryError } from '@/client/components/ui/query-error';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useEventDeals } from '@/client/features/organizer/api/list-event-deals';
import { EventDeals } from '@/client/features/organizer/components/event-deals';
import { StartDealForm } from '@/client/features/organizer/components/start-deal-form';
import { ApiRequestError } from '@/client/lib/api-client';
import { paths } from '@/client/paths';
import { formatEventWhen } from '@/shared/domain/format';

/** /organizer/events/:eventId/deals: the event's deals, and a form to start one. */
function Page({ eventId }: { eventId: string }) {
  const deals = useEventDeals(eventId);
  const event = deals.data?.event;
  return (
    <>
      <PageHeader
        title={event ? `Deals: ${event.title}` : 'Deals'}
        description={
          event
            ? `${formatEventWhen(event.startsAt)}. A deal is a real discount: the card, the seat picker and the bill apply it from its start to its end.`
            : undefined
        }
      >
        <Link
          to={paths.organizer()}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ChevronLeft aria-hidden="true" className="h-4 w-4" /> My events
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
        {deals.error instanceof ApiRequestError && deals.error.status === 404 ? (
          <EmptyState>This event was not found among yours.</EmptyState>
        ) : deals.isError ? (
          <QueryError what="this event's deals" onRetry={() => void deals.refetch()} />
        ) : !deals.data ? (
          <Skeleton className="h-40" />
        ) : (
          <>
            <StartDealForm eventId={eventId} />
            <section aria-labelledby="event-deals">
              <h2 id="event-deals" className="mb-3 text-lg font-bold text-ink-900">
                This event's deals
              </h2>
              <EventDeals eventId={eventId} deals={deals.data.items} />
            </section>
          </>
        )}
      </div>
    </>
  );
}

export function Component() {
  const { eventId = '' } = useParams();
  return (
    <RequireAuth {...ACCESS.organizer}>
      <Page eventId={eventId} />
    </RequireAuth>
  );
}
