import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Maximize2, Minus, Plus } from 'lucide-react';
import type { ComponentType } from 'react';

export type MapMove = 'in' | 'out' | 'up' | 'down' | 'left' | 'right' | 'whole';

const BUTTONS: { move: MapMove; label: string; Icon: ComponentType<{ className?: string }> }[] = [
  { move: 'in', label: 'Zoom in', Icon: Plus },
  { move: 'out', label: 'Zoom out', Icon: Minus },
  { move: 'left', label: 'Pan left', Icon: ArrowLeft },
  { move: 'up', label: 'Pan up', Icon: ArrowUp },
  { move: 'down', label: 'Pan down', Icon: ArrowDown },
  { move: 'right', label: 'Pan right', Icon: ArrowRight },
  { move: 'whole', label: 'Show the whole stadium', Icon: Maximize2 },
];

/** Zoom and pan by buttons: nothing on the map needs dragging (WCAG 2.5.7). */
export function MapToolbar({ onMove }: { onMove: (move: MapMove) => void }) {
  return (
    <div role="toolbar" aria-label="Move the map" className="flex flex-wrap gap-1">
      {BUTTONS.map(({ move, label, Icon }) => (
        <button
          key={move}
          type="button"
          aria-label={label}
          title={label}
          onClick={() => onMove(move)}
          className="inline-flex h-9 w-9 items-center justify-center rounded-lg border border-ink-200 bg-white hover:bg-ink-50"
        >
          <Icon aria-hidden="true" className="h-4 w-4" />
        </button>
      ))}
    </div>
  );
}
