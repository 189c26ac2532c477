import { Badge, type BadgeTone } from '@/client/components/ui/badge';
import {
  ORGANIZER_EVENT_STATUS_LABELS,
  type OrganizerEventStatus,
} from '@/shared/domain/organizer-event-status';

const TONES: Record<OrganizerEventStatus, BadgeTone> = {
  draft: 'neutral',
  on_sale: 'success',
  sold_out: 'brand',
  live: 'danger',
  completed: 'neutral',
  postponed: 'warning',
  cancelled: 'dark',
  unpublished: 'danger',
};

/** The status in words, its colour only a second cue. */
export function OwnEventStatusBadge({ status }: { status: OrganizerEventStatus }) {
  return (
    <Badge tone={TONES[status]} className="whitespace-nowrap">
      {status === 'live' ? (
        <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-red-700 motion-safe:animate-pulse" />
      ) : null}
      {ORGANIZER_EVENT_STATUS_LABELS[status]}
    </Badge>
  );
}
