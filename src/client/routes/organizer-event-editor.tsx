import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { NotFoundContent } from '@/client/components/not-found-content';
import { ACCESS, RequireAuth } from '@/client/components/require-auth';
import { QueryError } from '@/client/components/ui/query-error';
import { useVenues } from '@/client/features/catalogue/api/get-venues';
import { ownEventQueryOptions, useOwnEvent } from '@/client/features/organizer/api/get-own-event';
import { EventForm } from '@/client/features/organizer/components/event-form';
import { PriceListEditor } from '@/client/features/organizer/components/price-list-editor';
import { PublishControls } from '@/client/features/organizer/components/publish-controls';
import { WaitingRoomSettings } from '@/client/features/organizer/components/waiting-room-settings';
import { ApiRequestError } from '@/client/lib/api-client';
import { notify } from '@/client/lib/notify';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/client/paths';
import type { OwnEvent } from '@/shared/schemas/organizer';

function Frame({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <Link
        to={paths.organizer()}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        My events
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance break-words text-ink-900">
        {title}
      </h1>
      <p className="mt-2 text-ink-600">{intro}</p>
      <div className="mt-8 space-y-8">{children}</div>
    </div>
  );
}

/** Another organiser's event, or none: the same answer. */
function Missing() {
  useDocumentTitle('Page not found');
  return <NotFoundContent />;
}

/** Keeps the editor's copy of the event and the console's list in step with a save. */
function useSaved() {
  const client = useQueryClient();
  return (event: OwnEvent) => {
    client.setQueryData(ownEventQueryOptions(event.id).queryKey, event);
    void client.invalidateQueries({ queryKey: ['organizer', 'events'] });
  };
}

/** /organizer/events/new: the form of a new draft; once saved, its editor. */
function NewEvent() {
  const venues = useVenues();
  const saved = useSaved();
  const navigate = useNavigate();
  return (
    <Frame
      title="New event"
      intro="Saved as a draft that only you can see, with the standard price list or the venue's seat plan at its capacity. Then set its prices and publish it."
    >
      <div className="kp-card p-5">
        <EventForm
          venues={venues.data?.items}
          onSaved={(event) => {
            saved(event);
            notify.success('Draft saved', 'Set its prices, then publish it.');
            navigate(paths.organizerEditEvent(event.id), { replace: true });
          }}
        />
      </div>
    </Frame>
  );
}

/** /organizer/events/:eventId/edit: its status and publishing, its details and its price list. */
function EditEvent({ eventId }: { eventId: string }) {
  const venues = useVenues();
  const event = useOwnEvent(eventId);
  const saved = useSaved();
  if (event.isPending) {
    return (
      <Frame title="Edit event" intro="Loading the event…">
        <div aria-hidden="true" className="kp-skeleton h-96" />
      </Frame>
    );
  }
  if (event.isError) {
    // Another organiser's event is no event at all to this one.
    if (event.error instanceof ApiRequestError && event.error.status === 404) return <Missing />;
    return (
      <Frame title="Edit event" intro="">
        <QueryError what="the event" onRetry={() => void event.refetch()} />
      </Frame>
    );
  }
  const data = event.data;
  return (
    <Frame title={data.title} intro={`${data.tournament} · ${data.venueName}, ${data.cityName}`}>
      <PublishControls event={data} onChanged={saved} />
      <div className="kp-card p-5">
        <EventForm key={data.id} event={data} venues={venues.data?.items} onSaved={saved} />
      </div>
      {/* Keyed by what the list is: a save elsewhere that changes it (a new venue or seat plan) starts it afresh. */}
      <PriceListEditor
        key={`${data.venueId}-${data.seatPlan}-${data.priceList.places}`}
        event={data}
        onSaved={saved}
      />
      <WaitingRoomSettings eventId={data.id} saleOpensAt={data.saleOpensAt} />
    </Frame>
  );
}

function Page() {
  const { eventId } = useParams();
  return eventId ? <EditEvent eventId={eventId} /> : <NewEvent />;
}

export function Component() {
  return (
    <RequireAuth {...ACCESS.organizer}>
      <Page />
    </RequireAuth>
  );
}
