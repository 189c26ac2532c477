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

/** Remembers the choice (index.html applies it before the first paint of the next visit) for the next visit and applies it now. */
export function setTheme(theme: Theme): void {
  storage.write('theme', theme);
  applyTheme(theme);
}
