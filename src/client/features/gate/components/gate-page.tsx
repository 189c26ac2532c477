import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/client/paths';
import { gateAnswer } from '@/shared/domain/gate-answer';
import type { AdmissionSyncItem } from '@/shared/schemas/gate';
import { admissionsQueryOptions, useAdmissions } from '../api/get-admissions';
import { undoAdmission } from '../api/undo-admission';
import { gateStore } from '../gate-store';
import { useGateDevice } from '../use-gate-device';
import { useGateScan } from '../use-gate-scan';
import { CameraScanner } from './camera-scanner';
import { GateStatus } from './gate-status';
import { ScanAnswer } from './scan-answer';
import { ScanField } from './scan-field';
import { SyncOutcomes } from './sync-outcomes';
import { UndoAdmissionButton } from './undo-admission-button';

/**
 * /organizer/events/:eventId/gate: the event's gate on a steward's phone. Scans come from the
 * camera, a hardware scanner typing into the code field, or a typed code; each is answered at once,
 * by the server when there is a network and on the device (gate pack, WebCrypto) when there is not.
 */
export function GatePage({ eventId }: { eventId: string }) {
  const queryClient = useQueryClient();
  const [synced, setSynced] = useState<AdmissionSyncItem[]>([]);
  const refreshCounts = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: admissionsQueryOptions(eventId).queryKey }),
    [queryClient, eventId],
  );
  const device = useGateDevice(eventId, (items) => {
    setSynced(items);
    refreshCounts();
    // The last answer's admission lost to another device's, or let a void ticket in: the synced
    // outcomes say so, and there is nothing of this device's to undo.
    const lastTicket = gate.answer?.ticketId;
    if (items.some((item) => item.ticketId === lastTicket && item.outcome !== 'admitted')) gate.clear();
  });
  // Paused by the query client while offline, fetched again when the network returns.
  const counts = useAdmissions(eventId, { enabled: device.pack.status === 'ready' });
  const { countWaiting } = device;
  const onQueued = useCallback(() => void countWaiting(), [countWaiting]);
  const gate = useGateScan({ eventId, deviceId: device.deviceId, pack: device.pack, onQueued });
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const title = device.pack.status === 'ready' ? device.pack.kept.pack.eventTitle : null;
  useDocumentTitle(title ? `Gate · ${title}` : 'Gate');

  const scan = async (code: string) => {
    setBusy(true);
    try {
      await gate.scan(code);
    } finally {
      setBusy(false);
    }
  };

  const last = gate.answer;
  const undoLast = async () => {
    if (!last?.ticketId) return;
    const waiting = (await gateStore.queued(eventId)).some((row) => row.ticketId === last.ticketId);
    // Not synced yet: it never reaches the server. Synced: the server must take it back.
    if (!waiting) await undoAdmission(eventId, last.ticketId);
    await gateStore.forgetAdmitted(eventId, last.ticketId);
    await countWaiting();
    refreshCounts();
    gate.clear();
    field.current?.focus();
  };

  if (device.pack.status === 'not_found') {
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-8">
        <h1 className="text-2xl font-extrabold text-ink-900">Event not found</h1>
        <p className="mt-2 text-ink-700">This event is not among yours, or it no longer exists.</p>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-5">
      <Link
        to={paths.organizerEventSales(eventId)}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Sales and admissions
      </Link>
      <header>
        <p className="text-sm font-semibold text-ink-600">Gate</p>
        <h1 className="text-2xl font-extrabold tracking-tight break-words text-ink-900">
          {title ?? 'Loading the event…'}
        </h1>
      </header>
      {device.pack.status === 'unavailable' ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          The gate pack could not be downloaded. Connect to a network once to check tickets here.
        </p>
      ) : null}
      <GateStatus
        counts={counts.data}
        online={device.online}
        waiting={device.waiting}
        packFetchedAt={device.pack.status === 'ready' ? device.pack.kept.fetchedAt : null}
        deviceId={device.deviceId}
      />
      <ScanAnswer answer={last} />
      {gate.problem ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {gate.problem}
        </p>
      ) : null}
      {last?.facts.code === 'admitted' && last.ticketId ? (
        <UndoAdmissionButton
          what={gateAnswer(last.facts).detail ?? 'This ticket'}
          label="Undo last admission"
          size="md"
          onUndo={undoLast}
        />
      ) : null}
      <ScanField onScan={scan} inputRef={field} busy={busy} />
      <CameraScanner onCode={scan} />
      <SyncOutcomes items={synced} />
    </div>
  );
}
