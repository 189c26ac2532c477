import { Link } from 'react-router';
import { EventStatusBadge } from '@/client/components/ui/status-badges';
import { paths } from '@/client/paths';
import { fansCanSee } from '@/shared/domain/admin-event-actions';
import { formatCount, formatEventDate, formatEventTime, formatPaise } from '@/shared/domain/format';
import { findSport } from '@/shared/domain/sports';
import type { AdminEvent } from '@/shared/schemas/admin-events';
import type { EventAction } from './event-action-dialog';
import { EventRowActions } from './event-row-actions';

function Status({ event }: { event: AdminEvent }) {
  return (
    <>
      <EventStatusBadge status={event.status} />
      {event.unpublished ? (
        <span className="mt-1 block text-xs text-ink-600">Why: {event.unpublished.reason}</span>
      ) : null}
    </>
  );
}

/** The public page, while fans can see it; else the title alone. */
function Title({ event }: { event: AdminEvent }) {
  return (
    <>
      {!fansCanSee({ status: event.status, takenDown: event.unpublished !== null }) ? (
        <span className="font-semibold text-ink-900">{event.title}</span>
      ) : (
        <Link
          to={paths.event(event.id, event.sport)}
          className="font-semibold text-brand-700 hover:underline"
        >
          {event.title}
        </Link>
      )}
      <span className="block text-xs text-ink-600">
        {findSport(event.sport)?.name ?? event.sport} · {event.tournament} · {event.cityName}
      </span>
    </>
  );
}

const When = ({ event }: { event: AdminEvent }) => (
  <span className="whitespace-nowrap">
    {formatEventDate(event.startsAt)}, {formatEventTime(event.startsAt)}
  </span>
);

const Organizer = ({ event }: { event: AdminEvent }) => (
  <span className="break-words">
    {event.organizer.name}
    <span className="block text-xs break-all text-ink-600">{event.organizer.email}</span>
  </span>
);

const Sales = ({ event }: { event: AdminEvent }) => (
  <span className="tabular-nums">
    {formatCount(event.sold)} / {formatCount(event.capacity)}
    <span className="block text-xs text-ink-600">{formatPaise(event.grossPaise)} gross</span>
  </span>
);

/** Every event of the page: a table from md up, a card each on phones (no sideways scroll). */
export function EventsTable({
  events,
  caption,
  onChoose,
}: {
  events: AdminEvent[];
  caption: string;
  onChoose: (event: AdminEvent, action: EventAction) => void;
}) {
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-ink-200 text-xs font-semibold tracking-wide text-ink-600 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Event
            </th>
            <th scope="col" className="py-2 pr-3">
              Starts
            </th>
            <th scope="col" className="py-2 pr-3">
              Organizer
            </th>
            <th scope="col" className="py-2 pr-3">
              Status
            </th>
            <th scope="col" className="py-2 pr-3">
              Sold
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {events.map((event) => (
            <tr key={event.id} className="align-top">
              <td className="py-3 pr-3">
                <Title event={event} />
              </td>
              <td className="py-3 pr-3">
                <When event={event} />
              </td>
              <td className="max-w-56 py-3 pr-3">
                <Organizer event={event} />
              </td>
              <td className="max-w-48 py-3 pr-3">
                <Status event={event} />
              </td>
              <td className="py-3 pr-3">
                <Sales event={event} />
              </td>
              <td className="py-3 text-right">
                <EventRowActions event={event} onChoose={onChoose} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label={caption} className="space-y-3 md:hidden">
        {events.map((event) => (
          <li key={event.id} className="kp-card space-y-2 p-4 text-sm">
            <Title event={event} />
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-700">
              <When event={event} />
              <Sales event={event} />
            </div>
            <Organizer event={event} />
            <div className="flex items-start justify-between gap-3">
              <div>
                <Status event={event} />
              </div>
              <EventRowActions event={event} onChoose={onChoose} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
