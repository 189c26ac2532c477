import { STORAGE_KEYS } from '@/shared/constants';

type StorageKey = keyof typeof STORAGE_KEYS;

/** The one typed access to browser storage, under the spec's keys. Broken or missing entries read as the fallback. */
export const storage = {
  read<T>(key: StorageKey, fallback: T): T {
    try {
      const raw = window.localStorage.getItem(STORAGE_KEYS[key]);
      return raw === null ? fallback : (JSON.parse(raw) as T);
    } catch {
      return fallback;
    }
  },
  write<T>(key: StorageKey, value: T): void {
    try {
      window.localStorage.setItem(STORAGE_KEYS[key], JSON.stringify(value));
      window.dispatchEvent(new CustomEvent('khelpass-storage', { detail: key }));
    } catch {
      // Storage full or disabled (private mode): the app keeps working without persistence.
    }
  },
  remove(key: StorageKey): void {
    try {
      window.localStorage.removeItem(STORAGE_KEYS[key]);
      window.dispatchEvent(new CustomEvent('khelpass-storage', { detail: key }));
    } catch {
      // Nothing to remove when storage is unavailable.
    }
  },
};
