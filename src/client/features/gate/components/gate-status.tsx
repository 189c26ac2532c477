import { CloudOff, Wifi } from 'lucide-react';
import { formatCount, formatEventWhen } from '@/shared/domain/format';
import type { AdmissionCounts } from '@/shared/schemas/gate';

/**
 * The gate's counters and connection: admitted / sold (the server's, plus what waits to sync here),
 * whether the device is online, how many admissions wait, and when the gate pack was fetched.
 * A polite live region: a change is read out without taking the steward's focus.
 */
export function GateStatus({
  counts,
  online,
  waiting,
  packFetchedAt,
  deviceId,
}: {
  counts: AdmissionCounts | undefined;
  online: boolean;
  waiting: number;
  packFetchedAt: string | null;
  deviceId: string | null;
}) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="rounded-2xl border border-ink-200 bg-white p-4">
        <p className="text-sm font-semibold text-ink-600">Admitted / sold</p>
        <p className="text-3xl font-black text-ink-900 tabular-nums">
          {counts ? `${formatCount(counts.admitted + waiting)} / ${formatCount(counts.sold)}` : '–'}
        </p>
      </div>
      <div role="status" className="rounded-2xl border border-ink-200 bg-white p-4">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-ink-600">
          {online ? (
            <Wifi aria-hidden="true" className="h-4 w-4" />
          ) : (
            <CloudOff aria-hidden="true" className="h-4 w-4" />
          )}
          {deviceId ?? 'This device'}
        </p>
        <p className="text-lg font-bold text-ink-900">
          {online ? 'Online' : 'Offline'}
          {waiting > 0 || !online ? ` · ${formatCount(waiting)} waiting to sync` : ''}
        </p>
      </div>
      <p className="col-span-2 text-xs text-ink-600">
        {packFetchedAt
          ? `Tickets checked offline with the gate pack of ${formatEventWhen(packFetchedAt)}.`
          : 'Downloading the gate pack…'}
      </p>
    </div>
  );
}
