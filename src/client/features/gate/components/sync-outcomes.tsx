import { formatEventTime } from '@/shared/domain/format';
import type { AdmissionSyncItem } from '@/shared/schemas/gate';

const OUTCOME_WORDS: Record<AdmissionSyncItem['outcome'], string> = {
  admitted: 'Admitted',
  conflict: 'Flagged: scanned twice',
  void: 'Flagged: void ticket let in',
  rejected: 'Not accepted',
};

/** 'Synced 2 offline admissions · 1 flagged', or '' before any sync. */
function syncSummary(items: AdmissionSyncItem[]): string {
  if (items.length === 0) return '';
  const flagged = items.filter((item) => item.outcome !== 'admitted').length;
  const what = items.length === 1 ? 'admission' : 'admissions';
  return `Synced ${items.length} offline ${what}${flagged > 0 ? ` · ${flagged} flagged` : ''}`;
}

/**
 * What the server made of the last admissions this device synced: conflicts and void tickets
 * flagged. The summary is announced (its live region is on the page before any sync).
 */
export function SyncOutcomes({ items }: { items: AdmissionSyncItem[] }) {
  const summary = syncSummary(items);
  return (
    <>
      <p role="status" className="sr-only">
        {summary}
      </p>
      {items.length > 0 ? <SyncedList summary={summary} items={items} /> : null}
    </>
  );
}

function SyncedList({ summary, items }: { summary: string; items: AdmissionSyncItem[] }) {
  return (
    <section aria-labelledby="gate-synced" className="rounded-2xl border border-ink-200 bg-white p-4">
      <h2 id="gate-synced" className="text-base font-bold text-ink-900">
        {summary}
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {items.map((item) => (
          <li key={`${item.ticketId}|${item.admittedAt}`} className="text-ink-700">
            <span
              className={
                item.outcome === 'admitted' ? 'font-semibold text-green-800' : 'font-semibold text-red-700'
              }
            >
              {OUTCOME_WORDS[item.outcome]}
            </span>{' '}
            — {item.message}
            {item.outcome === 'conflict' && item.standing
              ? ` (first in: ${item.standing.deviceId}; this device at ${formatEventTime(item.admittedAt)})`
              : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
