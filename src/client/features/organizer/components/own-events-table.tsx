import { Link } from 'react-router';
import { EventStatusBadge } from '@/client/components/ui/status-badges';
import { paths } from '@/client/paths';
import { soldPercent } from '@/shared/domain/demand';
import type { LifeAction } from '@/shared/domain/event-life';
import { formatCount, formatEventDate, formatEventTime, formatPaise } from '@/shared/domain/format';
import { findSport } from '@/shared/domain/sports';
import type { OrganizerEvent } from '@/shared/schemas/organizer';
import { OwnEventActions } from './own-event-actions';

/** What the table's rows and cards show, and what a row's "Manage" menu hands back. */
interface TableProps {
  events: OrganizerEvent[];
  caption: string;
  onChoose: (event: OrganizerEvent, action: LifeAction) => void;
}

// A draft has no public page yet: its title opens its editor.
const eventLink = (event: OrganizerEvent) =>
  event.status === 'draft' ? paths.organizerEditEvent(event.id) : paths.event(event.id, event.sport);

const sportAndTournament = (event: OrganizerEvent) =>
  `${findSport(event.sport)?.name ?? event.sport} · ${event.tournament}`;

/** Places sold of capacity, the share in words and as a bar (the bar repeats the words). */
function Sales({ event }: { event: OrganizerEvent }) {
  // Rounded down, so an event with places left never reads 100 %.
  const percent = Math.floor(soldPercent(event.capacity, event.capacity - event.sold));
  return (
    <div className="min-w-28">
      <span className="font-semibold whitespace-nowrap text-ink-900 tabular-nums">
        {formatCount(event.sold)} / {formatCount(event.capacity)}
      </span>
      <div className="mt-1 flex items-center gap-2">
        <div aria-hidden="true" className="h-1.5 flex-1 overflow-hidden rounded-full bg-ink-100">
          <div className="h-full rounded-full bg-pitch-600" style={{ width: `${Math.min(100, percent)}%` }} />
        </div>
        <span className="text-xs whitespace-nowrap text-ink-600 tabular-nums">{percent}% sold</span>
      </div>
    </div>
  );
}

function Revenue({ event }: { event: OrganizerEvent }) {
  return (
    <>
      <span className="font-semibold text-ink-900 tabular-nums">{formatPaise(event.grossPaise)}</span>
      {event.feesAndGstPaise > 0 ? (
        <span className="block text-xs text-ink-600 tabular-nums">
          incl. {formatPaise(event.feesAndGstPaise)} fees & GST
        </span>
      ) : null}
    </>
  );
}

/** The event's sales page; its name says which event, its text stays short. */
const linkClass =
  'inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-brand-700 hover:underline';

/** The event's own console pages: its details and price list, its sales, its deals and its gate. */
function EventLinks({ event }: { event: OrganizerEvent }) {
  return (
    <span className="flex gap-3">
      <Link to={paths.organizerEditEvent(event.id)} aria-label={`Edit ${event.title}`} className={linkClass}>
        Edit
      </Link>
      <Link
        to={paths.organizerEventSales(event.id)}
        aria-label={`Sales of ${event.title}`}
        className={linkClass}
      >
        Sales
      </Link>
      <Link
        to={paths.organizerEventDeals(event.id)}
        aria-label={`Deals of ${event.title}`}
        className={linkClass}
      >
        Deals
      </Link>
      {event.status === 'draft' ? null : (
        <Link
          to={paths.organizerEventGate(event.id)}
          aria-label={`Gate of ${event.title}`}
          className={linkClass}
        >
          Gate
        </Link>
      )}
    </span>
  );
}

const headCell = 'px-3 py-3 font-semibold whitespace-nowrap';

/** From the lg breakpoint: a table, scrolling inside its own box should a column need more room. */
function EventsTable({ events, caption, onChoose }: TableProps) {
  return (
    <div className="kp-card hidden overflow-x-auto lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-ink-100 text-xs tracking-wide text-ink-600 uppercase">
          <tr>
            <th scope="col" className={headCell}>
              Event
            </th>
            <th scope="col" className={headCell}>
              Date (IST)
            </th>
            <th scope="col" className={headCell}>
              Venue
            </th>
            <th scope="col" className={headCell}>
              Status
            </th>
            <th scope="col" className={headCell}>
              Sold / capacity
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              Gross revenue
            </th>
            <th scope="col" className={headCell}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {events.map((event) => (
            <tr key={event.id} className="align-top">
              <td className="min-w-48 px-3 py-3">
                <Link
                  to={eventLink(event)}
                  className="font-semibold text-ink-900 hover:text-brand-700 hover:underline"
                >
                  {event.title}
                </Link>
                <span className="block text-xs text-ink-600">{sportAndTournament(event)}</span>
              </td>
              <td className="px-3 py-3 whitespace-nowrap">
                {formatEventDate(event.startsAt)}
                <span className="block text-xs text-ink-600">{formatEventTime(event.startsAt)}</span>
              </td>
              <td className="min-w-36 px-3 py-3">
                {event.venue}
                <span className="block text-xs text-ink-600">{event.cityName}</span>
              </td>
              <td className="px-3 py-3">
                <EventStatusBadge status={event.status} />
              </td>
              <td className="w-44 px-3 py-3">
                <Sales event={event} />
              </td>
              <td className="px-3 py-3 text-right">
                <Revenue event={event} />
              </td>
              <td className="px-3 py-1 text-right">
                <div className="flex items-center justify-end gap-3">
                  <EventLinks event={event} />
                  <OwnEventActions event={event} onChoose={onChoose} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const termClass = 'text-xs font-semibold text-ink-600';

/** Below the lg breakpoint: one card per event, nothing wider than the screen. */
function EventCards({ events, caption, onChoose }: TableProps) {
  return (
    <ul aria-label={caption} className="space-y-3 lg:hidden">
      {events.map((event) => (
        <li key={event.id} className="kp-card p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Link to={eventLink(event)} className="font-semibold text-ink-900 hover:underline">
                {event.title}
              </Link>
              <p className="text-xs text-ink-600">{sportAndTournament(event)}</p>
            </div>
            <EventStatusBadge status={event.status} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
            <div>
              <dt className={termClass}>Date (IST)</dt>
              <dd>
                {formatEventDate(event.startsAt)}
                <span className="block">{formatEventTime(event.startsAt)}</span>
              </dd>
            </div>
            <div>
              <dt className={termClass}>Venue</dt>
              <dd>
                {event.venue}, {event.cityName}
              </dd>
            </div>
            <div>
              <dt className={termClass}>Sold / capacity</dt>
              <dd>
                <Sales event={event} />
              </dd>
            </div>
            <div>
              <dt className={termClass}>Gross revenue</dt>
              <dd>
                <Revenue event={event} />
              </dd>
            </div>
          </dl>
          <div className="mt-2 flex items-center justify-between gap-3 border-t border-ink-100 pt-1">
            <EventLinks event={event} />
            <OwnEventActions event={event} onChoose={onChoose} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The organiser's events: a table on wide screens, cards on phones (only one is displayed). */
export function OwnEventsTable(props: TableProps) {
  return (
    <>
      <EventsTable {...props} />
      <EventCards {...props} />
    </>
  );
}
