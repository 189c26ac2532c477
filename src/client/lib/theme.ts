import type { Preferences } from '@/shared/schemas/account';
import { storage } from './storage';

type Theme = Preferences['theme'];

const prefersDark = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;

/** Puts the `dark` class on <html> for 'dark', or for 'system' when the device prefers dark. */
export function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && prefersDark());
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

/** Remembers the choice for the next visit and applies it now. */
export function setTheme(theme: Theme): void {
  storage.write('theme', theme);
  applyTheme(theme);
}

/** At start-up: the remembered theme, following the device while it is 'system'. */
export function initTheme(): void {
  const stored = storage.read<unknown>('theme', 'system');
  const theme: Theme = stored === 'light' || stored === 'dark' ? stored : 'system';
  applyTheme(theme);
  if (typeof window.matchMedia === 'function') {
    window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
      if (storage.read<unknown>('theme', 'system') === 'system') applyTheme('system');
    });
  }
}
