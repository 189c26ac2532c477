import { and, asc, desc, eq, getTableColumns, gt, inArray, sql } from 'drizzle-orm';
import type { SectionId } from '../../../shared/booking-constants';
import type { SportId } from '../../../shared/constants';
import type { PriceList } from '../../../shared/domain/price-list';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  bookings,
  cities,
  eventCategories,
  eventPriceChanges,
  eventSeats,
  eventSections,
  events,
  holds,
  seatHolds,
  teams,
  venues,
} from '../../db/schema';
import { retryingTransaction, type Transaction } from '../../db/transaction';
import { consoleStatus } from './organizer.repo';

/** A new event's row: the columns the editor decides (the rest keep their defaults). */
export type NewEventRow = typeof events.$inferInsert;
/** The event columns the editor changes. */
export type EventChanges = Partial<
  Pick<
    typeof events.$inferInsert,
    | 'title'
    | 'subtitle'
    | 'sportId'
    | 'cityId'
    | 'venueId'
    | 'team1'
    | 'team2'
    | 'team1Id'
    | 'team2Id'
    | 'tournament'
    | 'startsAt'
    | 'endsAt'
    | 'localDate'
    | 'saleOpensAt'
    | 'description'
    | 'highlights'
    | 'image'
    | 'status'
    | 'seatPlan'
  >
>;

const { searchDocument: _search, ...eventColumns } = getTableColumns(events);

function editorQueries(db: Db) {
  /** The event with its venue and city, if the organiser runs it. */
  const ownEventQuery = (eventId: string, organizerId: string, now: Date) =>
    db
      .select({
        ...eventColumns,
        consoleStatus: consoleStatus(now),
        venueName: venues.name,
        venueCapacity: venues.capacity,
        venueSports: venues.sports,
        cityName: cities.name,
      })
      .from(events)
      .innerJoin(venues, eq(venues.id, events.venueId))
      .innerJoin(cities, eq(cities.id, events.cityId))
      .where(and(eq(events.id, eventId), eq(events.organizerId, organizerId)));

  /** A list's map sections, nothing sold (a new event's, or one leaving its seating plan). */
  async function insertSections(eventId: string, sections: PriceList['sections']) {
    if (sections.length === 0) return;
    await db.insert(eventSections).values(
      sections.map((section) => ({
        eventId,
        sectionId: section.id,
        pricePaise: section.pricePaise,
        seats: section.seats,
        sold: 0,
      })),
    );
  }

  return {
    async ownEvent(eventId: string, organizerId: string, now: Date) {
      const [row] = await ownEventQuery(eventId, organizerId, now);
      return row;
    },

    /** The organiser's event, its row locked until the transaction ends: one edit at a time. */
    async lockOwnEvent(eventId: string, organizerId: string, now: Date) {
      const [row] = await ownEventQuery(eventId, organizerId, now).for('update', { of: events });
      return row;
    },

    async venue(venueId: string) {
      const [row] = await db
        .select({
          id: venues.id,
          name: venues.name,
          cityId: venues.cityId,
          capacity: venues.capacity,
          sports: venues.sports,
        })
        .from(venues)
        .where(eq(venues.id, venueId));
      return row;
    },

    sportTeams(sport: SportId) {
      return db
        .select({ id: teams.id, name: teams.name })
        .from(teams)
        .where(eq(teams.sportId, sport))
        .orderBy(asc(teams.name));
    },

    /** The sport's catalogue teams whose names are among these, whatever the case. */
    teamsNamed(sport: SportId, names: string[]) {
      return db
        .select({ id: teams.id, name: teams.name })
        .from(teams)
        .where(
          and(
            eq(teams.sportId, sport),
            inArray(
              sql`lower(${teams.name})`,
              names.map((name) => name.toLowerCase()),
            ),
          ),
        );
    },

    /** The price list with what is sold and held of each point (a section's seats held by live sessions). */
    async priceList(eventId: string, now: Date) {
      const [categories, sections] = await Promise.all([
        db
          .select({
            id: eventCategories.categoryId,
            pricePaise: eventCategories.pricePaise,
            capacity: eventCategories.capacity,
            sold: eventCategories.sold,
            held: eventCategories.held,
          })
          .from(eventCategories)
          .where(eq(eventCategories.eventId, eventId)),
        db
          .select({
            id: eventSections.sectionId,
            pricePaise: eventSections.pricePaise,
            seats: eventSections.seats,
            sold: eventSections.sold,
            held: sql<number>`(select count(*)::int from ${eventSeats}
              where ${eventSeats.eventId} = ${eventSections.eventId} and ${eventSeats.section} = ${eventSections.sectionId}
                and ${eventSeats.status} = 'available' and ${eventSeats.holdId} is not null
                and ${eventSeats.holdExpiresAt} > ${now.toISOString()}::timestamptz)`,
          })
          .from(eventSections)
          .where(eq(eventSections.eventId, eventId)),
      ]);
      return { categories, sections };
    },

    /** The event's latest price changes, newest first. */
    priceChanges(eventId: string, limit: number) {
      return db
        .select({
          pointKind: eventPriceChanges.pointKind,
          pointId: eventPriceChanges.pointId,
          oldPricePaise: eventPriceChanges.oldPricePaise,
          newPricePaise: eventPriceChanges.newPricePaise,
          changedAt: eventPriceChanges.changedAt,
        })
        .from(eventPriceChanges)
        .where(eq(eventPriceChanges.eventId, eventId))
        .orderBy(desc(eventPriceChanges.changedAt), desc(eventPriceChanges.id))
        .limit(limit);
    },

    /** Whether a booking was ever made for the event (paid, awaiting payment or given up). */
    async hasBookings(eventId: string) {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.eventId, eventId))
        .limit(1);
      return row !== undefined;
    },

    /** Whether a fan's booking session on the event is open now. */
    async hasLiveHolds(eventId: string, now: Date) {
      const [row] = await db
        .select({ id: holds.id })
        .from(holds)
        .where(
          and(
            eq(holds.eventId, eventId),
            inArray(holds.status, ['active', 'checked_out']),
            gt(holds.expiresAt, now),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Whether any place of the event is held, or counted as held, by a session: one open now, one
     * that ran out but is not yet given back, or a plan seat still named by a hold.
     */
    async hasHeldPlaces(eventId: string) {
      const [row] = rowsOf<{ held: boolean }>(
        await db.execute(sql`
          SELECT EXISTS (SELECT 1 FROM ${eventCategories} WHERE ${eventCategories.eventId} = ${eventId} AND ${eventCategories.held} > 0)
              OR EXISTS (SELECT 1 FROM ${holds} WHERE ${holds.eventId} = ${eventId} AND ${holds.status} IN ('active', 'checked_out'))
              OR EXISTS (SELECT 1 FROM ${seatHolds} WHERE ${seatHolds.eventId} = ${eventId}) AS held`),
      );
      return row?.held === true;
    },

    async insertEvent(row: NewEventRow) {
      await db.insert(events).values(row);
    },

    /** A new event's price list: nothing sold or held yet. */
    async insertPriceList(eventId: string, list: PriceList) {
      await db.insert(eventCategories).values(
        list.categories.map((category) => ({
          eventId,
          categoryId: category.id,
          pricePaise: category.pricePaise,
          capacity: category.capacity,
          sold: 0,
        })),
      );
      await insertSections(eventId, list.sections);
    },

    insertSections,

    /** An event going onto its venue's seating plan has no map sections. */
    async deleteSections(eventId: string) {
      await db.delete(eventSections).where(eq(eventSections.eventId, eventId));
    },

    async updateEvent(eventId: string, changes: EventChanges, now: Date) {
      await db
        .update(events)
        .set({ ...changes, updatedAt: now })
        .where(eq(events.id, eventId));
    },

    /**
     * Sets a category's price and places, unless fewer places than it has sold and held (a fan's
     * hold may have taken one since it was read): false then, with nothing changed.
     */
    async setCategory(eventId: string, categoryId: string, values: { pricePaise: number; capacity: number }) {
      const changed = await db
        .update(eventCategories)
        .set(values)
        .where(
          and(
            eq(eventCategories.eventId, eventId),
            eq(eventCategories.categoryId, categoryId),
            sql`${eventCategories.sold} + ${eventCategories.held} <= ${values.capacity}`,
          ),
        )
        .returning({ id: eventCategories.categoryId });
      return changed.length === 1;
    },

    async setSectionPrice(eventId: string, sectionId: SectionId, pricePaise: number) {
      await db
        .update(eventSections)
        .set({ pricePaise })
        .where(and(eq(eventSections.eventId, eventId), eq(eventSections.sectionId, sectionId)));
    },

    async recordPriceChanges(rows: (typeof eventPriceChanges.$inferInsert)[]) {
      if (rows.length > 0) await db.insert(eventPriceChanges).values(rows);
    },

    /**
     * The event's aggregates after its price list changed, under the event's lock: its places, and
     * its sort cache of the card's price at `now` (kp_event_price; the last price when nothing is
     * free), so a list sorted by price has it at once rather than at the next price sweep.
     */
    async refreshTotals(eventId: string, now: Date) {
      await db
        .update(events)
        .set({
          totalSeats: sql`(select coalesce(sum(${eventCategories.capacity}), 0) from ${eventCategories} where ${eventCategories.eventId} = ${eventId})
            + (select coalesce(sum(${eventSections.seats}), 0) from ${eventSections} where ${eventSections.eventId} = ${eventId})`,
          pricePaise: sql`coalesce((kp_event_price(${eventId}, ${now.toISOString()}::timestamptz) ->> 'price')::integer, ${events.pricePaise})`,
        })
        .where(eq(events.id, eventId));
    },

    async deleteEvent(eventId: string) {
      await db.delete(events).where(eq(events.id, eventId));
    },
  };
}

export type EditorQueries = ReturnType<typeof editorQueries>;

export function createEventEditorRepo(db: Db) {
  return {
    ...editorQueries(db),
    /**
     * Runs fn in one transaction (run again after a deadlock) with the queries bound to it, and the
     * transaction for inventory to reprice the map's seats in.
     */
    transaction<T>(fn: (tx: EditorQueries, transaction: Transaction) => Promise<T>): Promise<T> {
      return retryingTransaction(db, (tx, transaction) => fn(editorQueries(tx), transaction));
    },
  };
}
export type EventEditorRepo = ReturnType<typeof createEventEditorRepo>;
