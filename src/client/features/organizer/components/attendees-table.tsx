import { Badge } from '@/client/components/ui/badge';
import { ATTENDEE_STATUS_LABELS } from '@/shared/domain/attendees';
import { formatCount, formatDateTime } from '@/shared/domain/format';
import type { Attendee } from '@/shared/schemas/organizer';

function Status({ attendee }: { attendee: Attendee }) {
  return (
    <Badge tone={attendee.status === 'refunded' ? 'warning' : 'success'} className="whitespace-nowrap">
      {ATTENDEE_STATUS_LABELS[attendee.status]}
    </Badge>
  );
}

const seatsLine = (a: Attendee) => `${formatCount(a.seats)} × ${a.seating}`;
const admittedLine = (a: Attendee) => `${formatCount(a.admitted)} of ${formatCount(a.tickets)}`;

function Contact({ attendee }: { attendee: Attendee }) {
  return (
    <>
      <span className="block font-semibold text-ink-900">{attendee.name}</span>
      <span className="block text-xs break-all text-ink-600">{attendee.email}</span>
      <span className="block text-xs text-ink-600">{attendee.phone}</span>
    </>
  );
}

function Seats({ attendee }: { attendee: Attendee }) {
  return (
    <>
      <span className="block">{seatsLine(attendee)}</span>
      {attendee.seatLabels.length > 0 ? (
        <span className="block text-xs text-ink-600">{attendee.seatLabels.join(', ')}</span>
      ) : null}
    </>
  );
}

const headCell = 'px-3 py-3 font-semibold whitespace-nowrap';

/** From the lg breakpoint: a table. */
function Table({ attendees, caption }: { attendees: Attendee[]; caption: string }) {
  return (
    <div className="kp-card hidden overflow-x-auto lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-ink-100 text-xs tracking-wide text-ink-600 uppercase">
          <tr>
            <th scope="col" className={headCell}>
              Booking
            </th>
            <th scope="col" className={headCell}>
              Name and contact
            </th>
            <th scope="col" className={headCell}>
              Seats
            </th>
            <th scope="col" className={headCell}>
              Status
            </th>
            <th scope="col" className={headCell}>
              Admitted
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {attendees.map((attendee) => (
            <tr key={attendee.reference} className="align-top">
              <td className="px-3 py-3 whitespace-nowrap">
                <span className="font-mono font-semibold text-ink-900">{attendee.reference}</span>
                <span className="block text-xs text-ink-600">{formatDateTime(attendee.bookedAt)}</span>
              </td>
              <td className="min-w-48 px-3 py-3">
                <Contact attendee={attendee} />
              </td>
              <td className="min-w-40 px-3 py-3">
                <Seats attendee={attendee} />
              </td>
              <td className="px-3 py-3">
                <Status attendee={attendee} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap tabular-nums">{admittedLine(attendee)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const termClass = 'text-xs font-semibold text-ink-600';

/** Below the lg breakpoint: one card per booking. */
function Cards({ attendees, caption }: { attendees: Attendee[]; caption: string }) {
  return (
    <ul aria-label={caption} className="space-y-3 lg:hidden">
      {attendees.map((attendee) => (
        <li key={attendee.reference} className="kp-card p-4 text-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Contact attendee={attendee} />
            </div>
            <Status attendee={attendee} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3">
            <div className="min-w-0">
              <dt className={termClass}>Booking</dt>
              <dd className="font-mono font-semibold break-all text-ink-900">{attendee.reference}</dd>
            </div>
            <div>
              <dt className={termClass}>Booked</dt>
              <dd>{formatDateTime(attendee.bookedAt)}</dd>
            </div>
            <div className="min-w-0">
              <dt className={termClass}>Seats</dt>
              <dd>
                <Seats attendee={attendee} />
              </dd>
            </div>
            <div>
              <dt className={termClass}>Admitted</dt>
              <dd className="tabular-nums">{admittedLine(attendee)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The event's bookings: a table on wide screens, cards on phones (only one is displayed). */
export function AttendeesTable({ attendees, caption }: { attendees: Attendee[]; caption: string }) {
  return (
    <>
      <Table attendees={attendees} caption={caption} />
      <Cards attendees={attendees} caption={caption} />
    </>
  );
}
