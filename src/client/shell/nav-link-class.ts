import { cn } from '@/client/lib/cn';
import { onDarkFocus } from './on-dark';

/** Desktop nav link look; the active one gets a brand underline and full white text. */
export const navLinkClass = (active: boolean) =>
  cn(
    'relative inline-flex h-11 items-center gap-1 rounded-md px-3 text-sm font-semibold transition-colors',
    'after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full',
    active ? 'text-white after:bg-orange-400' : 'text-ink-100 hover:text-white after:bg-transparent',
    onDarkFocus,
  );
