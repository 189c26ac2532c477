import { randomUUID } from 'node:crypto';
import { formatEventDate, formatEventTime } from '../../../shared/domain/format';
import {
  type GateAnswerCode,
  gateAnswerText,
  ticketVoidReason,
  type VoidReason,
  voidCode,
} from '../../../shared/domain/gate-answer';
import { runsEvent } from '../../../shared/domain/roles';
import { seatingName } from '../../../shared/domain/seat-map';
import { TICKET_TOKEN_PREFIX } from '../../../shared/domain/ticket-token';
import type { Role } from '../../../shared/schemas/account';
import {
  ADMISSIONS_LOG_SIZE,
  type AdmissionSyncInput,
  type AdmissionSyncItem,
  type AdmissionsView,
  type AdmissionUndone,
  type GatePack,
  ONLINE_DEVICE,
  type TicketVerification,
} from '../../../shared/schemas/gate';
import { HttpError, notFound } from '../../http/errors';
import type { AuditActor, AuditTrail } from '../audit/audit.service';
import type { Signer } from '../signing/signing';
import type { TicketKeys } from '../signing/ticket-keys';
import type { AdmissionQueries, AdmissionRow, GateRepo, GateTicket } from './gate.repo';

/** Who is at the gate: an organiser (own events only) or an admin. */
export interface Gate {
  userId: string;
  role: Role;
}

/** The gate's answer for any ticket of a cancelled event: its tickets are void. */
export const EVENT_CANCELLED_REASON = 'This event was cancelled';
/** A ticket its holder gave away: its code no longer admits (the recipient's new ticket does). */
export const TRANSFERRED_REASON = 'This ticket was transferred: the new holder has a new code';
export const NOT_A_TICKET_REASON = 'Not a KhelPass ticket';
export const REFUNDED_REASON = 'This booking is not confirmed';
export const NOT_ADMITTED_MESSAGE = 'This ticket is not admitted: there is nothing to undo.';

/** 'Already admitted at 6:42 pm IST on Mon, 1 Apr 2030', the sentence behind the gate's short answer. */
const alreadyAdmittedReason = (admittedAt: Date) =>
  `Already admitted at ${formatEventTime(admittedAt)} on ${formatEventDate(admittedAt)}`;

/** Why the ticket does not admit at all, whatever gate: the event, a transfer, a refund. */
function voidReasonOf(ticket: GateTicket): VoidReason | undefined {
  if (ticket.eventStatus === 'cancelled') return 'cancelled';
  return ticketVoidReason({
    transferred: ticket.transferredAt !== null,
    bookingConfirmed: ticket.bookingStatus === 'confirmed',
  });
}
const VOID_SENTENCES: Record<VoidReason, string> = {
  cancelled: EVENT_CANCELLED_REASON,
  transferred: TRANSFERRED_REASON,
  refunded: REFUNDED_REASON,
};

/** An offline admission dated ahead of the server's clock is taken as made now: it cannot win by it. */
const notAfter = (at: Date, limit: Date) => (at > limit ? limit : at);

export function createGateService(deps: {
  repo: GateRepo;
  /** Checks KP2 tickets with their event's Ed25519 key. */
  ticketKeys: TicketKeys;
  /** Checks the HMAC tickets (KP1) issued before tickets were signed with ticketKeys. */
  ticketSigner: Signer;
  audit: AuditTrail;
  now: () => Date;
}) {
  const { repo, ticketKeys, ticketSigner, audit, now } = deps;

  /**
   * The ticket a genuine token names, or undefined. KP2 is checked with its event's Ed25519 key and
   * must name the ticket's own event and seat; KP1 (HMAC, issued before) still admits, since fans
   * may hold one printed or saved, but only through the server.
   */
  async function genuineTicket(token: string): Promise<GateTicket | undefined> {
    if (token.startsWith(TICKET_TOKEN_PREFIX)) {
      const claims = await ticketKeys.verify(token);
      if (!claims) return undefined;
      const found = await repo.ticket(claims.ticketId);
      const matches = found?.eventId === claims.eventId && found.seatLabel === claims.seatLabel;
      return matches ? found : undefined;
    }
    // Exactly the text KP1 tickets were issued as: nothing before or after it, the id as we wrote it.
    const parts =
      /^KP1\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/.exec(
        token,
      );
    const [, ticketId, signature] = parts ?? [];
    if (!ticketId || !signature) return undefined;
    const found = await repo.ticket(ticketId);
    const payload = found && `ticket|${found.id}|${found.eventId}|${found.seatLabel}`;
    const genuine = payload && (await ticketSigner.verify(payload, signature, 'base64url'));
    return genuine ? found : undefined;
  }

  /** The event, when the gate runs it; 404 otherwise (another organiser's event, or none). */
  async function runEvent(eventId: string, gate: Gate) {
    const event = await repo.event(eventId);
    if (!event || !runsEvent(gate, event.organizerId)) throw notFound('Event');
    return event;
  }

  function answer(
    code: GateAnswerCode,
    ticket: GateTicket | null,
    reason: string | null,
    admittedAt: Date | null = ticket?.admittedAt ?? null,
  ): TicketVerification {
    const shown = ticket && {
      id: ticket.id,
      seatLabel: ticket.seatLabel,
      category: seatingName(ticket.categoryId),
      holderName: ticket.holderName,
      eventId: ticket.eventId,
      eventTitle: ticket.eventTitle,
      bookingReference: ticket.bookingReference,
      admittedAt: admittedAt?.toISOString() ?? null,
    };
    return {
      valid: code === 'admitted' || code === 'valid',
      reason,
      code,
      message: gateAnswerText({
        code,
        seatLabel: shown?.seatLabel,
        category: shown?.category,
        admittedAt: shown?.admittedAt,
      }),
      ticket: shown,
    };
  }

  /** A void ticket's answer, or undefined when the ticket admits. */
  function voidAnswer(ticket: GateTicket): TicketVerification | undefined {
    const reason = voidReasonOf(ticket);
    return reason && answer(voidCode(reason), ticket, VOID_SENTENCES[reason]);
  }

  /** The ticket a genuine token names, if the gate runs its event (404 otherwise); null if not genuine. */
  async function scanned(token: string, gate: Gate): Promise<GateTicket | null> {
    const found = await genuineTicket(token);
    if (!found) return null;
    if (!runsEvent(gate, found.organizerId)) throw notFound('Ticket');
    return found;
  }

  /**
   * Records one admission a device made offline, in the transaction that holds the ticket's lock.
   * The first admission of a ticket stands (by the devices' clocks, whichever synced first); any
   * other is a conflict; a void ticket's is flagged. A replay answers what was recorded.
   */
  async function recordOffline(
    tx: AdmissionQueries,
    ticket: GateTicket,
    item: { deviceId: string; admittedAt: Date; by: string },
  ): Promise<{ row: AdmissionRow; standing: AdmissionRow | undefined }> {
    const replay = await tx.recorded(ticket.id, item.deviceId, item.admittedAt);
    const base = {
      eventId: ticket.eventId,
      ticketId: ticket.id,
      deviceId: item.deviceId,
      admittedAt: item.admittedAt,
      recordedAt: now(),
      recordedBy: item.by,
    };
    if (replay) {
      const standing = replay.conflictWith ? await tx.admission(replay.conflictWith) : undefined;
      return { row: replay, standing: replay.outcome === 'admitted' ? replay : standing };
    }
    const voidReason = voidReasonOf(ticket);
    if (voidReason) {
      return { row: await tx.insert({ ...base, outcome: 'void', voidReason }), standing: undefined };
    }
    const standing = await tx.standing(ticket.id);
    if (standing && standing.admittedAt <= item.admittedAt) {
      const row = await tx.insert({ ...base, outcome: 'conflict', conflictWith: standing.id });
      return { row, standing };
    }
    // None stands, or this one was first: it stands, and the later one becomes the conflict.
    const id = randomUUID();
    if (standing) await tx.supersede(standing.id);
    const row = await tx.insert({ ...base, id, outcome: 'admitted' });
    if (standing) await tx.setConflictWith(standing.id, id);
    await tx.setTicketAdmitted(ticket.id, item.admittedAt, item.by);
    return { row, standing: row };
  }

  function syncItem(
    ticketId: string,
    sentAt: string,
    ticket: GateTicket | null,
    recorded?: { row: AdmissionRow; standing: AdmissionRow | undefined },
  ): AdmissionSyncItem {
    if (!ticket || !recorded) {
      return {
        ticketId,
        admittedAt: sentAt,
        outcome: 'rejected',
        code: 'invalid',
        message: gateAnswerText({ code: 'invalid' }),
        standing: null,
      };
    }
    const { row, standing } = recorded;
    const code: GateAnswerCode =
      row.outcome === 'void' && row.voidReason
        ? voidCode(row.voidReason)
        : row.outcome === 'conflict'
          ? 'already_admitted'
          : 'admitted';
    return {
      ticketId,
      admittedAt: sentAt,
      outcome: row.outcome,
      code,
      message: gateAnswerText({
        code,
        seatLabel: ticket.seatLabel,
        category: seatingName(ticket.categoryId),
        admittedAt: standing?.admittedAt,
      }),
      standing: standing
        ? { deviceId: standing.deviceId, admittedAt: standing.admittedAt.toISOString() }
        : null,
    };
  }

  return {
    /**
     * The gate's check, changing nothing: a genuine ticket of a confirmed booking, and whether it was
     * used. A ticket of an event the organiser does not run is not found (404).
     */
    async verifyTicket(token: string, gate: Gate): Promise<TicketVerification> {
      const ticket = await scanned(token, gate);
      if (!ticket) return answer('invalid', null, NOT_A_TICKET_REASON);
      const refused = voidAnswer(ticket);
      if (refused) return refused;
      if (ticket.admittedAt)
        return answer('already_admitted', ticket, alreadyAdmittedReason(ticket.admittedAt));
      return answer('valid', ticket, null);
    },

    /**
     * The gate of eventId lets a ticket in: valid once; a second scan is refused with when it was
     * used, and a ticket for another event is refused without being used up. Only the event's
     * organiser (or an admin) runs its gate: anyone else gets 404. Recorded in the admissions log as
     * the device's (or 'online').
     */
    async admitTicket(
      token: string,
      eventId: string,
      gate: Gate,
      deviceId: string = ONLINE_DEVICE,
    ): Promise<TicketVerification> {
      await runEvent(eventId, gate);
      const found = await scanned(token, gate);
      if (!found) return answer('invalid', null, NOT_A_TICKET_REASON);
      const refused = voidAnswer(found);
      if (refused) return refused;
      if (found.eventId !== eventId)
        return answer('other_event', found, `This ticket is for ${found.eventTitle}`);
      return repo.transaction(async (tx) => {
        const ticket = (await tx.lockTicket(found.id)) ?? found;
        const refusedNow = voidAnswer(ticket);
        if (refusedNow) return refusedNow;
        if (ticket.admittedAt)
          return answer('already_admitted', ticket, alreadyAdmittedReason(ticket.admittedAt));
        const at = now();
        await tx.insert({
          eventId,
          ticketId: ticket.id,
          deviceId,
          admittedAt: at,
          recordedAt: at,
          recordedBy: gate.userId,
          outcome: 'admitted',
        });
        await tx.setTicketAdmitted(ticket.id, at, gate.userId);
        return answer('admitted', ticket, null, at);
      });
    },

    /**
     * What the event's gates download to check tickets offline: its public key and the tickets that
     * no longer admit. Only its organiser (or an admin) gets it: anyone else gets 404.
     */
    async gatePack(eventId: string, gate: Gate): Promise<GatePack> {
      const event = await runEvent(eventId, gate);
      const [publicKey, voidTickets] = await Promise.all([
        ticketKeys.publicKey(eventId),
        repo.voidTickets(eventId),
      ]);
      return {
        eventId,
        eventTitle: event.title,
        publicKey,
        cancelled: event.status === 'cancelled',
        voidTickets,
        generatedAt: now().toISOString(),
      };
    },

    /**
     * Admissions a device made offline, each recorded in its own transaction with its ticket locked
     * (recordOffline), answered one by one so the device can clear its queue. A ticket not of this
     * event, or a token that does not name it, is rejected and recorded nowhere.
     */
    async sync(
      eventId: string,
      gate: Gate,
      input: AdmissionSyncInput,
    ): Promise<{ items: AdmissionSyncItem[] }> {
      await runEvent(eventId, gate);
      const items: AdmissionSyncItem[] = [];
      for (const item of input.admissions) {
        const scannedTicket = item.token === undefined ? undefined : await genuineTicket(item.token);
        const tokenMatches = item.token === undefined || scannedTicket?.id === item.ticketId;
        const admittedAt = notAfter(new Date(item.admittedAt), now());
        const outcome = tokenMatches
          ? await repo.transaction(async (tx) => {
              const ticket = await tx.lockTicket(item.ticketId);
              if (!ticket || ticket.eventId !== eventId) return { ticket: null };
              const recorded = await recordOffline(tx, ticket, {
                deviceId: input.deviceId,
                admittedAt,
                by: gate.userId,
              });
              return { ticket, recorded };
            })
          : { ticket: null };
        items.push(syncItem(item.ticketId, item.admittedAt, outcome.ticket, outcome.recorded));
      }
      return { items };
    },

    /**
     * A supervisor takes an admission back (a wrong scan): the ticket admits again, and the log
     * keeps who undid it and when. 404 for an event or ticket the caller does not run; 409 when the
     * ticket is not in. The audit log names the supervisor.
     */
    async undo(eventId: string, ticketId: string, supervisor: AuditActor): Promise<AdmissionUndone> {
      const gate: Gate = { userId: supervisor.id, role: supervisor.role };
      await runEvent(eventId, gate);
      const at = now();
      await repo.transaction(async (tx, transaction) => {
        const ticket = await tx.lockTicket(ticketId);
        if (!ticket || ticket.eventId !== eventId) throw notFound('Ticket');
        const standing = await tx.standing(ticketId);
        if (!standing) throw new HttpError(409, 'not_admitted', NOT_ADMITTED_MESSAGE);
        await tx.undo(standing.id, at, gate.userId);
        await tx.setTicketAdmitted(ticketId, null, null);
        await audit.record(transaction, {
          action: 'ticket.admission_undone',
          actor: supervisor,
          targetId: ticketId,
          targetLabel: `${ticket.bookingReference} ${ticket.seatLabel} · ${ticket.eventTitle}`,
          before: { admittedAt: standing.admittedAt.toISOString() },
          after: { admittedAt: null },
        });
      });
      return { ticketId, undoneAt: at.toISOString(), undoneBy: await repo.userName(gate.userId) };
    },

    /** The gate's counters, its newest admissions and every flagged one, for the event's organiser. */
    async view(eventId: string, gate: Gate): Promise<AdmissionsView> {
      await runEvent(eventId, gate);
      const [counts, recent, flags] = await Promise.all([
        repo.counts(eventId),
        repo.recent(eventId, ADMISSIONS_LOG_SIZE),
        repo.flags(eventId),
      ]);
      const ticketOf = (row: (typeof recent)[number] | (typeof flags)[number]) => ({
        ticketId: row.ticketId,
        seatLabel: row.seatLabel,
        category: seatingName(row.categoryId),
        holderName: row.holderName,
        bookingReference: row.bookingReference,
        deviceId: row.deviceId,
        admittedAt: row.admittedAt.toISOString(),
      });
      return {
        ...counts,
        recent: recent.map((row) => ({
          ...ticketOf(row),
          undone: row.undoneAt ? { at: row.undoneAt.toISOString(), by: row.undoneBy ?? '' } : null,
        })),
        flags: flags.map((row) => ({
          ...ticketOf(row),
          kind: row.outcome === 'void' ? 'void' : 'conflict',
          reason: row.voidReason,
          standing:
            row.standingDeviceId && row.standingAdmittedAt
              ? { deviceId: row.standingDeviceId, admittedAt: row.standingAdmittedAt.toISOString() }
              : null,
        })),
      };
    },

    /** The sales page's admissions figure: tickets in, of those that admit, and flagged admissions. */
    async salesFigures(eventId: string) {
      const [counts, flagged] = await Promise.all([repo.counts(eventId), repo.flaggedCount(eventId)]);
      return { admitted: counts.admitted, issued: counts.sold, flagged };
    },
  };
}

export type GateService = ReturnType<typeof createGateService>;
