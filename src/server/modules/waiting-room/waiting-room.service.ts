import { runsEvent } from '../../../shared/domain/roles';
import { DEFAULT_ADMISSION_RATE, standing } from '../../../shared/domain/waiting-room';
import type { Role } from '../../../shared/schemas/account';
import type { QueueSettings, QueueSettingsInput, QueueStatus } from '../../../shared/schemas/waiting-room';
import { HttpError, notFound } from '../../http/errors';
import type { AuditActor, AuditTrail } from '../audit/audit.service';
import type { QueueRow, WaitingRoomRepo } from './waiting-room.repo';

/** The most fans one call of kp_queue_admit admits: keeps each admission's transaction short. */
const ADMIT_BATCH = 500;

export const NO_QUEUE_MESSAGE = 'This sale has no queue: you can book straight away.';

const noQueue = () => new HttpError(404, 'no_queue', NO_QUEUE_MESSAGE);

const settingsView = (row: QueueRow): QueueSettings => ({
  eventId: row.eventId,
  enabled: row.enabled,
  opensAt: row.opensAt.toISOString(),
  ratePerMinute: row.ratePerMinute,
  passMinutes: row.passMinutes,
});

/**
 * The waiting room of a queued on-sale (decision record 017): the organiser turns it on with the
 * sale's start and a rate; fans join (one place per account) and read where they stand; the
 * admission pass lets the next fans in. Order, rate and passes are decided in PostgreSQL.
 */
export function createWaitingRoomService(repo: WaitingRoomRepo, now: () => Date, audit: AuditTrail) {
  async function managedEvent(eventId: string, manager: { id: string; role: Role }) {
    const event = await repo.eventOrganizer(eventId);
    if (!event || !runsEvent({ userId: manager.id, role: manager.role }, event.organizerId)) {
      throw notFound('Event');
    }
    return event;
  }

  /** A queue that is on, or 404 no_queue (an unknown event is not found). */
  async function openQueue(eventId: string): Promise<QueueRow> {
    const queue = await repo.queue(eventId);
    if (queue?.enabled) return queue;
    if (!(await repo.eventOrganizer(eventId))) throw notFound('Event');
    throw noQueue();
  }

  const statusOf = (
    queue: QueueRow,
    place: Parameters<typeof standing>[0] | undefined,
    at: Date,
  ): QueueStatus => ({
    eventId: queue.eventId,
    opensAt: queue.opensAt.toISOString(),
    ratePerMinute: queue.ratePerMinute,
    place: place ? standing(place, queue.ratePerMinute, at) : null,
    serverNow: at.toISOString(),
  });

  return {
    async settings(eventId: string, manager: { id: string; role: Role }): Promise<QueueSettings | null> {
      await managedEvent(eventId, manager);
      const queue = await repo.queue(eventId);
      return queue ? settingsView(queue) : null;
    },

    /** Saves the queue's settings with their audit entry; the same settings again record nothing. */
    async saveSettings(
      eventId: string,
      manager: AuditActor,
      input: QueueSettingsInput,
    ): Promise<QueueSettings> {
      const event = await managedEvent(eventId, manager);
      return repo.transaction(async (transaction) => {
        const before = await repo.lockQueue(transaction, eventId);
        const saved = await repo.saveQueue(transaction, {
          eventId,
          enabled: input.enabled,
          opensAt: new Date(input.opensAt),
          ratePerMinute: input.ratePerMinute ?? DEFAULT_ADMISSION_RATE,
          now: now(),
        });
        const was = before ? settingsView(before) : null;
        const is = settingsView(saved);
        if (JSON.stringify(was) !== JSON.stringify(is)) {
          const { eventId: _event, passMinutes: _pass, ...after } = is;
          await audit.record(transaction, {
            action: 'event.queue_changed',
            actor: manager,
            targetId: eventId,
            targetLabel: event.title,
            before: was
              ? { enabled: was.enabled, opensAt: was.opensAt, ratePerMinute: was.ratePerMinute }
              : null,
            after,
          });
        }
        return is;
      });
    },

    /**
     * Joins the queue, or answers the place the account already has: a turn that ended is answered
     * as ended unless the fan asks `again` (then a new place at the back, once the pass's time is
     * over). A reload costs one read.
     */
    async join(eventId: string, userId: string, again: boolean): Promise<QueueStatus> {
      const at = now();
      const queue = await openQueue(eventId);
      const drawn = queue.opensAt <= at;
      const current = await repo.place(eventId, userId, drawn);
      if (current) {
        const { state } = standing(current, queue.ratePerMinute, at);
        const ended = state === 'expired' || state === 'used';
        if (!ended || !again) return statusOf(queue, current, at);
      }
      const joined = await repo.join(eventId, userId, at);
      if ('refused' in joined) throw noQueue();
      return statusOf(queue, await repo.place(eventId, userId, drawn), at);
    },

    async status(eventId: string, userId: string): Promise<QueueStatus> {
      const at = now();
      const queue = await openQueue(eventId);
      return statusOf(queue, await repo.place(eventId, userId, queue.opensAt <= at), at);
    },

    /** The statuses of these accounts in one read (the live streams); none when the queue is off. */
    async statuses(eventId: string, userIds: readonly string[]): Promise<Map<string, QueueStatus>> {
      const at = now();
      const queue = await repo.queue(eventId);
      if (!queue?.enabled || userIds.length === 0) return new Map();
      const places = await repo.places(eventId, userIds, queue.opensAt <= at);
      return new Map(userIds.map((userId) => [userId, statusOf(queue, places.get(userId), at)]));
    },

    /** Admits the next fans of every started queue at its rate; answers how many. */
    async admitDue(): Promise<number> {
      const at = now();
      let admitted = 0;
      for (const { eventId } of await repo.startedQueues(at)) {
        admitted += await repo.admit(eventId, at, ADMIT_BATCH);
      }
      return admitted;
    },
  };
}

export type WaitingRoomService = ReturnType<typeof createWaitingRoomService>;
