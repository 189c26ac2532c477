import type { GatePack } from '@/shared/schemas/gate';

/**
 * What a gate device keeps in IndexedDB, so a reload or a lost signal loses nothing: each event's
 * gate pack with when it was fetched, the admissions made offline waiting to sync, the tickets this
 * device let in (so a second scan is refused without the server), and the device's name.
 */
const DB_NAME = 'khelpass-gate';
const VERSION = 1;

export interface KeptPack {
  eventId: string;
  pack: GatePack;
  fetchedAt: string;
}

/** An admission made offline, waiting for the server. */
export interface QueuedAdmission {
  key: string;
  eventId: string;
  ticketId: string;
  admittedAt: string;
  token: string;
}

/** A ticket this device let in (online or off), with what its answer showed. */
export interface AdmittedHere {
  key: string;
  eventId: string;
  ticketId: string;
  admittedAt: string;
  seatLabel: string;
  category: string;
}

const STORES = { packs: 'eventId', queue: 'key', admitted: 'key', meta: 'name' } as const;
type StoreName = keyof typeof STORES;

let opened: Promise<IDBDatabase> | undefined;
function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, VERSION);
    request.onupgradeneeded = () => {
      for (const [name, keyPath] of Object.entries(STORES))
        if (!request.result.objectStoreNames.contains(name))
          request.result.createObjectStore(name, { keyPath });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opened = undefined;
      reject(request.error);
    };
  });
  return opened;
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/** Runs fn over the named stores in one transaction; resolves once it has committed. */
async function inTransaction<T>(
  names: StoreName[],
  mode: IDBTransactionMode,
  fn: (stores: Record<StoreName, IDBObjectStore>) => Promise<T> | T,
): Promise<T> {
  const transaction = (await database()).transaction(names, mode);
  const stores = Object.fromEntries(names.map((name) => [name, transaction.objectStore(name)])) as Record<
    StoreName,
    IDBObjectStore
  >;
  const committed = new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
  const result = await fn(stores);
  await committed;
  return result;
}

const ofEvent = <T extends { eventId: string }>(rows: T[], eventId: string) =>
  rows.filter((row) => row.eventId === eventId);

export const gateStore = {
  savePack: (kept: KeptPack) => inTransaction(['packs'], 'readwrite', ({ packs }) => void packs.put(kept)),
  readPack: (eventId: string) =>
    inTransaction(['packs'], 'readonly', ({ packs }) => done<KeptPack | undefined>(packs.get(eventId))),

  /** Lets a ticket in offline: queued for the server and remembered as in, in one transaction. */
  queueAdmission: (
    admission: Omit<QueuedAdmission, 'key'>,
    shown: Pick<AdmittedHere, 'seatLabel' | 'category'>,
  ) =>
    inTransaction(['queue', 'admitted'], 'readwrite', ({ queue, admitted }) => {
      const { eventId, ticketId, admittedAt } = admission;
      queue.put({ ...admission, key: `${eventId}|${ticketId}|${admittedAt}` });
      admitted.put({ key: `${eventId}|${ticketId}`, eventId, ticketId, admittedAt, ...shown });
    }),
  queued: async (eventId: string) =>
    ofEvent(
      await inTransaction(['queue'], 'readonly', ({ queue }) => done<QueuedAdmission[]>(queue.getAll())),
      eventId,
    ).sort((a, b) => a.admittedAt.localeCompare(b.admittedAt)),
  /** The server has answered these: they leave the queue. */
  clearQueued: (keys: string[]) =>
    inTransaction(['queue'], 'readwrite', ({ queue }) => {
      for (const key of keys) queue.delete(key);
    }),

  rememberAdmitted: (row: Omit<AdmittedHere, 'key'>) =>
    inTransaction(['admitted'], 'readwrite', ({ admitted }) => {
      admitted.put({ ...row, key: `${row.eventId}|${row.ticketId}` });
    }),
  admittedHere: (eventId: string, ticketId: string) =>
    inTransaction(['admitted'], 'readonly', ({ admitted }) =>
      done<AdmittedHere | undefined>(admitted.get(`${eventId}|${ticketId}`)),
    ),
  /** An admission undone: the ticket admits again here, and an unsynced one never reaches the server. */
  forgetAdmitted: (eventId: string, ticketId: string) =>
    inTransaction(['admitted', 'queue'], 'readwrite', async ({ admitted, queue }) => {
      admitted.delete(`${eventId}|${ticketId}`);
      const waiting = await done<QueuedAdmission[]>(queue.getAll());
      for (const row of waiting)
        if (row.eventId === eventId && row.ticketId === ticketId) queue.delete(row.key);
    }),

  /** This device's name in the admissions log ('Gate 7F3K'), made once. */
  deviceId: () =>
    inTransaction(['meta'], 'readwrite', async ({ meta }) => {
      const kept = await done<{ name: string; value: string } | undefined>(meta.get('deviceId'));
      if (kept) return kept.value;
      const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
      const value = `Gate ${Array.from(crypto.getRandomValues(new Uint8Array(4)), (b) => letters[b % letters.length]).join('')}`;
      meta.put({ name: 'deviceId', value });
      return value;
    }),
};
