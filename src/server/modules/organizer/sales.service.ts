import type { z } from 'zod';
import { SEAT_CATEGORIES, SEAT_MAP_SECTIONS } from '../../../shared/booking-constants';
import { attendeeSeating, attendeesCsv } from '../../../shared/domain/attendees';
import { pageOf, pageOffset } from '../../../shared/domain/paging';
import { normaliseQuery } from '../../../shared/domain/search';
import type { Role } from '../../../shared/schemas/account';
import type {
  Attendee,
  AttendeePage,
  attendeeListQuerySchema,
  EventSales,
  SalesPricePoint,
} from '../../../shared/schemas/organizer';
import { notFound } from '../../http/errors';
import type { InventoryService } from '../inventory/inventory.service';
import type { SalesRepo } from './sales.repo';

type AttendeeListInput = z.output<typeof attendeeListQuerySchema>;
/** Who asks: an organiser sees its own events; an admin sees every event. */
export interface SalesViewer {
  id: string;
  role: Role;
}

const pricePoint = (
  kind: SalesPricePoint['kind'],
  spec: { id: string; name: string },
  row: { pricePaise: number; capacity: number; sold: number; liveHeld: number },
  seatsRevenuePaise: number,
): SalesPricePoint => ({
  kind,
  id: spec.id,
  name: spec.name,
  pricePaise: row.pricePaise,
  capacity: row.capacity,
  sold: row.sold,
  held: row.liveHeld,
  free: Math.max(0, row.capacity - row.sold - row.liveHeld),
  seatsRevenuePaise,
});

type AttendeeRow = Awaited<ReturnType<SalesRepo['attendees']>>[number];
const toAttendee = (row: AttendeeRow): Attendee => ({
  reference: row.reference,
  name: row.name,
  email: row.email,
  phone: row.phone,
  seating: attendeeSeating(row),
  seats: row.seats,
  seatLabels: row.seatLabels,
  // The repo reads confirmed and refunded bookings only (ATTENDEE_STATES).
  status: row.status === 'refunded' ? 'refunded' : 'confirmed',
  bookedAt: row.createdAt.toISOString(),
  tickets: row.tickets,
  admitted: row.admitted,
});

/** A file name from the event id, with nothing a Content-Disposition header would need quoted. */
const csvFileName = (eventId: string) => `attendees-${eventId.replace(/[^\w-]/g, '_')}.csv`;

/** One event's sales and attendees, for its organiser (or an admin); another's event is not found. */
export function createSalesService(
  repo: SalesRepo,
  now: () => Date,
  inventory: Pick<InventoryService, 'placeCounts'>,
  /** The gate module's figures: tickets let in, of those that admit, and flagged admissions. */
  admissionFigures: (eventId: string) => Promise<EventSales['admissions']>,
) {
  async function visibleEvent(viewer: SalesViewer, eventId: string, at: Date) {
    const event = await repo.event(eventId, viewer.role === 'admin' ? null : viewer.id, at);
    if (!event) throw notFound('Event');
    return event;
  }

  return {
    async eventSales(viewer: SalesViewer, eventId: string): Promise<EventSales> {
      const at = now();
      const event = await visibleEvent(viewer, eventId, at);
      const [{ categories, sections }, seatsRevenue, confirmed, refunds, daily, admissions] =
        await Promise.all([
          inventory.placeCounts(eventId),
          repo.seatsRevenue(eventId),
          repo.confirmedRevenue(eventId),
          repo.refunds(eventId),
          repo.daily(eventId),
          admissionFigures(eventId),
        ]);
      const revenueOf = (id: string, onMap: boolean) =>
        seatsRevenue.find((row) => row.id === id && row.onMap === onMap)?.seatsPaise ?? 0;
      const pricePoints = [
        ...SEAT_CATEGORIES.flatMap((spec) => {
          const row = categories.find((c) => c.id === spec.id);
          return row ? [pricePoint('category', spec, row, revenueOf(spec.id, false))] : [];
        }),
        ...SEAT_MAP_SECTIONS.flatMap((spec) => {
          const row = sections.find((s) => s.id === spec.id);
          return row ? [pricePoint('section', spec, row, revenueOf(spec.id, true))] : [];
        }),
      ];
      const total = (key: 'capacity' | 'sold' | 'held' | 'free') =>
        pricePoints.reduce((sum, point) => sum + point[key], 0);
      return {
        event: {
          id: event.id,
          title: event.title,
          sport: event.sportId,
          startsAt: event.startsAt.toISOString(),
          venue: event.venueName,
          cityName: event.cityName,
          status: event.status,
        },
        pricePoints,
        totals: {
          capacity: total('capacity'),
          sold: total('sold'),
          held: total('held'),
          free: total('free'),
        },
        revenue: {
          ...confirmed,
          refundedBookings: refunds.bookings,
          refundedPaise: refunds.paise,
          insuranceRefundedBookings: refunds.insuranceBookings,
          insuranceRefundedPaise: refunds.insurancePaise,
        },
        daily,
        admissions,
      };
    },

    /** One page of the event's attendees, searched by reference, name or e-mail. */
    async attendees(viewer: SalesViewer, eventId: string, input: AttendeeListInput): Promise<AttendeePage> {
      await visibleEvent(viewer, eventId, now());
      const text = input.q ? normaliseQuery(input.q) || undefined : undefined;
      const [rows, total] = await Promise.all([
        repo.attendees(eventId, text, { limit: input.pageSize, offset: pageOffset(input) }),
        repo.countAttendees(eventId, text),
      ]);
      return pageOf(rows.map(toAttendee), input, total);
    },

    /** Every attendee of the event as a CSV file. */
    async attendeesCsv(viewer: SalesViewer, eventId: string) {
      await visibleEvent(viewer, eventId, now());
      const rows = await repo.attendees(eventId, undefined);
      return { fileName: csvFileName(eventId), csv: attendeesCsv(rows.map(toAttendee)) };
    },
  };
}

export type SalesService = ReturnType<typeof createSalesService>;
