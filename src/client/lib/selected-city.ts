import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_CITY, SELECTOR_CITIES, type SelectorCityId } from '@/shared/constants';
import { canonicalCityId } from '@/shared/domain/cities';
import { storage } from './storage';

const cityIds: readonly string[] = SELECTOR_CITIES.map((c) => c.id);

export const isSelectorCity = (value: unknown): value is SelectorCityId =>
  typeof value === 'string' && cityIds.includes(value);

/** The remembered city (an old id read as its city); anything unknown reads as the default, Delhi. */
export function readSelectedCity(): SelectorCityId {
  const stored = storage.read<unknown>('selectedCity', DEFAULT_CITY);
  const city = typeof stored === 'string' ? canonicalCityId(stored) : stored;
  return isSelectorCity(city) ? city : DEFAULT_CITY;
}

export function writeSelectedCity(city: SelectorCityId): void {
  storage.write('selectedCity', city);
}

export const cityName = (id: SelectorCityId): string => SELECTOR_CITIES.find((c) => c.id === id)?.name ?? id;

function subscribe(onChange: () => void): () => void {
  // Same tab: storage.write dispatches 'khelpass-storage'; other tabs: the browser's 'storage' event.
  window.addEventListener('khelpass-storage', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener('khelpass-storage', onChange);
    window.removeEventListener('storage', onChange);
  };
}

const serverSnapshot = () => DEFAULT_CITY;

/** The selected city, shared by every component that reads it (header, home, mobile menu). */
export function useSelectedCity(): [SelectorCityId, (city: SelectorCityId) => void] {
  const city = useSyncExternalStore(subscribe, readSelectedCity, serverSnapshot);
  const setCity = useCallback((next: SelectorCityId) => writeSelectedCity(next), []);
  return [city, setCity];
}
