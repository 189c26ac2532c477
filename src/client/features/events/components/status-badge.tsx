import { Badge, type BadgeTone } from '@/client/components/ui/badge';
import { EVENT_STATUS_LABELS } from '@/shared/domain/event-badges';
import type { EventStatus } from '@/shared/schemas/catalogue';

const TONES: Record<EventStatus, BadgeTone> = {
  upcoming: 'info',
  live: 'danger',
  completed: 'neutral',
  postponed: 'warning',
  cancelled: 'danger',
};

export function StatusBadge({ status, className }: { status: EventStatus; className?: string }) {
  return (
    <Badge tone={TONES[status]} className={className}>
      {status === 'live' ? (
        <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-red-700 motion-safe:animate-pulse" />
      ) : null}
      {EVENT_STATUS_LABELS[status]}
    </Badge>
  );
}
