import { and, asc, count, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ticketVoidReason } from '../../../shared/domain/gate-answer';
import type { Db } from '../../db/client';
import { admissions, bookings, events, tickets, users } from '../../db/schema';
import { errorConstraint, retryingTransaction, type Transaction } from '../../db/transaction';

export type AdmissionRow = typeof admissions.$inferSelect;
export type NewAdmission = typeof admissions.$inferInsert;

/** A ticket as the gate judges it: its booking's state, its event's, and who runs the event. */
const gateTicketColumns = {
  id: tickets.id,
  eventId: tickets.eventId,
  seatLabel: tickets.seatLabel,
  holderName: tickets.holderName,
  admittedAt: tickets.admittedAt,
  transferredAt: tickets.transferredAt,
  bookingStatus: bookings.status,
  bookingReference: bookings.reference,
  categoryId: bookings.category,
  eventTitle: events.title,
  eventStatus: events.status,
  organizerId: events.organizerId,
};

function gateTickets(db: Db) {
  return db
    .select(gateTicketColumns)
    .from(tickets)
    .innerJoin(bookings, eq(bookings.id, tickets.bookingId))
    .innerJoin(events, eq(events.id, tickets.eventId));
}
export type GateTicket = Awaited<ReturnType<ReturnType<typeof gateTickets>['execute']>>[number];

/** The queries of one admission, inside its transaction. */
function admissionQueries(db: Db) {
  return {
    /** The ticket, locked until the transaction ends: every admission of it waits its turn. */
    async lockTicket(ticketId: string): Promise<GateTicket | undefined> {
      const [row] = await gateTickets(db).where(eq(tickets.id, ticketId)).for('update', { of: tickets });
      return row;
    },
    /** This device's admission of the ticket at this time, if it was recorded before (a replay). */
    async recorded(ticketId: string, deviceId: string, admittedAt: Date) {
      const [row] = await db
        .select()
        .from(admissions)
        .where(
          and(
            eq(admissions.ticketId, ticketId),
            eq(admissions.deviceId, deviceId),
            eq(admissions.admittedAt, admittedAt),
          ),
        );
      return row;
    },
    /** The ticket's admission that stands (not undone), if any. */
    async standing(ticketId: string) {
      const [row] = await db
        .select()
        .from(admissions)
        .where(
          and(
            eq(admissions.ticketId, ticketId),
            eq(admissions.outcome, 'admitted'),
            isNull(admissions.undoneAt),
          ),
        );
      return row;
    },
    async admission(id: string) {
      const [row] = await db.select().from(admissions).where(eq(admissions.id, id));
      return row;
    },
    async insert(values: NewAdmission) {
      const [row] = await db.insert(admissions).values(values).returning();
      if (!row) throw new Error('admission insert returned nothing');
      return row;
    },
    /** An admission that stood loses to an earlier one: it becomes the conflict (conflictWith set after). */
    async supersede(id: string) {
      await db.update(admissions).set({ outcome: 'conflict' }).where(eq(admissions.id, id));
    },
    async setConflictWith(id: string, conflictWith: string) {
      await db.update(admissions).set({ conflictWith }).where(eq(admissions.id, id));
    },
    async undo(id: string, at: Date, by: string) {
      await db.update(admissions).set({ undoneAt: at, undoneBy: by }).where(eq(admissions.id, id));
    },
    /** The ticket's own state, mirroring the admission that stands (null when none does). */
    async setTicketAdmitted(ticketId: string, admittedAt: Date | null, admittedBy: string | null) {
      await db.update(tickets).set({ admittedAt, admittedBy }).where(eq(tickets.id, ticketId));
    },
  };
}
export type AdmissionQueries = ReturnType<typeof admissionQueries>;

const undoer = alias(users, 'undoer');
/** What the log shows of a logged admission's ticket, and the device and time of the admission. */
const loggedTicket = {
  ticketId: tickets.id,
  seatLabel: tickets.seatLabel,
  categoryId: bookings.category,
  holderName: tickets.holderName,
  bookingReference: bookings.reference,
  deviceId: admissions.deviceId,
  admittedAt: admissions.admittedAt,
};
const standingAdmission = alias(admissions, 'standing_admission');

/** The gate's tables: the admissions log (its own), and tickets' admitted_at, which mirrors it. */
export function createGateRepo(db: Db) {
  return {
    /** The event as its gate needs it; undefined when there is no such event. */
    async event(eventId: string) {
      const [row] = await db
        .select({ organizerId: events.organizerId, title: events.title, status: events.status })
        .from(events)
        .where(eq(events.id, eventId));
      return row;
    },

    async ticket(ticketId: string): Promise<GateTicket | undefined> {
      const [row] = await gateTickets(db).where(eq(tickets.id, ticketId));
      return row;
    },

    /** The event's tickets that no longer admit anyone, with why (ticketVoidReason). */
    async voidTickets(eventId: string) {
      const rows = await db
        .select({ id: tickets.id, status: bookings.status, transferredAt: tickets.transferredAt })
        .from(tickets)
        .innerJoin(bookings, eq(bookings.id, tickets.bookingId))
        .where(
          and(
            eq(tickets.eventId, eventId),
            or(eq(bookings.status, 'refunded'), isNotNull(tickets.transferredAt)),
          ),
        )
        .orderBy(asc(tickets.id));
      return rows.flatMap((row) => {
        const reason = ticketVoidReason({
          transferred: row.transferredAt !== null,
          bookingConfirmed: row.status === 'confirmed',
        });
        return reason ? [{ id: row.id, reason }] : [];
      });
    },

    /** Tickets that admit (of confirmed bookings, not transferred), and how many of them are in. */
    async counts(eventId: string) {
      const [row] = await db
        .select({ sold: count(), admitted: count(tickets.admittedAt) })
        .from(tickets)
        .innerJoin(bookings, eq(bookings.id, tickets.bookingId))
        .where(
          and(eq(tickets.eventId, eventId), eq(bookings.status, 'confirmed'), isNull(tickets.transferredAt)),
        );
      return { sold: row?.sold ?? 0, admitted: row?.admitted ?? 0 };
    },

    async flaggedCount(eventId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(admissions)
        .where(and(eq(admissions.eventId, eventId), sql`${admissions.outcome} <> 'admitted'`));
      return row?.n ?? 0;
    },

    /** The newest admissions that stood (undone ones too, with who undid them), newest first. */
    recent(eventId: string, limit: number) {
      return db
        .select({ ...loggedTicket, undoneAt: admissions.undoneAt, undoneBy: undoer.name })
        .from(admissions)
        .innerJoin(tickets, eq(tickets.id, admissions.ticketId))
        .innerJoin(bookings, eq(bookings.id, tickets.bookingId))
        .leftJoin(undoer, eq(undoer.id, admissions.undoneBy))
        .where(and(eq(admissions.eventId, eventId), eq(admissions.outcome, 'admitted')))
        .orderBy(desc(admissions.recordedAt), desc(admissions.admittedAt))
        .limit(limit);
    },

    /** Every flagged admission (conflicts with the admission they lost to, void tickets let in). */
    flags(eventId: string) {
      return db
        .select({
          ...loggedTicket,
          outcome: admissions.outcome,
          voidReason: admissions.voidReason,
          standingDeviceId: standingAdmission.deviceId,
          standingAdmittedAt: standingAdmission.admittedAt,
        })
        .from(admissions)
        .innerJoin(tickets, eq(tickets.id, admissions.ticketId))
        .innerJoin(bookings, eq(bookings.id, tickets.bookingId))
        .leftJoin(standingAdmission, eq(standingAdmission.id, admissions.conflictWith))
        .where(and(eq(admissions.eventId, eventId), sql`${admissions.outcome} <> 'admitted'`))
        .orderBy(desc(admissions.recordedAt), desc(admissions.admittedAt));
    },

    async userName(userId: string) {
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
      return row?.name ?? '';
    },

    /**
     * Runs fn in one transaction (again after a deadlock), with the admission queries bound to it.
     * A refund or a cancellation that commits after fn read the ticket makes the database's rule
     * (tickets_admissible) refuse the admission: fn runs once more and its fresh read answers why,
     * instead of a 500. Any other error is the caller's.
     */
    async transaction<T>(fn: (tx: AdmissionQueries, transaction: Transaction) => Promise<T>): Promise<T> {
      const run = () => retryingTransaction(db, (tx, transaction) => fn(admissionQueries(tx), transaction));
      try {
        return await run();
      } catch (error) {
        if (errorConstraint(error) !== 'tickets_admissible') throw error;
        return run();
      }
    },
  };
}
export type GateRepo = ReturnType<typeof createGateRepo>;
