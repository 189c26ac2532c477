import { cn } from '@/client/lib/cn';

export interface FilterChip<T extends string> {
  value: T;
  label: string;
  emoji?: string;
  /** How many items the chip would show (formatted), after its label. */
  count?: string;
}

/**
 * A row of toggle chips where exactly one is chosen (a labelled group of pressed buttons).
 * Scrolls sideways on narrow screens instead of wrapping into many rows.
 */
export function FilterChips<T extends string>({
  label,
  chips,
  value,
  onChange,
  className,
}: {
  label: string;
  chips: readonly FilterChip<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset
    <div
      role="group"
      aria-label={label}
      className={cn('-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0', className)}
    >
      <div className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
        {chips.map((chip) => {
          const pressed = chip.value === value;
          return (
            <button
              key={chip.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(chip.value)}
              className={cn(
                'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold transition-colors',
                pressed
                  ? 'border-ink-900 bg-ink-900 text-white'
                  : 'border-ink-200 bg-white text-ink-900 hover:border-ink-500',
              )}
            >
              {chip.emoji ? <span aria-hidden="true">{chip.emoji}</span> : null}
              {chip.label}
              {/* A space, so the name reads 'On sale 12' rather than 'On sale12'. */}
              {chip.count !== undefined ? ' ' : null}
              {chip.count !== undefined ? (
                <span
                  className={cn(
                    'rounded-full px-1.5 text-xs tabular-nums',
                    pressed ? 'bg-white/20' : 'bg-ink-100 text-ink-700',
                  )}
                >
                  {chip.count}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
