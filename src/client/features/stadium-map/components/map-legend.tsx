import { BAND_COLOURS } from '../draw-stadium';
import type { Band } from '../plan-model';

const swatch = 'inline-block h-4 w-4 shrink-0 rounded-sm border';

/** The price bands' colours, and the shapes that tell a block's or a seat's status apart. */
export function MapLegend({ bands }: { bands: readonly Band[] }) {
  return (
    <div className="space-y-1 text-xs text-ink-700">
      <ul aria-label="Price bands" className="flex flex-wrap gap-x-3 gap-y-1">
        {bands.map(({ category }) => (
          <li key={category.id} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={swatch} style={{ background: BAND_COLOURS[category.id] }} />
            {category.name}
          </li>
        ))}
      </ul>
      <ul aria-label="Status" className="flex flex-wrap gap-x-3 gap-y-1">
        <li className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={swatch}
            style={{ background: 'repeating-linear-gradient(135deg,#475569 0 3px,#fff 3px 5px)' }}
          />
          Few left
        </li>
        <li className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={swatch}
            style={{ background: 'repeating-linear-gradient(45deg,#cbd5e1 0 3px,#64748b 3px 4px)' }}
          />
          Sold out
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="flex h-4 w-4 items-center justify-center">
            <span className="h-2 w-2 bg-slate-300" />
          </span>
          Taken seat
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="flex h-4 w-4 items-center justify-center bg-ink-900">
            <span className="h-1.5 w-1.5 bg-white" />
          </span>
          Your seat
        </li>
      </ul>
    </div>
  );
}
