import { Badge, type BadgeTone } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { dealPointNames } from '@/shared/domain/deals';
import { DEAL_LABELS } from '@/shared/domain/event-badges';
import { formatEventWhen } from '@/shared/domain/format';
import type { EventDeal } from '@/shared/schemas/deals';
import { useEndDeal } from '../api/end-deal';

const STATE: Record<EventDeal['status'], { label: string; tone: BadgeTone }> = {
  running: { label: 'Running', tone: 'success' },
  scheduled: { label: 'Scheduled', tone: 'info' },
  ended: { label: 'Ended', tone: 'neutral' },
  cancelled: { label: 'Ended early', tone: 'neutral' },
};

/** The event's deals, newest window last, each with where it stands and a way to end it early. */
export function EventDeals({ eventId, deals }: { eventId: string; deals: EventDeal[] }) {
  const end = useEndDeal(eventId);
  if (deals.length === 0)
    return (
      <EmptyState>
        No deals yet. A deal you start shows on the event's card and is charged at checkout.
      </EmptyState>
    );
  return (
    <ul className="space-y-3">
      {deals.map((deal) => {
        const state = STATE[deal.status];
        const open = deal.status === 'running' || deal.status === 'scheduled';
        return (
          <li
            key={deal.id}
            className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-ink-200 bg-white p-4"
          >
            <div className="min-w-0 space-y-1">
              <p className="flex flex-wrap items-center gap-2 font-bold text-ink-900">
                {DEAL_LABELS[deal.kind]} · {deal.percentOff}% off{' '}
                <Badge tone={state.tone}>{state.label}</Badge>
              </p>
              <p className="text-sm text-ink-700">{dealPointNames(deal.pointIds).join(', ')}</p>
              <p className="text-sm text-ink-600">
                {formatEventWhen(deal.startsAt)} – {formatEventWhen(deal.cancelledAt ?? deal.endsAt)}
              </p>
            </div>
            {open ? (
              <Button
                variant="secondary"
                disabled={end.isPending}
                onClick={() => end.mutate(deal.id)}
                aria-label={`End ${DEAL_LABELS[deal.kind]} ${deal.percentOff}% off now`}
              >
                End now
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
