import type { AdminEventChange, AdminOrganizerList } from '../../../shared/schemas/admin-events';
import type { Transaction } from '../../db/transaction';
import { HttpError, notFound } from '../../http/errors';
import type { AuditActor, AuditTrail } from '../audit/audit.service';
import type { AdminEventState, AdminEventsRepo } from './admin-events.repo';

const conflict = (code: string, message: string) => new HttpError(409, code, message);

function changeOf(event: AdminEventState, releasedHolds = 0): AdminEventChange {
  return {
    id: event.id,
    title: event.title,
    status: event.status,
    organizer: { id: event.organizerId, name: event.organizerName, email: event.organizerEmail },
    unpublished:
      event.unpublishedAt && event.unpublishReason
        ? { at: event.unpublishedAt.toISOString(), reason: event.unpublishReason }
        : null,
    releasedHolds,
  };
}

/**
 * What an admin does to any organiser's event (issue 14): take it down and put it back (decision
 * 014), give it to another organiser; and the organiser accounts with their events. Each change
 * is made under the event's row lock and recorded in the audit log in its transaction; asking
 * again for what is already so changes and records nothing and answers the event as it stands.
 */
export function createAdminEventsService(deps: {
  repo: AdminEventsRepo;
  /** Inventory's: closes the event's open booking sessions in the caller's transaction. */
  releaseHolds: (transaction: Transaction, eventId: string) => Promise<number>;
  audit: AuditTrail;
  now: () => Date;
}) {
  const { repo, releaseHolds, audit, now } = deps;

  return {
    async organizers(): Promise<AdminOrganizerList> {
      return { items: await repo.organizers(now()) };
    },

    /**
     * Takes the event off the catalogue and off sale at once: from this commit no session opens
     * or changes (kp_event_on_sale, kp_hold_open), and the sessions open now are closed with their
     * places given back. Tickets sold stay valid; a session already billed may still be paid.
     * Its organiser sees it 'Unpublished by KhelPass' and cannot put it back.
     */
    async unpublish(eventId: string, actor: AuditActor, reason: string): Promise<AdminEventChange> {
      const at = now();
      return repo.transaction(async (tx, transaction) => {
        const event = await tx.lockEvent(eventId, at);
        if (!event) throw notFound('Event');
        if (event.unpublishedAt) return changeOf(event);
        if (event.status === 'draft')
          throw conflict(
            'not_published',
            'This event is a draft: fans cannot see it, so there is nothing to take down',
          );
        if (event.status === 'cancelled')
          throw conflict('event_cancelled', 'This event was cancelled: nothing is on sale to take down');
        await tx.setUnpublished(eventId, at, reason);
        const released = await releaseHolds(transaction, eventId);
        await audit.record(transaction, {
          action: 'event.unpublished',
          actor,
          targetId: eventId,
          targetLabel: event.title,
          reason,
          before: { status: event.status },
          after: { status: 'unpublished', releasedHolds: released },
        });
        const changed = await tx.lockEvent(eventId, at);
        if (!changed) throw notFound('Event');
        return changeOf(changed, released);
      });
    },

    /** Puts a taken-down event back: in the catalogue, and on sale again if its sale is open. */
    async republish(eventId: string, actor: AuditActor): Promise<AdminEventChange> {
      const at = now();
      return repo.transaction(async (tx, transaction) => {
        const event = await tx.lockEvent(eventId, at);
        if (!event) throw notFound('Event');
        if (!event.unpublishedAt) return changeOf(event);
        await tx.setUnpublished(eventId, at, null);
        const changed = await tx.lockEvent(eventId, at);
        if (!changed) throw notFound('Event');
        await audit.record(transaction, {
          action: 'event.republished',
          actor,
          targetId: eventId,
          targetLabel: event.title,
          before: { status: 'unpublished', reason: event.unpublishReason },
          after: { status: changed.status },
        });
        return changeOf(changed);
      });
    },

    /**
     * Gives the event to another organiser account: from this commit only it (and admins) runs the
     * event, its sales, gate and deals. 404 for no such event or account, 409 for an account that
     * is not an organiser or is suspended.
     */
    async transfer(eventId: string, actor: AuditActor, organizerId: string): Promise<AdminEventChange> {
      const at = now();
      return repo.transaction(async (tx, transaction) => {
        const event = await tx.lockEvent(eventId, at);
        if (!event) throw notFound('Event');
        const to = await tx.account(organizerId);
        if (!to) throw notFound('Account');
        if (event.organizerId === to.id) return changeOf(event);
        if (to.role !== 'organizer') {
          throw conflict(
            'not_an_organizer',
            `${to.name} (${to.email}) is not an organiser: make the account an organiser first`,
          );
        }
        if (to.suspendedAt) {
          throw conflict(
            'organizer_suspended',
            `${to.name} (${to.email}) is suspended and cannot run an event: restore the account first`,
          );
        }
        await tx.setOrganizer(eventId, to.id, at);
        await audit.record(transaction, {
          action: 'event.transferred',
          actor,
          targetId: eventId,
          targetLabel: event.title,
          before: { organizerId: event.organizerId, organizerEmail: event.organizerEmail },
          after: { organizerId: to.id, organizerEmail: to.email },
        });
        const changed = await tx.lockEvent(eventId, at);
        if (!changed) throw notFound('Event');
        return changeOf(changed);
      });
    },
  };
}

export type AdminEventsService = ReturnType<typeof createAdminEventsService>;
