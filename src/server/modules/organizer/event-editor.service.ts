import { randomBytes } from 'node:crypto';
import { SEAT_CATEGORIES, SEAT_MAP_SECTIONS } from '../../../shared/booking-constants';
import { SPORTS, type SportId, SUPPORT } from '../../../shared/constants';
import {
  eventTitle,
  publishIssues,
  type Schedule,
  scheduleFields,
  scheduleIssues,
  scheduleOf,
} from '../../../shared/domain/event-form';
import { formatCount } from '../../../shared/domain/format';
import { planPriceList } from '../../../shared/domain/plan-sales';
import {
  type CategoryId,
  capacityIssue,
  MIN_VENUE_CAPACITY,
  type PriceList,
  placesIn,
  placesIssue,
  priceList,
} from '../../../shared/domain/price-list';
import { seatingName } from '../../../shared/domain/seat-map';
import { istDateTime } from '../../../shared/domain/time';
import {
  type EventForm,
  type EventPatch,
  eventFormSchema,
  type OwnEvent,
  type PriceListInput,
  type SportTeamList,
} from '../../../shared/schemas/organizer';
import type { Transaction } from '../../db/transaction';
import { HttpError, invalidRequest, notFound, validationError } from '../../http/errors';
import type { AuditActor, AuditTrail } from '../audit/audit.service';
import { type PlanSource, planIndexes } from '../inventory/block-inventory.service';
import type { InventoryService } from '../inventory/inventory.service';
import type { EditorQueries, EventChanges, EventEditorRepo } from './event-editor.repo';

/** Price changes the editor shows. */
const PRICE_HISTORY_SHOWN = 20;
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * 'ev-' and ten random letters and digits (50 bits): in the catalogue's id space (event pages,
 * route params of at most 64 characters), never one of the generated ids (ev-000042, ev-20261201-000042).
 */
function newEventId(): string {
  return `ev-${Array.from(randomBytes(10), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')}`;
}

const sportName = (sport: string) => SPORTS.find((s) => s.id === sport)?.name ?? sport;
const conflict = (code: string, message: string, fields?: Record<string, string>) =>
  new HttpError(409, code, message, fields);

type OwnRow = NonNullable<Awaited<ReturnType<EditorQueries['ownEvent']>>>;
type Venue = NonNullable<Awaited<ReturnType<EditorQueries['venue']>>>;

/** The form as the stored event fills it in. */
function formOf(row: OwnRow): EventForm {
  return {
    sport: row.sportId,
    tournament: row.tournament,
    team1: row.team1,
    team2: row.team2,
    venueId: row.venueId,
    ...scheduleFields(row),
    description: row.description,
    highlights: row.highlights,
    image: row.image,
    seatPlan: row.seatPlan,
  };
}

/** Why the venue cannot stage the sport, or null. */
function venueIssue(venue: Venue | undefined, sport: SportId): string | null {
  if (!venue) return 'Choose a venue from the list';
  if (!venue.sports.includes(sport)) return `${venue.name} does not stage ${sportName(sport).toLowerCase()}`;
  if (venue.capacity < MIN_VENUE_CAPACITY)
    return `${venue.name} is too small for a seat map and five categories`;
  return null;
}

/** The form's fields that follow from the form alone and the venue: what every save writes. */
async function eventColumns(tx: EditorQueries, form: EventForm, venue: Venue, schedule: Schedule) {
  // A name of one of the sport's catalogue teams links to it, in the catalogue's spelling.
  const known = new Map(
    (await tx.teamsNamed(form.sport, [form.team1, form.team2])).map((team) => [
      team.name.toLowerCase(),
      team,
    ]),
  );
  const side = (name: string) => known.get(name.toLowerCase()) ?? { id: null, name };
  const team1 = side(form.team1);
  const team2 = side(form.team2);
  const startsAt = new Date(schedule.startsAt);
  return {
    title: eventTitle(team1.name, team2.name),
    subtitle: form.tournament,
    sportId: form.sport,
    cityId: venue.cityId,
    venueId: venue.id,
    team1: team1.name,
    team2: team2.name,
    team1Id: team1.id,
    team2Id: team2.id,
    tournament: form.tournament,
    startsAt,
    endsAt: new Date(schedule.endsAt),
    localDate: istDateTime(startsAt).date,
    saleOpensAt: schedule.saleOpensAt === null ? null : new Date(schedule.saleOpensAt),
    description: form.description ?? '',
    highlights: form.highlights ?? [],
    image: form.image,
  } satisfies EventChanges;
}

/** The form's fields a change altered, as they were and as they are (an audit entry's before and after). */
function changedFields(before: EventForm, after: EventForm) {
  const keys = (Object.keys(after) as (keyof EventForm)[]).filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

export function createEventEditorService(deps: {
  repo: EventEditorRepo;
  inventory: InventoryService;
  audit: AuditTrail;
  now: () => Date;
  plans: PlanSource;
}) {
  const { repo, inventory, audit, now, plans } = deps;
  const planOf = planIndexes(plans);

  /**
   * The list an event starts from at a venue (prices the spec's): its seating plan's categories
   * sized by their blocks, or the standard list; null when the plan has too few blocks for the
   * five categories.
   */
  function startingList(venue: Venue, seatPlan: boolean): PriceList | null {
    if (!seatPlan) return priceList(venue.capacity);
    try {
      return planPriceList(planOf(venue).plan);
    } catch (error) {
      if (error instanceof RangeError) return null;
      throw error;
    }
  }

  async function view(tx: EditorQueries, row: OwnRow, at: Date): Promise<OwnEvent> {
    const [list, changes, booked] = await Promise.all([
      tx.priceList(row.id, at),
      tx.priceChanges(row.id, PRICE_HISTORY_SHOWN),
      tx.hasBookings(row.id),
    ]);
    const category = new Map(list.categories.map((c) => [c.id, c]));
    const blocksOf = row.seatPlan
      ? planOf({ id: row.venueId, capacity: row.venueCapacity, sports: row.venueSports }).index.categories
      : null;
    const section = new Map(list.sections.map((s) => [s.id, s]));
    const categories = SEAT_CATEGORIES.flatMap((spec) => {
      const point = category.get(spec.id);
      if (!point) return [];
      const blocks = blocksOf?.get(spec.id)?.length;
      return [{ ...point, id: spec.id, name: spec.name, ...(blocks === undefined ? {} : { blocks }) }];
    });
    const sections = SEAT_MAP_SECTIONS.flatMap((spec) => {
      const point = section.get(spec.id);
      return point ? [{ ...point, name: seatingName(spec.id) }] : [];
    });
    return {
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      status: row.status as OwnEvent['status'],
      consoleStatus: row.consoleStatus,
      sport: row.sportId,
      tournament: row.tournament,
      team1: row.team1,
      team2: row.team2,
      venueId: row.venueId,
      ...scheduleFields(row),
      description: row.description,
      highlights: row.highlights,
      image: row.image,
      team1Id: row.team1Id,
      team2Id: row.team2Id,
      venueName: row.venueName,
      cityName: row.cityName,
      venueCapacity: row.venueCapacity,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      saleOpensAt: row.saleOpensAt?.toISOString() ?? null,
      hasSales: row.seatsSold > 0 || booked,
      seatPlan: row.seatPlan,
      priceList: {
        categories,
        sections,
        places: placesIn({ categories, sections }),
      },
      priceChanges: changes.map((change) => ({
        ...change,
        // The map's sections share names with categories (Premium, Economy): said apart.
        name:
          change.pointKind === 'section' ? `Map ${seatingName(change.pointId)}` : seatingName(change.pointId),
        changedAt: change.changedAt.toISOString(),
      })),
    };
  }

  async function ownEvent(tx: EditorQueries, eventId: string, organizerId: string, at: Date, lock: boolean) {
    const row = lock
      ? await tx.lockOwnEvent(eventId, organizerId, at)
      : await tx.ownEvent(eventId, organizerId, at);
    // Another organiser's event is answered as no event at all.
    if (!row) throw notFound('Event');
    // An admin's takedown (decision 014) is not the organiser's to undo, edit around or delete away.
    if (lock && row.consoleStatus === 'unpublished') {
      throw conflict(
        'taken_down',
        `KhelPass unpublished this event, so it cannot be changed. Write to ${SUPPORT.email} about it.`,
      );
    }
    return row;
  }

  /** A whole form's schedule and venue, checked; every problem at once, as a 400 naming its field. */
  async function checkedForm(tx: EditorQueries, form: EventForm, startIsNew: boolean, at: Date) {
    const schedule = scheduleOf(form);
    const venue = await tx.venue(form.venueId);
    const issues = scheduleIssues(schedule, at.getTime(), startIsNew);
    const badVenue = venueIssue(venue, form.sport);
    if (badVenue) issues.venueId = badVenue;
    const list = venue && !badVenue ? startingList(venue, form.seatPlan ?? false) : null;
    if (venue && !badVenue && !list) {
      issues.seatPlan = `${venue.name} has too few blocks for a seat plan with five categories`;
    }
    if (Object.keys(issues).length > 0 || !venue || !list) throw invalidRequest(issues);
    return { schedule, venue, list };
  }

  /**
   * Whether the event's seating is in use: sold, booked, or a place held or still counted as held
   * (a session that ran out is given back later): its seat plan then stays.
   */
  async function seatingTaken(tx: EditorQueries, row: OwnRow, at: Date) {
    return (await touchedByFans(tx, row, at)) || (await tx.hasHeldPlaces(row.id));
  }

  /**
   * Onto the venue's seating plan the map's sections go; off it they come back with `list`'s
   * prices, and any map seats written earlier (all free: nothing is sold or held) take them.
   */
  async function switchSeating(
    tx: EditorQueries,
    transaction: Transaction,
    eventId: string,
    list: PriceList,
  ) {
    if (list.sections.length === 0) {
      await tx.deleteSections(eventId);
      return;
    }
    await tx.insertSections(eventId, list.sections);
    for (const section of list.sections) {
      await inventory.repriceSection(transaction, eventId, section.id, section.pricePaise);
    }
  }

  /** Whether places of the event were ever sold, booked or are held by a session open now. */
  async function touchedByFans(tx: EditorQueries, row: OwnRow, at: Date) {
    return row.seatsSold > 0 || (await tx.hasBookings(row.id)) || (await tx.hasLiveHolds(row.id, at));
  }

  return {
    async sportTeams(sport: SportId): Promise<SportTeamList> {
      return { items: await repo.sportTeams(sport) };
    },

    async getEvent(organizerId: string, eventId: string): Promise<OwnEvent> {
      const at = now();
      return view(repo, await ownEvent(repo, eventId, organizerId, at, false), at);
    },

    /**
     * A draft of the organiser's with the spec's default price list at its venue's capacity, all in
     * one transaction: the event and its whole list, or nothing.
     */
    async createEvent(actor: AuditActor, form: EventForm): Promise<OwnEvent> {
      const at = now();
      const organizerId = actor.id;
      return repo.transaction(async (tx, transaction) => {
        const { schedule, venue, list } = await checkedForm(tx, form, true, at);
        const id = newEventId();
        await tx.insertEvent({
          id,
          ...(await eventColumns(tx, form, venue, schedule)),
          organizerId,
          status: 'draft',
          seatPlan: form.seatPlan ?? false,
          createdAt: at,
          updatedAt: at,
          totalSeats: placesIn(list),
          seatsSold: 0,
          // The card's price cache starts at the list's cheapest place (nothing is sold yet).
          pricePaise: Math.min(
            ...list.categories.map((c) => c.pricePaise),
            ...list.sections.map((s) => s.pricePaise),
          ),
          // Nothing known yet: no prediction, popularity, ratings or crowd (the event page shows none).
          prediction: '',
          popularity: 0,
          ratingTenths: 0,
          attendance: 0,
        });
        await tx.insertPriceList(id, list);
        const created = await ownEvent(tx, id, organizerId, at, false);
        await audit.record(transaction, {
          action: 'event.created',
          actor,
          targetId: id,
          targetLabel: created.title,
          after: {
            status: 'draft',
            startsAt: created.startsAt.toISOString(),
            venueId: created.venueId,
            seatPlan: created.seatPlan,
          },
        });
        return view(tx, created, at);
      });
    },

    /**
     * Changes the fields given. A draft may change everything; a published event keeps its start
     * (Postpone moves it), its seat plan and, on a seat plan, its venue; once fans have bought or hold
     * places, its sport and venue too. A new venue or seat plan gives the categories their places (the plan's blocks or the
     * default split); prices stay.
     */
    async updateEvent(actor: AuditActor, eventId: string, patch: EventPatch): Promise<OwnEvent> {
      const at = now();
      const organizerId = actor.id;
      return repo.transaction(async (tx, transaction) => {
        const row = await ownEvent(tx, eventId, organizerId, at, true);
        if (row.status === 'cancelled')
          throw conflict('event_cancelled', 'A cancelled event cannot be edited');
        const parsed = eventFormSchema.safeParse({ ...formOf(row), ...patch });
        if (!parsed.success) throw validationError(parsed.error);
        const form = parsed.data;
        const startIsNew = scheduleOf(form).startsAt !== row.startsAt.toISOString();
        if (startIsNew && row.status !== 'draft') {
          throw conflict(
            'use_postpone',
            'A published event’s date changes through Postpone, which tells its ticket holders.',
            { startDate: 'Use Postpone to move a published event' },
          );
        }
        const venueMoved = form.venueId !== row.venueId;
        const moved = form.sport !== row.sportId || venueMoved;
        // A plan event's seats are its venue's blocks: a hold that ran out still names them.
        const inUse = venueMoved && row.seatPlan ? seatingTaken : touchedByFans;
        if (moved && (await inUse(tx, row, at))) {
          throw conflict(
            'has_sales',
            'Fans have bought or are holding tickets for this event, so its sport and venue stay.',
            form.sport !== row.sportId
              ? { sport: 'Cannot change after sales' }
              : { venueId: 'Cannot change after sales' },
          );
        }
        // A published event's fans take plan seats without locking its row, so a check here could race them.
        if (venueMoved && row.seatPlan && row.status !== 'draft') {
          throw conflict(
            'venue_published_plan',
            'A published event on a seat plan keeps its venue. Move it back to a draft to change the venue.',
            { venueId: 'Only a draft on a seat plan can change venue' },
          );
        }
        const seatPlan = form.seatPlan ?? false;
        if (seatPlan !== row.seatPlan && row.status !== 'draft') {
          throw conflict(
            'seat_plan_published',
            'A published event keeps its seat plan. Move it back to a draft to change the seat plan.',
            { seatPlan: 'Only a draft’s seat plan can change' },
          );
        }
        if (seatPlan !== row.seatPlan && (await seatingTaken(tx, row, at))) {
          throw conflict(
            'has_sales',
            'Fans have bought or are holding tickets for this event, so its seat plan stays.',
            { seatPlan: 'Cannot change once tickets are sold or held' },
          );
        }
        const { schedule, venue, list } = await checkedForm(tx, form, startIsNew, at);
        await tx.updateEvent(eventId, { ...(await eventColumns(tx, form, venue, schedule)), seatPlan }, at);
        if (venue.id !== row.venueId || seatPlan !== row.seatPlan) {
          const capacities = new Map(list.categories.map((c) => [c.id, c.capacity]));
          if (seatPlan !== row.seatPlan) await switchSeating(tx, transaction, eventId, list);
          await inventory.forgetPlanSeats(transaction, eventId);
          for (const category of (await tx.priceList(eventId, at)).categories) {
            const capacity = capacities.get(category.id as CategoryId) ?? 0;
            if (
              !(await tx.setCategory(eventId, category.id, { pricePaise: category.pricePaise, capacity }))
            ) {
              throw conflict('has_sales', 'Fans took places while you edited. Please review and save again.');
            }
          }
          await tx.refreshTotals(eventId, at);
        }
        const changed = changedFields(formOf(row), form);
        if (Object.keys(changed.after).length > 0) {
          await audit.record(transaction, {
            action: 'event.updated',
            actor,
            targetId: eventId,
            targetLabel: eventTitle(form.team1, form.team2),
            ...changed,
          });
        }
        return view(tx, await ownEvent(tx, eventId, organizerId, at, false), at);
      });
    },

    /**
     * New prices and category places, under the event's row lock so that concurrent edits take
     * turns. Each changed price is one ledger row written with the change; the categories and the
     * map fill the venue exactly; no category drops below what is sold and held. A checked-out
     * booking keeps the bill it was quoted; an open session is priced again when it checks out.
     */
    async setPriceList(actor: AuditActor, eventId: string, input: PriceListInput): Promise<OwnEvent> {
      const at = now();
      const organizerId = actor.id;
      return repo.transaction(async (tx, transaction) => {
        const row = await ownEvent(tx, eventId, organizerId, at, true);
        if (row.status === 'cancelled') {
          throw conflict('event_cancelled', 'A cancelled event’s prices cannot change');
        }
        const current = await tx.priceList(eventId, at);
        const wanted = (id: string) => input.categories[id] as { pricePaise: number; capacity: number };
        const unpriced = current.sections.filter((section) => !input.sections[section.id]);
        if (unpriced.length > 0) {
          throw invalidRequest(
            Object.fromEntries(
              unpriced.map((section) => [`sections.${section.id}`, 'Give this section a price']),
            ),
          );
        }
        if (row.seatPlan) {
          // On a seating plan a category's places are its blocks' seats, not typed.
          const typed = current.categories.filter((c) => wanted(c.id).capacity !== c.capacity);
          if (typed.length > 0) {
            throw invalidRequest(
              Object.fromEntries(
                typed.map((c) => [
                  `categories.${c.id}.capacity`,
                  `Set by the seat plan: ${formatCount(c.capacity)} places in its blocks`,
                ]),
              ),
            );
          }
        }
        const places =
          current.categories.reduce((sum, c) => sum + wanted(c.id).capacity, 0) +
          current.sections.reduce((sum, s) => sum + s.seats, 0);
        const placesProblem = placesIssue(places, row.venueCapacity);
        if (placesProblem) throw invalidRequest({ categories: placesProblem });
        const short: Record<string, string> = {};
        for (const category of current.categories) {
          const issue = capacityIssue(wanted(category.id).capacity, category);
          if (issue) short[`categories.${category.id}.capacity`] = issue;
        }
        if (Object.keys(short).length > 0) {
          throw conflict(
            'below_sales',
            'A category cannot hold fewer places than it has sold and held',
            short,
          );
        }

        const ledger: { pointKind: 'category' | 'section'; pointId: string; old: number; next: number }[] =
          [];
        const capacities: { pointId: string; old: number; next: number }[] = [];
        // Sections (and their map seats) before categories: the order a fan's selection locks them in.
        for (const section of current.sections) {
          const next = (input.sections[section.id] as { pricePaise: number }).pricePaise;
          if (next === section.pricePaise) continue;
          await tx.setSectionPrice(eventId, section.id, next);
          await inventory.repriceSection(transaction, eventId, section.id, next);
          ledger.push({ pointKind: 'section', pointId: section.id, old: section.pricePaise, next });
        }
        for (const category of current.categories) {
          const next = wanted(category.id);
          if (next.pricePaise === category.pricePaise && next.capacity === category.capacity) continue;
          if (!(await tx.setCategory(eventId, category.id, next))) {
            // A fan's hold took places between the read and the update: nothing is saved.
            throw conflict(
              'below_sales',
              'Fans took places while you edited. Please review and save again.',
              {
                [`categories.${category.id}.capacity`]: 'Fans took places meanwhile',
              },
            );
          }
          if (next.capacity !== category.capacity) {
            capacities.push({ pointId: category.id, old: category.capacity, next: next.capacity });
          }
          if (next.pricePaise !== category.pricePaise) {
            ledger.push({
              pointKind: 'category',
              pointId: category.id,
              old: category.pricePaise,
              next: next.pricePaise,
            });
          }
        }
        await tx.recordPriceChanges(
          ledger.map((change) => ({
            eventId,
            pointKind: change.pointKind,
            pointId: change.pointId,
            oldPricePaise: change.old,
            newPricePaise: change.next,
            changedAt: at,
            changedBy: organizerId,
          })),
        );
        await tx.refreshTotals(eventId, at);
        await tx.updateEvent(eventId, {}, at);
        // Keyed as the ledger names a point: 'category:gold', 'section:premium' (in paise).
        const pointKey = (change: (typeof ledger)[number]) => `${change.pointKind}:${change.pointId}`;
        if (ledger.length > 0) {
          await audit.record(transaction, {
            action: 'event.price_changed',
            actor,
            targetId: eventId,
            targetLabel: row.title,
            before: Object.fromEntries(ledger.map((change) => [pointKey(change), change.old])),
            after: Object.fromEntries(ledger.map((change) => [pointKey(change), change.next])),
          });
        }
        if (capacities.length > 0) {
          await audit.record(transaction, {
            action: 'event.updated',
            actor,
            targetId: eventId,
            targetLabel: row.title,
            before: { capacities: Object.fromEntries(capacities.map((c) => [c.pointId, c.old])) },
            after: { capacities: Object.fromEntries(capacities.map((c) => [c.pointId, c.next])) },
          });
        }
        return view(tx, await ownEvent(tx, eventId, organizerId, at, false), at);
      });
    },

    /** A draft goes on sale (draft → scheduled) when nothing it needs is missing and its start is ahead. */
    async publish(actor: AuditActor, eventId: string): Promise<OwnEvent> {
      const at = now();
      const organizerId = actor.id;
      return repo.transaction(async (tx, transaction) => {
        const row = await ownEvent(tx, eventId, organizerId, at, true);
        if (row.status !== 'draft') {
          throw conflict(
            'not_a_draft',
            row.status === 'scheduled'
              ? 'This event is already published'
              : `A ${row.status} event cannot be published`,
          );
        }
        const missing = publishIssues(
          {
            startsAt: row.startsAt.toISOString(),
            endsAt: row.endsAt.toISOString(),
            saleOpensAt: row.saleOpensAt?.toISOString() ?? null,
            description: row.description,
          },
          at.getTime(),
        );
        if (Object.keys(missing).length > 0) {
          throw conflict(
            'not_ready',
            `Before publishing, please check: ${Object.keys(missing).join(', ')}`,
            missing,
          );
        }
        await tx.updateEvent(eventId, { status: 'scheduled' }, at);
        await audit.record(transaction, {
          action: 'event.published',
          actor,
          targetId: eventId,
          targetLabel: row.title,
          before: { status: 'draft' },
          after: { status: 'scheduled' },
        });
        return view(tx, await ownEvent(tx, eventId, organizerId, at, false), at);
      });
    },

    /** A published event goes back to a draft, only while no fan ever bought, booked or holds a place. */
    async unpublish(actor: AuditActor, eventId: string): Promise<OwnEvent> {
      const at = now();
      const organizerId = actor.id;
      return repo.transaction(async (tx, transaction) => {
        const row = await ownEvent(tx, eventId, organizerId, at, true);
        if (row.status !== 'scheduled') {
          throw conflict(
            'not_published',
            row.status === 'draft'
              ? 'This event is already a draft'
              : `A ${row.status} event stays published`,
          );
        }
        if (row.seatsSold > 0 || (await tx.hasBookings(eventId))) {
          throw conflict(
            'has_sales',
            'Tickets were booked for this event, so it stays published. Postpone or cancel it instead.',
          );
        }
        if (await tx.hasLiveHolds(eventId, at)) {
          throw conflict(
            'fans_booking',
            'Fans are choosing seats for this event right now. Try again when their sessions end (at most 15 minutes).',
          );
        }
        await tx.updateEvent(eventId, { status: 'draft' }, at);
        await audit.record(transaction, {
          action: 'event.moved_to_draft',
          actor,
          targetId: eventId,
          targetLabel: row.title,
          before: { status: 'scheduled' },
          after: { status: 'draft' },
        });
        return view(tx, await ownEvent(tx, eventId, organizerId, at, false), at);
      });
    },

    /** Deletes a draft no fan ever booked, with its price list and price history. */
    async deleteDraft(actor: AuditActor, eventId: string): Promise<void> {
      const at = now();
      await repo.transaction(async (tx, transaction) => {
        const row = await ownEvent(tx, eventId, actor.id, at, true);
        if (row.status !== 'draft') {
          throw conflict('not_a_draft', 'Only a draft can be deleted: unpublish it first, or cancel it');
        }
        if (row.seatsSold > 0 || (await tx.hasBookings(eventId))) {
          throw conflict('has_sales', 'Tickets were booked for this event, so it cannot be deleted');
        }
        await tx.deleteEvent(eventId);
        await audit.record(transaction, {
          action: 'event.draft_deleted',
          actor,
          targetId: eventId,
          targetLabel: row.title,
          before: { status: 'draft' },
        });
      });
    },
  };
}

export type EventEditorService = ReturnType<typeof createEventEditorService>;
