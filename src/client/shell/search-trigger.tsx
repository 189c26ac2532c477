import { Search } from 'lucide-react';
import { cn } from '@/client/lib/cn';
import { onDarkFocus } from './on-dark';

const isApple =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent);

/** The key-combination hint: ⌘K on Apple devices, Ctrl K elsewhere. */
export const shortcutHint = isApple ? '⌘' : 'Ctrl';

/**
 * The header's read-only search box: looks like a search field, acts as a button that opens the
 * search overlay (also on Ctrl+K / Cmd+K, handled by the header).
 */
export function SearchTrigger({
  onOpen,
  onIntent,
  className,
}: {
  onOpen: () => void;
  /** Hover or focus: a good moment to start loading the overlay's code. */
  onIntent?: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label="Search events, teams, venues"
      aria-keyshortcuts="Control+K Meta+K"
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      className={cn(
        'flex h-10 min-w-0 items-center gap-2 rounded-lg border border-white/20 bg-white/10 px-3 text-left text-sm text-ink-100 transition-colors hover:bg-white/15',
        onDarkFocus,
        className,
      )}
    >
      <Search aria-hidden="true" className="h-4 w-4 shrink-0 text-ink-100" />
      <span className="min-w-0 flex-1 truncate">
        Search<span className="hidden sm:inline"> events, teams, venues</span>
      </span>
      <span aria-hidden="true" className="hidden shrink-0 sm:inline-flex">
        <kbd className="inline-flex items-center gap-1 rounded-md border border-white/25 bg-white/10 px-1.5 py-0.5 font-sans text-xs font-semibold text-white">
          {shortcutHint}
          <span>K</span>
        </kbd>
      </span>
    </button>
  );
}
