import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { QueryError } from '@/client/components/ui/query-error';
import { paths } from '@/client/paths';
import { formatEventTime, formatEventWhen } from '@/shared/domain/format';
import type { AdmissionFlag, AdmissionRecord } from '@/shared/schemas/gate';
import { useAdmissions } from '../api/get-admissions';
import { useUndoAdmission } from '../api/undo-admission';
import { UndoAdmissionButton } from './undo-admission-button';

const ticketOf = (row: { category: string; seatLabel: string; bookingReference: string }) =>
  `${row.category} · Seat ${row.seatLabel} (${row.bookingReference})`;

const VOID_WORDS = {
  refunded: 'refunded',
  transferred: 'transferred',
  cancelled: 'event cancelled',
} as const;

/** A flagged admission in words: 'Scanned twice: …' with both devices and times, or a void ticket let in. */
function flagText(flag: AdmissionFlag): string {
  if (flag.kind === 'void')
    return `Let in while void (${VOID_WORDS[flag.reason ?? 'refunded']}): ${ticketOf(flag)} by ${flag.deviceId} at ${formatEventTime(flag.admittedAt)}`;
  const first = flag.standing
    ? `${flag.standing.deviceId} at ${formatEventTime(flag.standing.admittedAt)}, then `
    : '';
  return `Scanned twice: ${ticketOf(flag)} — ${first}${flag.deviceId} at ${formatEventTime(flag.admittedAt)}`;
}

function AdmissionRow({ row, onUndo }: { row: AdmissionRecord; onUndo: () => Promise<void> }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="font-semibold break-words text-ink-900">
          {ticketOf(row)} · {row.holderName}
        </p>
        <p className="text-sm text-ink-600">
          {row.deviceId} at {formatEventWhen(row.admittedAt)}
          {row.undone ? ` · undone by ${row.undone.by} at ${formatEventTime(row.undone.at)}` : ''}
        </p>
      </div>
      {row.undone ? null : <UndoAdmissionButton what={ticketOf(row)} onUndo={onUndo} />}
    </li>
  );
}

/**
 * The gate's log on the sales page: flagged admissions (scanned twice offline, void tickets let in)
 * and the newest admissions, each of which a supervisor may undo (onUndone: the page's other
 * figures change too); a link to the gate itself.
 */
export function GateLog({ eventId, onUndone }: { eventId: string; onUndone?: () => void }) {
  const admissions = useAdmissions(eventId);
  const undo = useUndoAdmission(eventId);
  const data = admissions.data;
  return (
    <section aria-labelledby="gate-log" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="gate-log" className="text-xl font-bold text-ink-900">
          Gate
        </h2>
        <Link to={paths.organizerEventGate(eventId)} className={buttonClass('primary', 'sm')}>
          Open the gate scanner
        </Link>
      </div>
      {admissions.isError ? (
        <QueryError what="the gate's admissions" onRetry={() => void admissions.refetch()} />
      ) : null}
      {data ? (
        <div className="mt-3 space-y-4">
          <p className="text-ink-700">
            {data.admitted} of {data.sold} tickets admitted.
          </p>
          {data.flags.length > 0 ? (
            <div className="rounded-xl border border-red-200 bg-red-50 p-4">
              <h3 className="font-bold text-red-800">Flagged at the gate ({data.flags.length})</h3>
              <ul className="mt-2 space-y-1 text-sm text-red-800">
                {data.flags.map((flag) => (
                  <li key={`${flag.ticketId}|${flag.deviceId}|${flag.admittedAt}`}>{flagText(flag)}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {data.recent.length > 0 ? (
            <div>
              <h3 className="font-bold text-ink-900">Latest admissions</h3>
              <ul className="divide-y divide-ink-100">
                {data.recent.map((row) => (
                  <AdmissionRow
                    key={`${row.ticketId}|${row.deviceId}|${row.admittedAt}`}
                    row={row}
                    onUndo={async () => {
                      await undo.mutateAsync(row.ticketId);
                      onUndone?.();
                    }}
                  />
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-sm text-ink-600">No tickets admitted yet.</p>
          )}
        </div>
      ) : null}
    </section>
  );
}
