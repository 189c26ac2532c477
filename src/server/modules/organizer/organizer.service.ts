import type { z } from 'zod';
import { cancelRefusal, newStart, postponedTimes, postponeRefusal } from '../../../shared/domain/event-life';
import {
  ORGANIZER_EVENT_STATUSES,
  type OrganizerEventStatus,
} from '../../../shared/domain/organizer-event-status';
import { pageOf, pageOffset } from '../../../shared/domain/paging';
import { runsEvent } from '../../../shared/domain/roles';
import { normaliseQuery } from '../../../shared/domain/search';
import type { AdminEventPage, adminEventListQuerySchema } from '../../../shared/schemas/admin-events';
import type {
  EventCancellation,
  OrganizerEvent,
  OrganizerEventPage,
  organizerEventListQuerySchema,
  PostponedEvent,
  PostponeEventInput,
} from '../../../shared/schemas/organizer';
import type { Transaction } from '../../db/transaction';
import { HttpError, invalidRequest, notFound } from '../../http/errors';
import type { AuditActor, AuditTrail } from '../audit/audit.service';
import type { EventFilter, EventLifeRow, OrganizerRepo } from './organizer.repo';

type EventListInput = z.output<typeof organizerEventListQuerySchema>;
type AdminEventListInput = z.output<typeof adminEventListQuerySchema>;
type ListedEventRow = Awaited<ReturnType<OrganizerRepo['listEvents']>>[number];

/** Who asks to change an event: its organiser, or an admin (runsEvent); named in the audit log. */
export type EventActor = AuditActor;

/** What the bookings module does for an event's bookings when the event changes. */
export interface CancellationRefunds {
  /** Refunds at most `limit` of the event's confirmed bookings, one transaction each: how many. */
  refundEvent(eventId: string, limit: number): Promise<number>;
  /** Has the background refund pass go on with what is left, now. */
  continueInBackground(): void;
  /** Tells the event's buyers and the holders of tickets given on its new date, in the move's transaction. */
  tellPostponed(transaction: Transaction, eventId: string): Promise<void>;
  /** Tells the event's buyers and the holders of tickets given on it was cancelled, in the cancel's transaction. */
  tellCancelled(transaction: Transaction, eventId: string, reason: string): Promise<void>;
}

/** Bookings a cancel request refunds before it answers; the refund pass does the rest meanwhile. */
const REFUNDS_PER_REQUEST = 200;

export function createOrganizerService(
  repo: OrganizerRepo,
  now: () => Date,
  refunds: CancellationRefunds,
  audit: AuditTrail,
) {
  /** The event, when the actor may act for it; anyone else is told there is none (404). */
  const managed = (event: EventLifeRow | undefined, actor: EventActor): EventLifeRow => {
    if (!event || !runsEvent({ userId: actor.id, role: actor.role }, event.organizerId))
      throw notFound('Event');
    return event;
  };

  /** The event's cancellation as it stands: refunded so far, and confirmed bookings left. */
  async function cancellationOf(event: EventLifeRow): Promise<EventCancellation> {
    const counts = await repo.bookingsByStatus(event.id);
    const of = (status: string) => counts.find((row) => row.status === status);
    const cancelled = event.status === 'cancelled';
    return {
      eventId: event.id,
      cancelled,
      cancelledAt: cancelled ? (event.cancelledAt?.toISOString() ?? null) : null,
      reason: cancelled ? event.cancelReason : null,
      refunded: of('refunded')?.n ?? 0,
      refundedPaise: of('refunded')?.totalPaise ?? 0,
      remaining: of('confirmed')?.n ?? 0,
      remainingPaise: of('confirmed')?.totalPaise ?? 0,
    };
  }

  /** A page of the events the scope and input pick, each made an item by `item`, with the status counts. */
  async function eventPage<T>(
    scope: Omit<EventFilter, 'text' | 'from' | 'to' | 'now'>,
    input: EventListInput,
    item: (base: OrganizerEvent, row: ListedEventRow) => T,
  ) {
    const at = now();
    const text = input.q ? normaliseQuery(input.q) : '';
    const filter = { ...scope, text: text || undefined, from: input.from, to: input.to, now: at };
    const [rows, counted] = await Promise.all([
      repo.listEvents({
        ...filter,
        status: input.status,
        sort: input.sort,
        limit: input.pageSize,
        offset: pageOffset(input),
      }),
      repo.countByStatus(filter),
    ]);
    const revenue = new Map(
      (await repo.revenueByEvent(rows.map((row) => row.id))).map((r) => [r.eventId, r]),
    );

    const statusCounts = Object.fromEntries(ORGANIZER_EVENT_STATUSES.map((status) => [status, 0])) as Record<
      OrganizerEventStatus,
      number
    >;
    for (const row of counted) statusCounts[row.status] = row.n;
    const total = input.status
      ? statusCounts[input.status]
      : Object.values(statusCounts).reduce((sum, n) => sum + n, 0);

    const items = rows.map((row) =>
      item(
        {
          id: row.id,
          title: row.title,
          sport: row.sportId,
          tournament: row.tournament,
          venue: row.venueName,
          cityName: row.cityName,
          startsAt: row.startsAt.toISOString(),
          status: row.status,
          sold: row.seatsSold,
          capacity: row.totalSeats,
          grossPaise: revenue.get(row.id)?.grossPaise ?? 0,
          feesAndGstPaise: revenue.get(row.id)?.feesAndGstPaise ?? 0,
        },
        row,
      ),
    );
    return { ...pageOf(items, input, total), statusCounts };
  }

  return {
    /** An event's cancellation and its refunds so far; before a cancel, what a cancel would refund. */
    async cancellation(eventId: string, actor: EventActor): Promise<EventCancellation> {
      return cancellationOf(managed(await repo.eventLife(eventId), actor));
    },

    /**
     * Cancels an event (decision 009 section 6). One transaction moves it to 'cancelled' under its
     * row's lock: from that commit no session can start or be sold (kp_event_on_sale,
     * kp_hold_sell). Then its confirmed bookings are refunded in full, one transaction each
     * (bookings' refundCancelled), up to REFUNDS_PER_REQUEST before answering; the refund pass does the
     * rest, and whatever a stopped server left. Asking again answers the cancellation made, with
     * its refunds so far (the reason given first stays).
     */
    async cancelEvent(eventId: string, actor: EventActor, reason: string): Promise<EventCancellation> {
      const at = now();
      const event = await repo.transaction(async (tx, transaction) => {
        const locked = managed(await tx.lockEvent(eventId), actor);
        const refusal = cancelRefusal(locked, at);
        if (refusal) throw new HttpError(409, 'cannot_cancel', refusal);
        if (locked.status === 'cancelled') return locked;
        await tx.cancel(eventId, at, reason);
        await refunds.tellCancelled(transaction, eventId, reason);
        await audit.record(transaction, {
          action: 'event.cancelled',
          actor,
          targetId: eventId,
          targetLabel: locked.title,
          reason,
          before: { status: locked.status },
          after: { status: 'cancelled' },
        });
        return { ...locked, status: 'cancelled', cancelledAt: at, cancelReason: reason };
      });
      await refunds.refundEvent(eventId, REFUNDS_PER_REQUEST);
      const cancellation = await cancellationOf(event);
      if (cancellation.remaining > 0) refunds.continueInBackground();
      return cancellation;
    },

    /**
     * Moves an event to a new start (an India date and time), keeping its length and its first
     * start: it reads 'postponed' until then, stays on sale, and its tickets stay valid (bookings
     * and tickets read the event's start). 409 once cancelled, started, or for a draft.
     */
    async postponeEvent(
      eventId: string,
      actor: EventActor,
      input: PostponeEventInput,
    ): Promise<PostponedEvent> {
      const at = now();
      return repo.transaction(async (tx, transaction) => {
        const event = managed(await tx.lockEvent(eventId), actor);
        const refusal = postponeRefusal(event, at);
        if (refusal) throw new HttpError(409, 'cannot_postpone', refusal);
        const start = newStart(input, event, at);
        if ('field' in start) throw invalidRequest({ [start.field]: start.message });
        const times = postponedTimes(event, start.startsAt);
        await tx.postpone(eventId, at, times);
        await refunds.tellPostponed(transaction, eventId);
        await audit.record(transaction, {
          action: 'event.postponed',
          actor,
          targetId: eventId,
          targetLabel: event.title,
          before: { startsAt: event.startsAt.toISOString() },
          after: { startsAt: times.startsAt.toISOString() },
        });
        return {
          eventId,
          startsAt: times.startsAt.toISOString(),
          endsAt: times.endsAt.toISOString(),
          originalStartsAt: times.originalStartsAt.toISOString(),
        };
      });
    },

    /** One page of the organiser's own events, with the count of each status for the filter's chips. */
    async listOwnEvents(organizerId: string, input: EventListInput): Promise<OrganizerEventPage> {
      return eventPage({ organizerId }, input, (row) => row);
    },

    /** One page of every organiser's events (drafts too), for an admin: who runs each, what was taken down. */
    async listAllEvents(input: AdminEventListInput): Promise<AdminEventPage> {
      const { sport, city, organizerId } = input;
      return eventPage({ sport, city, organizerId }, input, (item, row) => ({
        ...item,
        organizer: { id: row.organizerId, name: row.organizerName, email: row.organizerEmail },
        unpublished:
          row.unpublishedAt && row.unpublishReason
            ? { at: row.unpublishedAt.toISOString(), reason: row.unpublishReason }
            : null,
      }));
    },
  };
}

export type OrganizerService = ReturnType<typeof createOrganizerService>;
