import type { z } from 'zod';
import { dealState, windowsOverlap } from '../../../shared/domain/deals';
import { formatEventDate, formatEventTime } from '../../../shared/domain/format';
import { runsEvent } from '../../../shared/domain/roles';
import type { dealInputSchema, EventDeal, EventDealList } from '../../../shared/schemas/deals';
import { HttpError, invalidRequest, notFound } from '../../http/errors';
import type { AuditActor, AuditTrail } from '../audit/audit.service';
import type { DealRow, DealsRepo } from './deals.repo';

type DealInput = z.output<typeof dealInputSchema>;

/** The signed-in organiser (own events only) or an admin (any event); named in the audit log. */
export type Manager = AuditActor;

const manages = (manager: Manager, organizerId: string | undefined) =>
  organizerId !== undefined && runsEvent({ userId: manager.id, role: manager.role }, organizerId);

/** A deal as the audit log keeps it. */
const dealFacts = (row: DealRow) => ({
  dealId: row.id,
  kind: row.kind,
  percentOff: row.percentOff,
  pointIds: row.pointIds,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

const shown = (at: Date) => `${formatEventDate(at.toISOString())}, ${formatEventTime(at.toISOString())}`;

/** How long before now a start still counts as "now" (the form's clock and the server's differ). */
const START_SLACK_MS = 5 * 60_000;

export function createDealsService(repo: DealsRepo, now: () => Date, audit: AuditTrail) {
  const view = (row: DealRow, at: Date): EventDeal => ({
    id: row.id,
    kind: row.kind,
    percentOff: row.percentOff,
    pointIds: row.pointIds,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    status: dealState(row, at),
  });

  return {
    /** The event's deals, where each stands now, with the event they are for. */
    async list(eventId: string, manager: Manager): Promise<EventDealList> {
      const event = await repo.eventSummary(eventId);
      if (!event || !manages(manager, event.organizerId)) throw notFound('Event');
      const at = now();
      return {
        event: {
          id: eventId,
          title: event.title,
          startsAt: event.startsAt.toISOString(),
          sport: event.sportId,
        },
        items: (await repo.dealsOf(eventId)).map((row) => view(row, at)),
      };
    },

    /**
     * Starts (or schedules) a deal: N % off the chosen price points from its start to its end. It
     * must end by the event's start (sales close then) and may not share a moment with another
     * deal on the same point; both are checked under the event's lock, so two organisers' tabs
     * cannot both win. The card, the seating and the bill apply it from its start (decision 009).
     */
    async create(eventId: string, input: DealInput, manager: Manager): Promise<EventDeal> {
      const at = now();
      const startsAt = input.startsAt ? new Date(input.startsAt) : at;
      const endsAt = new Date(input.endsAt);
      if (startsAt.getTime() < at.getTime() - START_SLACK_MS)
        throw invalidRequest({ startsAt: 'The deal cannot start in the past' });
      if (endsAt <= startsAt) throw invalidRequest({ endsAt: 'The deal must end after it starts' });
      const row = await repo.transaction(async (tx, transaction) => {
        const event = await tx.lockEvent(eventId);
        if (!event || !manages(manager, event.organizerId)) throw notFound('Event');
        if (event.status === 'cancelled')
          throw new HttpError(409, 'event_cancelled', 'This event was cancelled: it has no deals');
        if (event.startsAt <= at)
          throw new HttpError(409, 'event_started', 'This event has started: sales are over');
        if (endsAt > event.startsAt)
          throw invalidRequest({
            endsAt: `The deal must end by the event's start (${shown(event.startsAt)})`,
          });
        const window = { startsAt, endsAt, cancelledAt: null };
        const clash = (await tx.dealsOf(eventId)).find(
          (other) =>
            windowsOverlap(window, other) && other.pointIds.some((id) => input.pointIds.includes(id)),
        );
        if (clash) {
          throw new HttpError(
            409,
            'deal_overlap',
            `Another deal runs on some of these categories until ${shown(clash.cancelledAt ?? clash.endsAt)}`,
            { pointIds: 'Another deal runs on some of these categories then' },
          );
        }
        const deal = await tx.insertDeal({
          eventId,
          kind: input.kind,
          percentOff: input.percentOff,
          pointIds: input.pointIds,
          startsAt,
          endsAt,
          createdAt: at,
          createdBy: manager.id,
        });
        await audit.record(transaction, {
          action: 'event.deal_created',
          actor: manager,
          targetId: eventId,
          targetLabel: event.title,
          after: dealFacts(deal),
        });
        return deal;
      });
      return view(row, at);
    },

    /** Ends a deal now (or calls off one not started); one already over is refused (409). */
    async end(eventId: string, dealId: string, manager: Manager): Promise<EventDeal> {
      const at = now();
      const row = await repo.transaction(async (tx, transaction) => {
        const event = await tx.lockEvent(eventId);
        if (!event || !manages(manager, event.organizerId)) throw notFound('Event');
        const ended = await tx.endDeal(eventId, dealId, at);
        if (!ended) {
          const exists = (await tx.dealsOf(eventId)).some((deal) => deal.id === dealId);
          if (!exists) throw notFound('Deal');
          throw new HttpError(409, 'deal_over', 'This deal has already ended');
        }
        await audit.record(transaction, {
          action: 'event.deal_ended',
          actor: manager,
          targetId: eventId,
          targetLabel: event.title,
          before: dealFacts(ended),
          after: { dealId: ended.id, endedAt: at.toISOString() },
        });
        return ended;
      });
      return view(row, at);
    },

    /**
     * Keeps the sort cache of card prices current (decision 009): the events queued stale by the
     * price list's triggers, and those whose deals started or ended since the last sweep.
     */
    sweepPrices: (since: Date, at: Date) => repo.refreshPrices(since, at),
  };
}

export type DealsService = ReturnType<typeof createDealsService>;
