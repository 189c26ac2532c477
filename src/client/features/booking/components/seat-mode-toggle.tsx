import { LayoutList, Map as MapIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

export type SeatMode = 'list' | 'map';

function ModeButton({
  pressed,
  onPress,
  children,
}: {
  pressed: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onPress}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold',
        pressed ? 'bg-ink-900 text-white' : 'text-ink-700 hover:bg-ink-50',
      )}
    >
      {children}
    </button>
  );
}

/** Step 1's 'List View' / 'Seat Map View' switch: two toggle buttons, one pressed. */
export function SeatModeToggle({ mode, onMode }: { mode: SeatMode; onMode: (mode: SeatMode) => void }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a form group
    <div
      role="group"
      aria-label="How to choose seats"
      className="inline-flex rounded-lg border border-ink-200 p-0.5"
    >
      <ModeButton pressed={mode === 'list'} onPress={() => onMode('list')}>
        <LayoutList aria-hidden="true" className="h-4 w-4" />
        List View
      </ModeButton>
      <ModeButton pressed={mode === 'map'} onPress={() => onMode('map')}>
        <MapIcon aria-hidden="true" className="h-4 w-4" />
        Seat Map View
      </ModeButton>
    </div>
  );
}
