import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '@/client/lib/api-client';
import { importGateKey } from '@/shared/domain/ticket-token';
import { ADMISSION_SYNC_MAX, type AdmissionSyncItem } from '@/shared/schemas/gate';
import { fetchGatePack } from './api/get-gate-pack';
import { syncAdmissions } from './api/sync-admissions';
import { gateStore, type KeptPack } from './gate-store';

/** How often a device with admissions waiting tries the server again while it believes it is online. */
const RETRY_MS = 10_000;

export type PackState =
  | { status: 'loading' }
  | { status: 'ready'; kept: KeptPack; key: CryptoKey }
  | { status: 'not_found' }
  | { status: 'unavailable' };

/** Whether the browser believes it has a network, following its online and offline events. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * The device's side of the gate: its name, the event's gate pack (fetched on open and whenever the
 * network returns, else the one kept from before), and the admissions it made offline, sent to the
 * server when the network returns (and every RETRY_MS while any wait), cleared as each is answered.
 */
export function useGateDevice(eventId: string, onSynced: (items: AdmissionSyncItem[]) => void) {
  const online = useOnline();
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const [pack, setPack] = useState<PackState>({ status: 'loading' });
  const [waiting, setWaiting] = useState(0);
  const syncing = useRef(false);
  const synced = useRef(onSynced);
  synced.current = onSynced;

  const countWaiting = useCallback(
    async () => setWaiting((await gateStore.queued(eventId)).length),
    [eventId],
  );

  const loadPack = useCallback(async () => {
    const use = async (kept: KeptPack) =>
      setPack({ status: 'ready', kept, key: await importGateKey(kept.pack.publicKey) });
    const stored = await gateStore.readPack(eventId).catch(() => undefined);
    if (stored) await use(stored);
    try {
      const fresh: KeptPack = {
        eventId,
        pack: await fetchGatePack(eventId),
        fetchedAt: new Date().toISOString(),
      };
      await gateStore.savePack(fresh);
      await use(fresh);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) setPack({ status: 'not_found' });
      else if (!stored) setPack({ status: 'unavailable' });
    }
  }, [eventId]);

  const sync = useCallback(async () => {
    const device = deviceId;
    if (!device || syncing.current || !navigator.onLine) return;
    syncing.current = true;
    try {
      const queued = await gateStore.queued(eventId);
      for (let at = 0; at < queued.length; at += ADMISSION_SYNC_MAX) {
        const batch = queued.slice(at, at + ADMISSION_SYNC_MAX);
        const { items } = await syncAdmissions(eventId, {
          deviceId: device,
          admissions: batch.map(({ ticketId, admittedAt, token }) => ({ ticketId, admittedAt, token })),
        });
        const answered = new Set(items.map((item) => `${item.ticketId}|${item.admittedAt}`));
        await gateStore.clearQueued(
          batch.filter((row) => answered.has(`${row.ticketId}|${row.admittedAt}`)).map((row) => row.key),
        );
        synced.current(items);
      }
    } catch {
      // The network dropped again, or the server is not there yet: the queue waits for the next try.
    } finally {
      syncing.current = false;
      await countWaiting();
    }
  }, [deviceId, eventId, countWaiting]);

  useEffect(() => {
    void gateStore.deviceId().then(setDeviceId);
    void countWaiting();
  }, [countWaiting]);

  useEffect(() => {
    if (online) void loadPack();
  }, [online, loadPack]);
  // Offline from the start: the kept pack is all there is.
  useEffect(() => {
    if (!navigator.onLine) void loadPack();
  }, [loadPack]);

  useEffect(() => {
    if (!online || !deviceId) return;
    void sync();
    const timer = window.setInterval(() => void sync(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [online, deviceId, sync]);

  return { online, deviceId, pack, waiting, countWaiting, sync };
}
