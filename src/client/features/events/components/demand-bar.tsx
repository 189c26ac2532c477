import { Flame } from 'lucide-react';
import { Badge, type BadgeTone } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/cn';
import { DEMAND_BADGE_LABELS, demandBarLabel, hurryMessage, soldPercent } from '@/shared/domain/demand';
import { formatCount } from '@/shared/domain/format';
import type { CatalogueEvent, Demand } from '@/shared/schemas/catalogue';

type DemandFields = Pick<CatalogueEvent, 'demand' | 'seatsLeft' | 'totalSeats'>;

const BADGE_TONES: Record<Demand, BadgeTone> = { high: 'danger', medium: 'warning', low: 'success' };

function barTone(percent: number) {
  if (percent > 90) return { bar: 'bg-alert-600', text: 'text-red-800' };
  if (percent > 75) return { bar: 'bg-brand-600', text: 'text-brand-800' };
  if (percent > 50) return { bar: 'bg-amber-500', text: 'text-amber-900' };
  return { bar: 'bg-pitch-600', text: 'text-green-800' };
}

/** Sold-percent bar with its label, the demand badge and, when it applies, 'Hurry! Only N tickets left'. */
export function DemandBar({ event }: { event: DemandFields }) {
  const percent = soldPercent(event.totalSeats, event.seatsLeft);
  // Rounded down, so a match with seats left never reads "100% sold".
  const shown = Math.floor(percent);
  const tone = barTone(percent);
  const hurry = hurryMessage(event.demand, event.seatsLeft);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className={cn('font-semibold', tone.text)}>{demandBarLabel(percent)}</span>
        <span className="text-ink-600 tabular-nums">{shown}% sold</span>
      </div>
      <div aria-hidden="true" className="mt-1.5 h-2 overflow-hidden rounded-full bg-ink-100">
        <div
          className={cn('h-full rounded-full', tone.bar)}
          style={{ width: `${Math.min(100, percent)}%` }}
        />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge tone={BADGE_TONES[event.demand]}>{DEMAND_BADGE_LABELS[event.demand]}</Badge>
        <span className="text-xs text-ink-600 tabular-nums">
          {formatCount(Math.max(0, event.seatsLeft))} seats left
        </span>
      </div>
      {hurry ? (
        <p className="mt-2 flex items-center gap-1.5 text-sm font-bold text-red-800">
          <Flame aria-hidden="true" className="h-4 w-4 shrink-0" />
          {hurry}
        </p>
      ) : null}
    </div>
  );
}
