import { BOOKING_STATUS_LABELS } from '@/shared/domain/booking-status';
import {
  ORGANIZER_EVENT_STATUS_LABELS,
  type OrganizerEventStatus,
} from '@/shared/domain/organizer-event-status';
import type { BookingStatus } from '@/shared/schemas/booking';
import { Badge, type BadgeTone } from './badge';

// The status is in words on every badge; its colour is only a second cue.

const BOOKING_TONES: Record<BookingStatus, BadgeTone> = {
  confirmed: 'success',
  pending: 'warning',
  expired: 'neutral',
  cancelled: 'danger',
  refunded: 'info',
};

/** A booking's status, as the fan, the admin's account page and the bookings lookup read it. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <Badge tone={BOOKING_TONES[status]}>{BOOKING_STATUS_LABELS[status]}</Badge>;
}

const EVENT_TONES: Record<OrganizerEventStatus, BadgeTone> = {
  draft: 'neutral',
  on_sale: 'success',
  sold_out: 'brand',
  live: 'danger',
  completed: 'neutral',
  postponed: 'warning',
  cancelled: 'dark',
  unpublished: 'danger',
};

/** An event's status in the organiser and admin consoles; a live event's dot pulses. */
export function EventStatusBadge({ status }: { status: OrganizerEventStatus }) {
  return (
    <Badge tone={EVENT_TONES[status]} className="whitespace-nowrap">
      {status === 'live' ? (
        <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-red-700 motion-safe:animate-pulse" />
      ) : null}
      {ORGANIZER_EVENT_STATUS_LABELS[status]}
    </Badge>
  );
}
